import { BankTransferMessages } from '@art-market/domain/rules';
import { Invalid } from '#api/errors.ts';
import { cleanImage } from '#api/plugins/images.ts';
import { readUploadedFile, type UploadedFile } from '#api/plugins/multipart-form.ts';
import { looksLikePdf } from '#api/plugins/pdf-documents.ts';
import type { FileStorage } from '#api/plugins/storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export type ProofFileType = 'image' | 'pdf';

/** A checked proof, ready to store: an image re-encoded without metadata, or a PDF as sent. */
export interface CheckedProof {
  content: Buffer;
  extension: string;
}

/**
 * The proof of payment by its content, whatever its name or declared type says
 * (docs/product/orders-and-payments.md#bank-transfer): an image sharp can decode, or a PDF by its magic
 * bytes; at most 5 MB (the reader refuses a larger one).
 */
export async function checkProof(file: UploadedFile): Promise<CheckedProof> {
  const content = await readUploadedFile(file);
  if (looksLikePdf(content)) return { content, extension: 'pdf' };
  const image = await cleanImage(content);
  if (!image) throw new Invalid(BankTransferMessages.proofType, { proofFile: BankTransferMessages.proofType });
  return { content: image.data, extension: image.extension };
}

/** Stored in the private 'proofs' area, which no static route serves: admins read it through their route. */
export async function storeProof(storage: FileStorage, proof: CheckedProof): Promise<string> {
  return storage.put('proofs', `${storage.newBaseName()}.${proof.extension}`, proof.content);
}

export function proofFileTypeOf(proofPath: string): ProofFileType {
  return proofPath.endsWith('.pdf') ? 'pdf' : 'image';
}

export function proofContentTypeOf(proofPath: string): string {
  return CONTENT_TYPES[proofPath.split('.').pop() ?? ''] ?? 'application/octet-stream';
}
