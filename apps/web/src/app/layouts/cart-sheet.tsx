import { CatalogMessages } from '@art-market/domain/rules';
import * as Dialog from '@radix-ui/react-dialog';
import { ShoppingBag, X } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { setCartSheetOpen, useCartSheetOpen } from '#web/features/cart/cart-sheet-store.ts';
import { CartContents } from '#web/features/cart/components/cart-contents.tsx';

/** The right-hand cart sheet (docs/product/storefront.md#cart); logged out it prompts a login. */
export function CartSheet({ loggedIn, itemCount, onOpen }: { loggedIn: boolean; itemCount: number; onOpen?: () => void }) {
  const open = useCartSheetOpen();
  const location = useLocation();
  // The open flag is module state: leaving the layout must not leave the next screen with an open sheet.
  useEffect(() => () => setCartSheetOpen(false), []);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setCartSheetOpen(next);
        if (next && loggedIn) onOpen?.();
      }}
    >
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
            <CartContents />
          ) : (
            <div className="mt-8 flex flex-col gap-4">
              <Dialog.Description className="text-muted">{CatalogMessages.loginToViewCart}</Dialog.Description>
              <Dialog.Close asChild>
                <Link
                  to="/login"
                  state={{
                    redirectTo: location.pathname === '/login' ? '/' : `${location.pathname}${location.search}`,
                    message: CatalogMessages.loginToViewCart,
                  }}
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
