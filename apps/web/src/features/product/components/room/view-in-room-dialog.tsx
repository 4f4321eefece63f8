import { type ProductDetail, ROOM_SCALE_DESCRIPTION } from '@art-market/domain/rules';
import { type RefObject, useId, useState } from 'react';
import { artworkAlt } from '#web/components/ui/artwork-image.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { artworkSize } from '../product-details.tsx';
import { RoomScene } from './room-scene.tsx';
import { WALL_COLOURS, type WallColour } from './wall-colours.ts';

/** The artwork on a wall at true scale (loaded on demand: the artwork page's first load stays small). */
export function ViewInRoomDialog({
  product,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  product: ProductDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const [colour, setColour] = useState<WallColour>(WALL_COLOURS[0]);
  const image = product.images.find((candidate) => candidate.isPrimary) ?? product.images[0];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="View in room"
      description={ROOM_SCALE_DESCRIPTION}
      returnFocusTo={returnFocusTo}
      wide
    >
      <div className="flex flex-col gap-4">
        <WallColourChoice value={colour} onChange={setColour} />
        <figure className="flex flex-col gap-3">
          <RoomScene
            widthInches={product.width}
            heightInches={product.height}
            image={image}
            alt={artworkAlt(product.title, product.artistName)}
            colour={colour}
          />
          <figcaption className="text-sm text-muted">
            <span className="font-display text-base text-ink">{product.title}</span>, {artworkSize(product.width, product.height)}
          </figcaption>
        </figure>
      </div>
    </Modal>
  );
}

function WallColourChoice({ value, onChange }: { value: WallColour; onChange: (colour: WallColour) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium">Wall colour</legend>
      <div className="flex flex-wrap items-center gap-x-5">
        {WALL_COLOURS.map((colour) => (
          <label key={colour.id} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={colour.id}
              checked={value.id === colour.id}
              onChange={() => onChange(colour)}
              className="size-4 accent-accent"
            />
            <span
              aria-hidden="true"
              className="size-5 rounded-full border border-ink/30"
              style={{ backgroundColor: colour.wall }}
            />
            {colour.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
