import type { PendingBankTransfer } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { getAdminFile } from './get-admin-file.ts';

export interface LoadedProof {
  file: Blob;
  /** For an image: a data URL for <img>, which needs no revoking. */
  imageSrc: string | null;
}

/** Proofs are private: fetched with the admin's token (get-admin-file.ts). */
export async function getBankTransferProof(
  transfer: Pick<PendingBankTransfer, 'proofImageUrl' | 'proofFileType'>,
): Promise<LoadedProof> {
  const { file, dataUrl } = await getAdminFile(transfer.proofImageUrl);
  return { file, imageSrc: transfer.proofFileType === 'image' ? dataUrl() : null };
}

export function useBankTransferProof(transfer: Pick<PendingBankTransfer, 'proofImageUrl' | 'proofFileType'>) {
  return useQuery({
    queryKey: ['admin-bank-transfer-proof', transfer.proofImageUrl],
    queryFn: () => getBankTransferProof(transfer),
    staleTime: Number.POSITIVE_INFINITY,
    // A customer's bank document is not kept in memory once its details are closed.
    gcTime: 0,
  });
}
