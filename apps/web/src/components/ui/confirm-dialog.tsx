import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * Destructive actions ask for confirmation first (docs/product/studio-and-console.md#console-vendors): the title
 * names the action, the message and `children` say what will happen, the confirm button repeats the action,
 * and the other button says what keeping things as they are means. It never reads "Cancel" next to a
 * confirm button that itself cancels something.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  dismissLabel,
  pending = false,
  confirmDisabled = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that leaves things as they are, e.g. "Keep vendor" (default "Cancel", or "Go back" beside a "Cancel ..."). */
  dismissLabel?: string;
  pending?: boolean;
  /** While what the dialog must say is still loading, or cannot be done. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  /** What will happen in detail, or what the action needs besides a yes (e.g. the current password). */
  children?: ReactNode;
}) {
  const keep = dismissLabel ?? (/^cancel\b/i.test(confirmLabel) ? 'Go back' : 'Cancel');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-sm bg-paper p-6 shadow-xl"
        >
          <Dialog.Title className="font-display text-xl">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-ink">{message}</Dialog.Description>
          {children ? <div className="mt-4 flex flex-col gap-3">{children}</div> : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">{keep}</Button>
            </Dialog.Close>
            <Button onClick={onConfirm} disabled={pending || confirmDisabled}>
              {pending ? 'Working…' : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
