import { BankTransferMessages } from '@art-market/domain/rules';
import { Invalid } from '../../../errors.ts';
import { cleanImage } from '../../../plugins/images.ts';
import type { UploadedFile } from '../../../plugins/multipart-form.ts';
import type { FileStorage } from '../../../plugins/storage.ts';

const PDF_MAGIC = Buffer.from('%PDF-');
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
 * The proof of payment by its content, whatever its name or declared type says (storefront section 5):
 * an image sharp can decode, or a PDF by its magic bytes; at most 5 MB (the upload stops at the limit).
 */
export async function checkProof(file: UploadedFile): Promise<CheckedProof> {
  if (file.truncated) throw new Invalid(BankTransferMessages.proofTooLarge, { proofFile: BankTransferMessages.proofTooLarge });
  if (file.content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return { content: file.content, extension: 'pdf' };
  const image = await cleanImage(file.content);
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
