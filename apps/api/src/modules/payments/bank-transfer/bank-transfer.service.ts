import { BankTransferMessages, fieldErrorsOf, isFutureTransactionDate } from '@art-market/domain/rules';
import {
  type BankTransferFields,
  type BankTransferSubmitted,
  bankTransferFieldsSchema,
  missingBankTransferFields,
} from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { Invalid } from '#api/errors.ts';
import { assertEmailVerified } from '#api/modules/accounts/email-verification.service.ts';
import type { MultipartForm, UploadedFile } from '#api/plugins/multipart-form.ts';
import { startAttempt } from '../payment-attempt.service.ts';
import { bankTransferProvider } from './bank-transfer.provider.ts';
import { checkProof, storeProof } from './bank-transfer-proof.ts';

/**
 * A customer's bank transfer: only from a verified address (ADR 0030); the proof is checked by
 * content and kept privately, then the attempt starts as every payment does; a proof whose
 * submission is refused is removed again.
 */
export async function submitBankTransfer(
  ctx: AppContext,
  customerId: string,
  form: MultipartForm,
  clientAddress: string,
): Promise<BankTransferSubmitted> {
  await assertEmailVerified(ctx, customerId);
  const { fields, proofFile } = readSubmission(form, ctx.now());
  const proofPath = await storeProof(ctx.storage, await checkProof(proofFile));
  try {
    return await startAttempt(ctx, bankTransferProvider(ctx), customerId, fields.orderId, {
      fields,
      proofPath,
      clientAddress,
    });
  } catch (error) {
    await ctx.storage.remove(proofPath);
    throw error;
  }
}

/** The text fields and the file field of the submission, for the multipart reader (text first). */
export const bankTransferFormFields = [...Object.keys(bankTransferFieldsSchema.shape)];
export const PROOF_FIELD = 'proofFile';

/**
 * The text fields alone, as the proof is about to be read: the submission's own checks, with the
 * proof taken as sent (a missing one is named once the whole form is in).
 */
export function checkBankTransferFields(fields: Record<string, string>, now: Date): void {
  checkFields(fields, true, now);
}

/**
 * Missing fields or proof answer the spec's one message, with each field named; then the format of
 * each; then a transaction date that has not come yet anywhere.
 */
function readSubmission(form: MultipartForm, now: Date): { fields: BankTransferFields; proofFile: UploadedFile } {
  const proofFile = form.files.find((file) => file.fieldName === PROOF_FIELD && file.size > 0);
  const fields = checkFields(form.fields, proofFile !== undefined, now);
  if (!proofFile) throw new Invalid(BankTransferMessages.required, missingBankTransferFields(form.fields, false));
  return { fields, proofFile };
}

function checkFields(fields: Record<string, string>, hasProof: boolean, now: Date): BankTransferFields {
  const missing = missingBankTransferFields(fields, hasProof);
  if (Object.keys(missing).length > 0) throw new Invalid(BankTransferMessages.required, missing);
  const parsed = bankTransferFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw new Invalid(Object.values(errors)[0] ?? BankTransferMessages.required, errors);
  }
  if (isFutureTransactionDate(parsed.data.transactionDate, now)) {
    const message = BankTransferMessages.futureTransactionDate;
    throw new Invalid(message, { transactionDate: message });
  }
  return parsed.data;
}
