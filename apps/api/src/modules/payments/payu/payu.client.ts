import type { PayUTransactionDetails, PayUVerifyResponse } from './payu.types.ts';
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

/** PayU's command API over fetch: a form post signed with sha512(key|command|var1|SALT) (reference 2.6). */
export class PayUClient {
  constructor(private readonly options: PayUClientOptions) {}

  /** What PayU knows of one transaction; undefined when it has none under this txnid. */
  async verifyPayment(txnid: string): Promise<{ details: PayUTransactionDetails | undefined; answer: PayUVerifyResponse }> {
    const answer = await this.command<PayUVerifyResponse>('verify_payment', txnid);
    const details = answer.transaction_details?.[txnid];
    // Unknown txnids come back as status 0 with mihpayid and status "Not Found" (reference 2.6).
    const found = Number(answer.status) === 1 && details !== undefined && details.status !== 'Not Found';
    return { details: found ? details : undefined, answer };
  }

  private async command<T>(command: string, var1: string): Promise<T> {
    const { key, salt, verifyUrl } = this.options;
    const response = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ key, command, var1, hash: payuApiHash(key, command, var1, salt) }).toString(),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PayUError(response.status, text.slice(0, 500));
    }
    // A refused call ("Invalid Hash.") is status 0 without transaction details: our credentials are wrong.
    const refused = typeof body !== 'object' || body === null || (!('transaction_details' in body) && 'msg' in body);
    if (!response.ok || refused) throw new PayUError(response.status, body);
    return body as T;
  }
}
