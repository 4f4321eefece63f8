import { SAVE_INTENT_KEY } from '@art-market/domain/rules';
import type { SavedState } from '@art-market/domain/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from './api-client.ts';
import { tokenFor } from './session.ts';

/**
 * The collector's saved works and followed artists as one small personal call (issue 29): the catalogue's
 * cached answers stay the same for everyone, and the hearts and Follow buttons read this instead. Fetched
 * once per login; a toggle changes it at once and puts it back if the server refuses.
 */
export const savedStateQueryKey = (token: string | null) => ['saved-state', token] as const;
/** The root of the lists that show saved works or followed artists (/saved, /following): a toggle refreshes them. */
export const COLLECTOR_LISTS_ROOT = ['collector-lists'] as const;

export const NONE: SavedState = { artworkIds: [], artistNames: [] };

export function getSavedState(): Promise<SavedState> {
  return apiRequest<SavedState>('/me/saved-state', { role: 'customer' });
}

/** What a toggle asks for: save or remove an artwork, follow or unfollow an artist. */
export type SaveIntent = { kind: 'artwork'; id: string; on: boolean } | { kind: 'artist'; name: string; on: boolean };

function applyIntent(state: SavedState, intent: SaveIntent): SavedState {
  if (intent.kind === 'artwork') {
    const rest = state.artworkIds.filter((id) => id !== intent.id);
    return { ...state, artworkIds: intent.on ? [intent.id, ...rest] : rest };
  }
  const rest = state.artistNames.filter((name) => name !== intent.name);
  return { ...state, artistNames: intent.on ? [intent.name, ...rest] : rest };
}

function sendIntent(intent: SaveIntent): Promise<void> {
  const path =
    intent.kind === 'artwork' ? `/me/saved/${encodeURIComponent(intent.id)}` : `/me/following/${encodeURIComponent(intent.name)}`;
  return apiRequest<void>(path, { method: intent.on ? 'PUT' : 'DELETE', role: 'customer' });
}

/** Toasts load with the pages that need them (ADR 0009): a refused toggle is rare, so it fetches sonner then. */
function tellRefused(error: unknown, fallback: string) {
  void import('sonner').then(({ toast }) => toast.error(errorMessage(error, fallback)));
}

/**
 * Saves or removes, follows or unfollows: the state changes at once and is put back if the server refuses.
 * A plain function rather than a mutation hook per button: a listing has a heart on each of its cards, and one
 * observer each cost the first paint's main thread (issue 29, docs/benchmarks.md).
 */
export async function toggleSaved(queryClient: QueryClient, intent: SaveIntent, failureText: string): Promise<void> {
  const key = savedStateQueryKey(tokenFor('customer'));
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<SavedState>(key);
  queryClient.setQueryData<SavedState>(key, applyIntent(before ?? NONE, intent));
  try {
    await sendIntent(intent);
  } catch (error) {
    queryClient.setQueryData(key, before);
    tellRefused(error, failureText);
    return;
  }
  // Toggled before the first answer arrived (just signed in): read the whole state once more.
  if (before === undefined) void queryClient.invalidateQueries({ queryKey: key });
  await queryClient.invalidateQueries({ queryKey: COLLECTOR_LISTS_ROOT });
}

/** A signed-out collector's save or follow, kept in this tab across the sign-in (sessionStorage). */
export function rememberSaveIntent(intent: SaveIntent): void {
  sessionStorage.setItem(SAVE_INTENT_KEY, JSON.stringify(intent));
}

/** The remembered intent, once: reading it forgets it. */
export function takeSaveIntent(): SaveIntent | null {
  const raw = sessionStorage.getItem(SAVE_INTENT_KEY);
  if (raw === null) return null;
  sessionStorage.removeItem(SAVE_INTENT_KEY);
  try {
    const parsed = JSON.parse(raw) as Partial<SaveIntent> & Record<string, unknown>;
    if (parsed.kind === 'artwork' && typeof parsed.id === 'string') return { kind: 'artwork', id: parsed.id, on: true };
    if (parsed.kind === 'artist' && typeof parsed.name === 'string') return { kind: 'artist', name: parsed.name, on: true };
  } catch {
    // A value from another version of the app: nothing to do.
  }
  return null;
}
