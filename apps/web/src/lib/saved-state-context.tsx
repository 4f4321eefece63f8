import type { SavedState } from '@art-market/domain/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { getSavedState, NONE, type SaveIntent, savedStateQueryKey, toggleSaved } from './saved-state.ts';
import { useSession } from './session.ts';

interface SavedStateValue {
  signedIn: boolean;
  state: SavedState;
  toggle: (intent: SaveIntent, failureText: string) => void;
  /** Asks for the state: a page without a heart or a Follow button never fetches it. */
  want: () => void;
}

const SavedStateContext = createContext<SavedStateValue | null>(null);

/**
 * The one saved-state query of the app, shared by every heart and Follow button through context: each card
 * reads it instead of holding a query and a mutation observer of its own (issue 29: a listing's 24 hearts
 * doubled the first paint's main-thread work). Fetched once per login, and only once a page shows a heart or
 * a Follow button; a toggle changes it at once.
 */
export function SavedStateProvider({ children }: { children: ReactNode }) {
  const { customerToken } = useSession();
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(false);
  const query = useQuery({
    queryKey: savedStateQueryKey(customerToken),
    queryFn: getSavedState,
    enabled: customerToken !== null && wanted,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const state = query.data ?? NONE;
  const toggle = useCallback(
    (intent: SaveIntent, failureText: string) => void toggleSaved(queryClient, intent, failureText),
    [queryClient],
  );
  const want = useCallback(() => setWanted(true), []);
  const value = useMemo(() => ({ signedIn: customerToken !== null, state, toggle, want }), [customerToken, state, toggle, want]);
  return <SavedStateContext.Provider value={value}>{children}</SavedStateContext.Provider>;
}

/** The saved state, for a heart or a Follow button: using it is what asks for it. */
export function useSavedState(): SavedStateValue {
  const value = useContext(SavedStateContext);
  if (!value) throw new Error('useSavedState needs the SavedStateProvider that AppProviders mounts');
  const { want } = value;
  useEffect(want, [want]);
  return value;
}
