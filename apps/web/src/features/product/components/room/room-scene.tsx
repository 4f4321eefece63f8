import type { CatalogImage, RoomBox } from '@art-market/domain/rules';
import { roomScene } from '@art-market/domain/rules';
import type { ReactNode } from 'react';
import { ArtworkImage } from '#web/components/ui/artwork-image.tsx';
import { PersonShape, SofaShape } from './room-figures.tsx';
import { useSceneBox } from './use-scene-box.ts';
import type { WallColour } from './wall-colours.ts';

/** The wall, drawn at `pixelsPerInch`: the artwork above the sofa, a person standing beside it. */
export function RoomScene({
  widthInches,
  heightInches,
  image,
  alt,
  colour,
}: {
  widthInches: number;
  heightInches: number;
  image: CatalogImage | undefined;
  alt: string;
  colour: WallColour;
}) {
  const box = useSceneBox();
  const scene = roomScene(widthInches, heightInches, box.width, box.height);
  const px = (inches: number) => `${inches * scene.pixelsPerInch}px`;
  const place = (item: RoomBox, testId: string, children: ReactNode) => (
    <div
      data-testid={testId}
      className="absolute"
      style={{ left: px(item.left), bottom: px(item.bottom), width: px(item.width), height: px(item.height) }}
    >
      {children}
    </div>
  );
  return (
    <div
      data-testid="room-wall"
      data-wall={colour.id}
      className="relative mx-auto overflow-hidden transition-colors motion-reduce:transition-none"
      style={{ width: px(scene.wall.width), height: px(scene.wall.height), backgroundColor: colour.wall }}
    >
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-[3%]" style={{ backgroundColor: colour.floor }} />
      {place(scene.sofa, 'room-sofa', <SofaShape />)}
      {place(scene.person, 'room-person', <PersonShape />)}
      {place(
        scene.artwork,
        'room-artwork',
        <ArtworkImage url={image?.url} width={image?.width} height={image?.height} alt={alt} eager fit="contain" sizes="50vw" />,
      )}
    </div>
  );
}
