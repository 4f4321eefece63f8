import { SavedWorksMessages } from '@art-market/domain/copy';
import { useEffect } from 'react';
import { takeSaveIntent, useToggleSaved } from '#web/lib/saved-state.ts';
import { useSession } from '#web/lib/session.ts';

/** Makes the save or follow a signed-out collector asked for, once they are logged in as a customer. */
export function CompleteSaveIntent() {
  const { customerToken } = useSession();
  const toggle = useToggleSaved(SavedWorksMessages.saveFailed);
  const { mutate } = toggle;
  useEffect(() => {
    if (customerToken === null) return;
    const intent = takeSaveIntent();
    if (intent) mutate(intent);
  }, [customerToken, mutate]);
  return null;
}
