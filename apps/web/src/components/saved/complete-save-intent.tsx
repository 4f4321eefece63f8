import { SavedWorksMessages } from '@art-market/domain/copy';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { takeSaveIntent, toggleSaved } from '#web/lib/saved-state.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * Makes the save or follow a signed-out collector asked for, once they are logged in as a customer. It
 * toggles without asking for the whole saved state: only a page with a heart or a Follow button does.
 */
export function CompleteSaveIntent() {
  const { customerToken } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (customerToken === null) return;
    const intent = takeSaveIntent();
    if (intent) void toggleSaved(queryClient, intent, SavedWorksMessages.saveFailed);
  }, [customerToken, queryClient]);
  return null;
}
