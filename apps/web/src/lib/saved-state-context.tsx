import type { SavedState } from '@art-market/domain/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { getSavedState, NONE, type SaveIntent, savedStateQueryKey, toggleSaved } from './saved-state.ts';
import { useSession } from './session.ts';

interface SavedStateValue {
  signedIn: boolean;
  state: SavedState;
  toggle: (intent: SaveIntent, failureText: string) => void;
}

const SavedStateContext = createContext<SavedStateValue | null>(null);

/**
 * The one saved-state query of the app, shared by every heart and Follow button through context: each card
 * reads it instead of holding a query and a mutation observer of its own (issue 29: a listing's 24 hearts
 * doubled the first paint's main-thread work). Fetched once per login; a toggle changes it at once.
 */
export function SavedStateProvider({ children }: { children: ReactNode }) {
  const { customerToken } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: savedStateQueryKey(customerToken),
    queryFn: getSavedState,
    enabled: customerToken !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const state = query.data ?? NONE;
  const toggle = useCallback(
    (intent: SaveIntent, failureText: string) => void toggleSaved(queryClient, intent, failureText),
    [queryClient],
  );
  const value = useMemo(() => ({ signedIn: customerToken !== null, state, toggle }), [customerToken, state, toggle]);
  return <SavedStateContext.Provider value={value}>{children}</SavedStateContext.Provider>;
}

export function useSavedState(): SavedStateValue {
  const value = useContext(SavedStateContext);
  if (!value) throw new Error('useSavedState needs the SavedStateProvider that AppProviders mounts');
  return value;
}
