import type { PendingBankTransfer } from '@art-market/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export interface LoadedProof {
  file: Blob;
  /** For an image: a data URL for <img>, which needs no revoking. */
  imageSrc: string | null;
}

/** Base64 in slices, so a 5 MB proof never passes through one giant argument list. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * Proofs are private: the server answers them only with an admin's bearer token, which an <img src>
 * cannot send. So the file is fetched with the token and shown from memory.
 */
export async function getBankTransferProof(transfer: Pick<PendingBankTransfer, 'proofImageUrl' | 'proofFileType'>) {
  // proofImageUrl is the full API path; apiFetch adds the /api prefix itself.
  const response = await apiFetch(transfer.proofImageUrl.replace(/^\/api(?=\/)/, ''), { role: 'admin' });
  if (!response.ok) throw new ApiError(response.status, '');
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    file: new Blob([bytes], { type }),
    imageSrc: transfer.proofFileType === 'image' ? `data:${type};base64,${toBase64(bytes)}` : null,
  } satisfies LoadedProof;
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
