import { useSyncExternalStore } from 'react';

/** Whether the cart sheet is open: the header button and a successful add-to-cart both open it. */
let open = false;
const listeners = new Set<() => void>();

export function setCartSheetOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openCartSheet = () => setCartSheetOpen(true);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartSheetOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
