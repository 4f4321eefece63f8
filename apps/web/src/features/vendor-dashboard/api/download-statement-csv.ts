import { useMutation } from '@tanstack/react-query';
import { apiErrorOf, apiFetch } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { payoutPath } from './get-payout-statement.ts';

export interface StatementRef {
  vendorId: string;
  payoutId: string;
  transactionId: string;
}

/** GET …/{payoutId}/csv with the vendor's token, saved as statement-{transactionId}.csv (the server's name). */
export async function downloadStatementCsv({ vendorId, payoutId, transactionId }: StatementRef): Promise<void> {
  const response = await apiFetch(`${payoutPath(vendorId, payoutId)}/csv`, { role: 'vendor' });
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined));
  saveFile(await response.blob(), `statement-${transactionId}.csv`);
}

export function useDownloadStatementCsv() {
  return useMutation({ mutationFn: downloadStatementCsv });
}
