import { SavedAddressMessages } from '@art-market/domain/copy';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { AddressLines } from '#web/components/ui/address-lines.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSavedAddresses } from '#web/lib/saved-addresses.ts';
import { useRemoveSavedAddress } from '../api/remove-saved-address.ts';

/** The addresses the customer has used at checkout; the checkout starts from the most recent one. */
export function SavedAddresses() {
  const addresses = useSavedAddresses();
  const remove = useRemoveSavedAddress();

  if (addresses.isPending) return <Spinner label="Loading your addresses…" />;
  if (addresses.isError) {
    return (
      <ErrorPanel message={errorMessage(addresses.error, SavedAddressMessages.fetchFailed)} onRetry={() => addresses.refetch()} />
    );
  }
  if (addresses.data.length === 0) return <p className="text-sm text-muted">{SavedAddressMessages.none}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {addresses.data.map((address) => (
        <li
          key={address.id}
          aria-label={`${address.address}, ${address.city}`}
          className="flex items-start justify-between gap-4 border border-line bg-white p-4 text-sm"
        >
          <AddressLines address={address} />
          <Button
            variant="ghost"
            className="min-h-9 px-2"
            aria-label={`Remove ${address.address}, ${address.city}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(address.id, {
                onError: (error) => toast.error(errorMessage(error, SavedAddressMessages.removeFailed)),
              })
            }
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
