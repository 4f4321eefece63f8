import type {
  PayUActionDetails,
  PayUActionStatusResponse,
  PayURefundAction,
  PayURefundAnswer,
  PayURefundResponse,
  PayUTransactionDetails,
  PayUVerifyResponse,
} from './payu.types.ts';
import { payuApiHash } from './payu-hash.ts';

export interface PayUClientOptions {
  key: string;
  salt: string;
  /** The postservice URL, `?form=2` included so PayU answers JSON. */
  verifyUrl: string;
}

/** PayU answered something other than a readable JSON body, or refused the call. */
export class PayUError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`PayU answered ${status}`);
    this.name = 'PayUError';
  }
}

/** PayU refuses a refund token longer than this; a token must also be new for every refund request. */
export const PAYU_REFUND_TOKEN_MAX_LENGTH = 23;
const RUPEES_WITH_TWO_DECIMALS = /^\d+\.\d{2}$/;

/** The postservice fields after the command; only var1 is signed. */
type CommandVars = { var1: string } & Partial<Record<'var2' | 'var3', string>>;

/** PayU's command API over fetch: form posts signed with the command hash (docs/product/orders-and-payments.md#payu-hashes). */
export class PayUClient {
  constructor(private readonly options: PayUClientOptions) {}

  /** What PayU knows of one transaction; undefined when it has none under this txnid. */
  async verifyPayment(txnid: string): Promise<{ details: PayUTransactionDetails | undefined; answer: PayUVerifyResponse }> {
    const answer = (await this.command('verify_payment', { var1: txnid })) as PayUVerifyResponse;
    // A refused call ("Invalid Hash.") is status 0 without transaction details: our credentials are wrong.
    if (!('transaction_details' in answer) && 'msg' in answer) throw new PayUError(200, answer);
    const details = answer.transaction_details?.[txnid];
    // Unknown txnids come back as status 0 with mihpayid and status "Not Found".
    const found = Number(answer.status) === 1 && details !== undefined && details.status !== 'Not Found';
    return { details: found ? details : undefined, answer };
  }

  /**
   * Asks PayU to refund `amount` rupees ("250.00") of a captured payment, all of it or part. `token`
   * is our id for this request: PayU refuses one it has seen, so a retry never refunds twice.
   */
  async refund(mihpayid: string, token: string, amount: string): Promise<PayURefundAnswer> {
    if (token.length === 0 || token.length > PAYU_REFUND_TOKEN_MAX_LENGTH) {
      throw new RangeError(`a PayU refund token has 1 to ${PAYU_REFUND_TOKEN_MAX_LENGTH} characters`);
    }
    if (!RUPEES_WITH_TWO_DECIMALS.test(amount)) throw new RangeError('a PayU refund amount is rupees with two decimals');
    const answer = (await this.command('cancel_refund_transaction', {
      var1: mihpayid,
      var2: token,
      var3: amount,
    })) as PayURefundResponse;
    return refundAnswerOf(answer);
  }

  /**
   * The refunds PayU holds for a payment (`check_action_status` by its mihpayid), each with the token
   * it was asked under: how a retry whose token PayU refuses as seen learns what became of it.
   */
  async refundsOf(mihpayid: string): Promise<PayURefundAction[]> {
    const answer = (await this.command('check_action_status', { var1: mihpayid, var2: 'payuid' })) as PayUActionStatusResponse;
    if (Number(answer.status) !== 1) {
      // None yet is an answer; a refused call (a bad hash) is not.
      if (/hash/i.test(String(answer.msg ?? ''))) throw new PayUError(200, answer);
      return [];
    }
    const details = answer.transaction_details?.[mihpayid] ?? {};
    return Object.values(details as Record<string, PayUActionDetails>)
      .filter((action) => typeof action === 'object' && action !== null && String(action.action ?? '').toLowerCase() === 'refund')
      .map((action) => ({
        requestId: String(action.request_id ?? ''),
        token: String(action.token ?? ''),
        amount: String(action.amt ?? ''),
        status: String(action.status ?? '').toLowerCase(),
      }));
  }

  private async command(command: string, vars: CommandVars): Promise<object> {
    const { key, salt, verifyUrl } = this.options;
    const response = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ key, command, ...vars, hash: payuApiHash(key, command, vars.var1, salt) }).toString(),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PayUError(response.status, text.slice(0, 500));
    }
    if (!response.ok || typeof body !== 'object' || body === null) throw new PayUError(response.status, body);
    return body;
  }
}

/** Status 1 with a request id is a queued refund; any other status is a refusal whose `msg` says why. */
function refundAnswerOf(answer: PayURefundResponse): PayURefundAnswer {
  const msg = String(answer.msg ?? '');
  if (Number(answer.status) !== 1) return { status: 0, msg };
  // Queued without an id to follow it by: money may move, so this is no refusal to carry on from.
  if ((answer.request_id ?? '') === '') throw new PayUError(200, answer);
  return {
    status: 1,
    msg,
    request_id: String(answer.request_id),
    bank_ref_num: String(answer.bank_ref_num ?? ''),
    mihpayid: String(answer.mihpayid ?? ''),
  };
}
