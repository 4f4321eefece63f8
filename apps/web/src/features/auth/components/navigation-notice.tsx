import { useLocation } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';

export interface LoginNavigationState {
  message?: string;
  redirectTo?: string;
}

export function useLoginNavigationState(): LoginNavigationState {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null) return {};
  const { message, redirectTo } = state as Record<string, unknown>;
  return {
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof redirectTo === 'string' ? { redirectTo } : {}),
  };
}

/** The message another page passed along when it sent the person here (e.g. "Please log in to view cart items"). */
export function NavigationNotice() {
  const { message } = useLoginNavigationState();
  return message ? <Alert tone="info">{message}</Alert> : null;
}
