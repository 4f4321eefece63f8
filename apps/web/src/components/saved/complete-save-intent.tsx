import { SavedWorksMessages } from '@art-market/domain/copy';
import { useEffect } from 'react';
import { takeSaveIntent } from '#web/lib/saved-state.ts';
import { useSavedState } from '#web/lib/saved-state-context.tsx';
import { useSession } from '#web/lib/session.ts';

/** Makes the save or follow a signed-out collector asked for, once they are logged in as a customer. */
export function CompleteSaveIntent() {
  const { customerToken } = useSession();
  const { toggle } = useSavedState();
  useEffect(() => {
    if (customerToken === null) return;
    const intent = takeSaveIntent();
    if (intent) toggle(intent, SavedWorksMessages.saveFailed);
  }, [customerToken, toggle]);
  return null;
}
