import * as Dialog from '@radix-ui/react-dialog';
import { ShoppingBag, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

/** The right-hand cart sheet (storefront section 2, cart sidebar); logged out it prompts a login. */
export function CartSheet({ loggedIn, itemCount }: { loggedIn: boolean; itemCount: number }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 px-2 text-sm font-medium hover:text-accent">
        <ShoppingBag aria-hidden="true" className="size-5" />
        <span>Cart</span>
        {loggedIn ? (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs text-white tabular-nums">
            <span aria-hidden="true">{itemCount}</span>
            <span className="sr-only">, {itemCount} items</span>
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="animate-sheet-right fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-paper p-6 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-2xl">Your cart</Dialog.Title>
            <Dialog.Close className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-accent">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close cart</span>
            </Dialog.Close>
          </div>
          {loggedIn ? (
            <Dialog.Description className="mt-8 text-muted">Your cart is empty</Dialog.Description>
          ) : (
            <div className="mt-8 flex flex-col gap-4">
              <Dialog.Description className="text-muted">Please log in to view cart items</Dialog.Description>
              <Dialog.Close asChild>
                <Link
                  to="/login"
                  state={{ redirectTo: '/', message: 'Please log in to view cart items' }}
                  className={buttonClasses('primary')}
                >
                  Log in
                </Link>
              </Dialog.Close>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
