import { canViewInRoom, type ProductDetail } from '@art-market/domain/rules';
import { Sofa } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';

const loadDialog = () => import('./view-in-room-dialog.tsx');
const ViewInRoomDialog = lazy(async () => ({ default: (await loadDialog()).ViewInRoomDialog }));

/** "View in room", shown only for an artwork with a known width and height. */
export function ViewInRoomButton({ product }: { product: ProductDetail }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!canViewInRoom(product.width, product.height)) return null;
  const prefetch = () => void loadDialog();
  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        className="self-start"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Sofa aria-hidden="true" className="size-4" />
        View in room
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <ViewInRoomDialog product={product} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
