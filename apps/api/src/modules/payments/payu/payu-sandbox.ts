import { randomInt } from 'node:crypto';
import { formatMinorUnits, parseMinorUnits } from '@art-market/domain/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#api/db/client.ts';
import { acceptFormBodies } from '#api/plugins/form-body.ts';
import { sandboxPage } from '../sandbox-page.ts';
import {
  type PayUActionDetails,
  type PayUActionStatusResponse,
  type PayURefundResponse,
  type PayUTransactionDetails,
  type PayUVerifyResponse,
  readFormFields,
} from './payu.types.ts';
import { hashesMatch, payuApiHash, payuRequestHash, payuResponseHash } from './payu-hash.ts';
import {
  countSandboxRefunds,
  decideSandboxTransaction,
  findSandboxRefund,
  findSandboxRefundActions,
  findSandboxTransactions,
  insertSandboxRefund,
  lockSandboxTransactionByPayment,
  openSandboxTransaction,
  type PayUSandboxOutcome,
  refundedPaiseOf,
  type SandboxRefund,
  type SandboxTransaction,
} from './payu-sandbox.repository.ts';

export type { PayUSandboxOutcome };

const OUTCOMES: readonly string[] = ['success', 'failure', 'pending'] satisfies PayUSandboxOutcome[];

export interface PayUSandboxOptions {
  key: string;
  salt: string;
  /** Where a browser reaches this sandbox (its pages post back to it). */
  publicBase: string;
}

/** Mandatory per the official Node SDK, plus the key and hash it adds (docs/product/orders-and-payments.md#payu). */
const MANDATORY = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'surl', 'furl', 'hash'] as const;
const MAX_TXNID_LENGTH = 25;
const MAX_REFUND_TOKEN_LENGTH = 23;

const UNMAPPED_STATUS: Record<PayUSandboxOutcome, string> = { success: 'captured', failure: 'failed', pending: 'pending' };
const RESULT_TEXT: Record<PayUSandboxOutcome, string> = { success: 'SUCCESS', failure: 'FAILED', pending: 'PENDING' };
const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
/** PayU's `addedon`: local time in India, YYYY-MM-DD HH:MM:SS. */
const istTimestamp = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * An offline stand-in for PayU's hosted checkout that speaks its HTTP shapes: the `_payment` form
 * with its hash check, a page to choose the outcome, the signed postback to surl/furl,
 * `verify_payment` and `cancel_refund_transaction`. Used by `npm start` without credentials and by
 * the tests. Its transactions and refunds are rows in `db` (ADR 0020), so every instance on that
 * database serves every sandbox payment, whichever started it.
 */
export class PayUSandbox {
  /** The txnids each verify_payment call asked about, as this process received them, for tests. */
  readonly verifyCalls: string[] = [];
  /** Settable, for a stand-in whose port is known only once it listens. */
  publicBase: string;

  constructor(
    readonly options: PayUSandboxOptions,
    private readonly db: Database,
  ) {
    this.publicBase = options.publicBase;
  }

  /** The Fastify plugin: register it under any prefix. */
  readonly plugin = async (app: FastifyInstance) => {
    acceptFormBodies(app);
    app.post('/_payment', (request, reply) => this.checkoutPage(request, reply));
    app.post('/_payment/decision', (request, reply) => this.decide(request, reply));
    // PayU's material writes the path with and without `.php` (docs/product/orders-and-payments.md#payu-verify-and-refund-calls).
    app.post('/merchant/postservice.php', (request) => this.command(request));
    app.post('/merchant/postservice', (request) => this.command(request));
  };

  /** What the payer chooses on the sandbox page, for tests that skip the browser: the signed postback. */
  async decideFor(txnid: string, outcome: PayUSandboxOutcome): Promise<Record<string, string>> {
    const transaction = await decideSandboxTransaction(this.db, txnid, outcome);
    if (!transaction) throw new Error(`no sandbox PayU transaction ${txnid}`);
    return this.postbackFor(transaction);
  }

  /** A transaction as the sandbox keeps it, for tests. */
  async findTransaction(txnid: string): Promise<SandboxTransaction | undefined> {
    return (await findSandboxTransactions(this.db, [txnid])).get(txnid);
  }

  /** A refund PayU queued under the merchant's token, for tests. */
  findRefund(token: string): Promise<SandboxRefund | undefined> {
    return findSandboxRefund(this.db, token);
  }

  /** How many refunds the sandbox has queued, for tests. */
  refundCount(): Promise<number> {
    return countSandboxRefunds(this.db);
  }

  private async checkoutPage(request: FastifyRequest, reply: FastifyReply) {
    const form = readFormFields(request.body);
    const missing = MANDATORY.filter((name) => !form[name]);
    if (missing.length > 0) return this.errorPage(reply, form, `mandatory parameter missing (${missing.join(', ')})`);
    if (form.key !== this.options.key) return this.errorPage(reply, form, 'invalid merchant key');
    const paise = parseMinorUnits(form.amount ?? '');
    if (paise === undefined || paise <= 0) return this.errorPage(reply, form, 'invalid amount');
    const txnid = form.txnid ?? '';
    if (txnid.length > MAX_TXNID_LENGTH) return this.errorPage(reply, form, 'invalid txnid: at most 25 characters');
    const expected = payuRequestHash(
      {
        key: this.options.key,
        txnid,
        amount: form.amount ?? '',
        productinfo: form.productinfo ?? '',
        firstname: form.firstname ?? '',
        email: form.email ?? '',
        ...pickUdfs(form),
      },
      this.options.salt,
    );
    if (!hashesMatch(expected, form.hash ?? '')) return this.errorPage(reply, form, 'hash mismatch');

    const amount = formatMinorUnits(paise);
    const opened = await openSandboxTransaction(this.db, txnid, {
      request: form,
      amount,
      mihpayid: `4039${digits(14)}`,
      bankRefNum: digits(12),
      addedon: istTimestamp(),
    });
    // A txnid that already succeeded is refused as a duplicate, as PayU does.
    if (!opened) return this.errorPage(reply, form, 'Duplicate Transaction ID');
    const choice = (label: string, outcome: PayUSandboxOutcome) => ({ label, fields: { txnid, outcome } });
    return reply.type('text/html').send(
      sandboxPage({
        provider: 'PayU',
        amount: `₹${amount} (INR)`,
        description: `${form.productinfo}. Choose how this sandbox payment ends.`,
        action: `${this.publicBase}/_payment/decision`,
        choices: [choice('Success', 'success'), choice('Failure', 'failure'), choice('Pending', 'pending')],
      }),
    );
  }

  /**
   * The payer chose: PayU would now auto-post the result to surl or furl, but our CSP allows no
   * inline script, so the signed fields wait in a form behind one more click.
   */
  private async decide(request: FastifyRequest, reply: FastifyReply) {
    const { txnid = '', outcome = '' } = readFormFields(request.body);
    const transaction = await this.findTransaction(txnid);
    if (!transaction) return reply.status(404).type('text/plain').send('This PayU sandbox transaction does not exist.');
    if (!OUTCOMES.includes(outcome)) return reply.status(400).type('text/plain').send('Unknown outcome.');
    const fields = await this.decideFor(txnid, outcome as PayUSandboxOutcome);
    const target = outcome === 'success' ? transaction.request.surl : transaction.request.furl;
    return reply.type('text/html').send(
      sandboxPage({
        provider: 'PayU',
        amount: `₹${transaction.amount} (INR)`,
        description: `The sandbox payment ended: ${outcome}. PayU now sends this result back to Art Market.`,
        action: target ?? '',
        choices: [{ label: 'Return to Art Market', fields }],
      }),
    );
  }

  /** The browser postback (docs/product/orders-and-payments.md#payu), signed with the reverse hash. */
  private postbackFor(transaction: SandboxTransaction): Record<string, string> {
    const outcome = transaction.outcome ?? 'pending';
    const { request } = transaction;
    const signed = {
      key: this.options.key,
      txnid: request.txnid ?? '',
      amount: transaction.amount,
      productinfo: request.productinfo ?? '',
      firstname: request.firstname ?? '',
      email: request.email ?? '',
      ...pickUdfs(request),
      status: outcome,
    };
    return {
      ...signed,
      mihpayid: transaction.mihpayid,
      mode: 'CC',
      unmappedstatus: UNMAPPED_STATUS[outcome],
      cardCategory: 'domestic',
      discount: '0.00',
      net_amount_debit: outcome === 'success' ? transaction.amount : '0',
      addedon: transaction.addedon,
      lastname: request.lastname ?? '',
      phone: request.phone ?? '',
      field9: RESULT_TEXT[outcome],
      payment_source: 'payu',
      PG_TYPE: 'SANDBOXPG',
      bank_ref_num: transaction.bankRefNum,
      bankcode: 'VISA',
      error: outcome === 'failure' ? 'E500' : 'E000',
      error_Message: outcome === 'failure' ? 'Transaction failed in the sandbox' : 'No Error',
      hash: payuResponseHash(signed, this.options.salt),
    };
  }

  /**
   * `postservice.php?form=2`: verify_payment with its Not Found shape, cancel_refund_transaction and
   * check_action_status; all signed with sha512(key|command|var1|SALT), refused as "Invalid Hash." otherwise.
   */
  private async command(request: FastifyRequest): Promise<PayUVerifyResponse | PayURefundResponse | PayUActionStatusResponse> {
    const { key = '', command = '', var1 = '', var2 = '', var3 = '', hash = '' } = readFormFields(request.body);
    const expected = payuApiHash(this.options.key, command, var1, this.options.salt);
    if (key !== this.options.key || !hashesMatch(expected, hash)) return { status: 0, msg: 'Invalid Hash.' };
    if (command === 'verify_payment') return this.verify(var1);
    if (command === 'cancel_refund_transaction') return this.refund(var1, var2, var3);
    if (command === 'check_action_status') return this.actionStatus(var1, var2);
    return { status: 0, msg: 'Invalid command' };
  }

  /**
   * The refunds of a payment (var1 its mihpayid, var2 `payuid`) or the one refund of a request id
   * (var1 alone), with the merchant's token of each. The sandbox settles a refund as it queues it.
   */
  private async actionStatus(var1: string, var2: string): Promise<PayUActionStatusResponse> {
    const byPayment = var2 === 'payuid';
    const found = await findSandboxRefundActions(this.db, byPayment ? { mihpayid: var1 } : { requestId: var1 });
    if (found.length === 0) return { status: 0, msg: 'No action status found' };
    const actions: Record<string, PayUActionDetails> = Object.fromEntries(
      found.map((refund) => [
        refund.requestId,
        {
          mihpayid: refund.mihpayid,
          request_id: refund.requestId,
          bank_ref_num: refund.bankRefNum,
          amt: refund.amount,
          action: 'refund',
          token: refund.token,
          status: 'success',
        },
      ]),
    );
    return {
      status: 1,
      msg: `${found.length} out of ${found.length} Transactions Fetched Successfully`,
      transaction_details: byPayment ? { [var1]: actions } : actions,
    };
  }

  private async verify(var1: string): Promise<PayUVerifyResponse> {
    const txnids = var1.split('|');
    this.verifyCalls.push(...txnids);
    const found = await findSandboxTransactions(this.db, txnids);
    const details = Object.fromEntries(txnids.map((txnid) => [txnid, this.detailsOf(txnid, found.get(txnid))]));
    const fetched = txnids.filter((txnid) => found.has(txnid)).length;
    return {
      status: fetched > 0 ? 1 : 0,
      msg: `${fetched} out of ${txnids.length} Transactions Fetched Successfully`,
      transaction_details: details,
    };
  }

  /**
   * Refunds part or all of a successful payment, never more than was paid less earlier refunds. A
   * token works once: PayU refuses one it has seen, so a retried request moves no more money.
   */
  private async refund(mihpayid: string, token: string, amount: string): Promise<PayURefundResponse> {
    if (!token) return { status: 0, msg: 'token is empty', mihpayid };
    if (!amount) return { status: 0, msg: 'amount is empty' };
    // The payment's row is locked: its refunds take turns, so they never add up past it.
    return this.db.transaction(async (tx) => {
      const transaction = await lockSandboxTransactionByPayment(tx, mihpayid);
      if (!transaction) return { status: 0, msg: 'transaction not exists' };
      const tokenUsed = { status: 0, msg: 'token already used or request pending' } as const;
      if (await findSandboxRefund(tx, token)) return tokenUsed;
      const failed = (reason: string) => ({ status: 0, msg: `Refund request failed: ${reason}`, mihpayid }) as const;
      if (token.length > MAX_REFUND_TOKEN_LENGTH) return failed(`token longer than ${MAX_REFUND_TOKEN_LENGTH} characters`);
      if (transaction.outcome !== 'success') return failed('the transaction is not captured');
      const paise = parseMinorUnits(amount);
      if (paise === undefined || paise <= 0) return failed('invalid amount');
      const refunded = await refundedPaiseOf(tx, mihpayid);
      if (refunded + paise > (parseMinorUnits(transaction.amount) ?? 0)) return failed('amount exceeds the refundable amount');

      const refund = { requestId: digits(9), mihpayid, amount: formatMinorUnits(paise), bankRefNum: digits(12) };
      // A token another payment's refund took at the same moment is refused as used.
      if (!(await insertSandboxRefund(tx, token, refund, paise))) return tokenUsed;
      // error_code 102 is how PayU marks an accepted refund request.
      return {
        status: 1,
        msg: 'Refund Request Queued',
        request_id: refund.requestId,
        bank_ref_num: refund.bankRefNum,
        mihpayid,
        error_code: 102,
      } as const;
    });
  }

  private detailsOf(txnid: string, transaction: SandboxTransaction | undefined): PayUTransactionDetails {
    if (!transaction) return { mihpayid: 'Not Found', status: 'Not Found' };
    // Opened but not finished: PayU reports the attempt as still in progress.
    const outcome = transaction.outcome ?? 'pending';
    const postback = this.postbackFor({ ...transaction, outcome });
    return {
      mihpayid: transaction.mihpayid,
      request_id: digits(9),
      bank_ref_num: transaction.bankRefNum,
      amt: transaction.amount,
      transaction_amount: transaction.amount,
      txnid,
      additional_charges: '0.00',
      productinfo: postback.productinfo,
      firstname: postback.firstname,
      bankcode: 'VISA',
      udf1: postback.udf1,
      udf2: postback.udf2,
      udf3: postback.udf3,
      udf4: postback.udf4,
      udf5: postback.udf5,
      field9: postback.field9,
      error_code: postback.error,
      error_Message: postback.error_Message,
      addedon: transaction.addedon,
      payment_source: 'payu',
      card_type: 'VISA',
      net_amount_debit: outcome === 'success' ? Number(transaction.amount) : 0,
      disc: '0.00',
      mode: 'CC',
      PG_TYPE: 'SANDBOXPG',
      card_no: '512345XXXXXX2346',
      name_on_card: postback.firstname,
      status: outcome,
      unmappedstatus: transaction.outcome ? UNMAPPED_STATUS[outcome] : 'initiated',
      Merchant_UTR: null,
      Settled_At: '0000-00-00 00:00:00',
    };
  }

  private errorPage(reply: FastifyReply, form: Record<string, string>, reason: string) {
    return reply
      .status(400)
      .type('text/html')
      .send(
        sandboxPage({
          provider: 'PayU',
          amount: form.amount ? `₹${form.amount} (INR)` : 'not given',
          description: `Error Reason: ${reason}. The request was refused and nothing was charged.`,
          action: '',
          choices: [],
        }),
      );
  }
}

function pickUdfs(form: Record<string, string>) {
  return { udf1: form.udf1 ?? '', udf2: form.udf2 ?? '', udf3: form.udf3 ?? '', udf4: form.udf4 ?? '', udf5: form.udf5 ?? '' };
}
