import { BankTransferMessages, fieldErrorsOf, isFutureTransactionDate } from '@art-market/domain/rules';
import {
  type BankTransferFields,
  type BankTransferSubmitted,
  bankTransferFieldsSchema,
  missingBankTransferFields,
} from '@art-market/domain/schemas';
import type { AppContext } from '../../../context.ts';
import { Invalid } from '../../../errors.ts';
import type { MultipartForm, UploadedFile } from '../../../plugins/multipart-form.ts';
import { startAttempt } from '../payment-attempt.service.ts';
import { bankTransferProvider } from './bank-transfer.provider.ts';
import { checkProof, storeProof } from './bank-transfer-proof.ts';

/**
 * A customer's bank transfer: the proof is checked by content and kept privately, then the attempt
 * starts as every payment does; a proof whose submission is refused is removed again.
 */
export async function submitBankTransfer(
  ctx: AppContext,
  customerId: string,
  form: MultipartForm,
): Promise<BankTransferSubmitted> {
  const { fields, proofFile } = readSubmission(form, ctx.now());
  const proofPath = await storeProof(ctx.storage, await checkProof(proofFile));
  try {
    return await startAttempt(ctx, bankTransferProvider(ctx), customerId, fields.orderId, { fields, proofPath });
  } catch (error) {
    await ctx.storage.remove(proofPath);
    throw error;
  }
}

/**
 * Missing fields or proof answer the spec's one message, with each field named; then the format of
 * each; then a transaction date that has not come yet anywhere.
 */
function readSubmission(form: MultipartForm, now: Date): { fields: BankTransferFields; proofFile: UploadedFile } {
  const proofFile = form.files.find((file) => file.fieldName === 'proofFile' && file.content.length > 0);
  const missing = missingBankTransferFields(form.fields, proofFile !== undefined);
  if (!proofFile || Object.keys(missing).length > 0) throw new Invalid(BankTransferMessages.required, missing);
  const parsed = bankTransferFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw new Invalid(Object.values(errors)[0] ?? BankTransferMessages.required, errors);
  }
  if (isFutureTransactionDate(parsed.data.transactionDate, now)) {
    const message = BankTransferMessages.futureTransactionDate;
    throw new Invalid(message, { transactionDate: message });
  }
  return { fields: parsed.data, proofFile };
}
