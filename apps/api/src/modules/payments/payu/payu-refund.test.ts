import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payThroughStandIn, payUClientFor, startPayUStandIn } from '#api/test/payu-stand-in.ts';
import { PAYU_REFUND_TOKEN_MAX_LENGTH, type PayUClient } from './payu.client.ts';
import { payuApiHash } from './payu-hash.ts';

let payu: Awaited<ReturnType<typeof startPayUStandIn>>;
let client: PayUClient;

beforeAll(async () => {
  payu = await startPayUStandIn();
  client = payUClientFor(payu);
});
afterAll(() => payu.close());

/** A payment of ₹892.25 through the stand-in's checkout; answers its mihpayid. */
const paid = async () => (await payThroughStandIn(payu, '892.25')).mihpayid ?? '';

describe('refunding a PayU payment', () => {
  it('queues a partial refund, then one for all that remains', async () => {
    const mihpayid = await paid();
    const part = await client.refund(mihpayid, 'AMR1PART', '100.00');
    expect(part).toMatchObject({ status: 1, msg: 'Refund Request Queued', mihpayid });
    if (part.status !== 1) throw new Error('refused');
    expect(part.request_id).toMatch(/^\d+$/);
    expect(part.bank_ref_num).not.toBe('');

    const rest = await client.refund(mihpayid, 'AMR1REST', '792.25');
    expect(rest).toMatchObject({ status: 1, mihpayid });
    if (rest.status !== 1) throw new Error('refused');
    expect(rest.request_id).not.toBe(part.request_id);
    expect(await payu.sandbox.findRefund('AMR1REST')).toMatchObject({ mihpayid, amount: '792.25', requestId: rest.request_id });

    expect(await client.refund(mihpayid, 'AMR1MORE', '0.01')).toEqual({
      status: 0,
      msg: 'Refund request failed: amount exceeds the refundable amount',
    });
  });

  it('refuses a token it has seen, so a retried request refunds once', async () => {
    const mihpayid = await paid();
    const first = await client.refund(mihpayid, 'AMR2RETRY', '500.00');
    expect(first.status).toBe(1);
    expect(await client.refund(mihpayid, 'AMR2RETRY', '500.00')).toEqual({
      status: 0,
      msg: 'token already used or request pending',
    });

    // Only the first request moved money: exactly 392.25 remains.
    expect(await client.refund(mihpayid, 'AMR2OVER', '392.26')).toMatchObject({ status: 0 });
    expect((await client.refund(mihpayid, 'AMR2REST', '392.25')).status).toBe(1);
  });

  it("lists a payment's refunds with their tokens, as check_action_status by mihpayid answers", async () => {
    const mihpayid = await paid();
    expect(await client.refundsOf(mihpayid)).toEqual([]);
    const first = await client.refund(mihpayid, 'AMR9FIRST', '100.00');
    const second = await client.refund(mihpayid, 'AMR9SECOND', '50.00');
    if (first.status !== 1 || second.status !== 1) throw new Error('refused');
    // Keyed by request id, which JSON objects order as numbers: in no order to rely on.
    const listed = await client.refundsOf(mihpayid);
    expect(listed.sort((x, y) => x.token.localeCompare(y.token))).toEqual([
      { requestId: first.request_id, token: 'AMR9FIRST', amount: '100.00', status: 'success' },
      { requestId: second.request_id, token: 'AMR9SECOND', amount: '50.00', status: 'success' },
    ]);
    // Signed with another salt, the call is refused, not read as "no refunds".
    await expect(payUClientFor(payu, 'another-salt').refundsOf(mihpayid)).rejects.toThrow('PayU answered 200');
  });

  it('refuses more than was paid, and an amount that is no amount', async () => {
    const mihpayid = await paid();
    expect(await client.refund(mihpayid, 'AMR3OVER', '892.26')).toEqual({
      status: 0,
      msg: 'Refund request failed: amount exceeds the refundable amount',
    });
    expect((await client.refund(mihpayid, 'AMR3ZERO', '0.00')).status).toBe(0);
    // The refused requests moved nothing: the whole payment is still refundable.
    expect((await client.refund(mihpayid, 'AMR3FULL', '892.25')).status).toBe(1);
  });

  it('refuses a payment that did not succeed, and an unknown mihpayid', async () => {
    const failed = (await payThroughStandIn(payu, '892.25', 'failure')).mihpayid ?? '';
    expect(await client.refund(failed, 'AMR4FAILED', '892.25')).toEqual({
      status: 0,
      msg: 'Refund request failed: the transaction is not captured',
    });
    const pending = (await payThroughStandIn(payu, '892.25', 'pending')).mihpayid ?? '';
    expect((await client.refund(pending, 'AMR4PENDING', '892.25')).status).toBe(0);
    expect(await client.refund('403993715500000000', 'AMR4UNKNOWN', '1.00')).toEqual({
      status: 0,
      msg: 'transaction not exists',
    });
  });

  it('refuses a request signed with another salt, and refunds nothing for it', async () => {
    const mihpayid = await paid();
    const forger = payUClientFor(payu, 'a-guessed-salt');
    expect(await forger.refund(mihpayid, 'AMR5FORGED', '892.25')).toEqual({ status: 0, msg: 'Invalid Hash.' });
    expect(await payu.sandbox.findRefund('AMR5FORGED')).toBeUndefined();

    // The hash covers var1 only, as PayU signs it: a hash made for another mihpayid is refused too.
    const key = payu.env.PAYU_KEY;
    const otherHash = payuApiHash(key, 'cancel_refund_transaction', '403993715500000000', payu.env.PAYU_SALT);
    const answer = await fetch(payu.env.PAYU_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key,
        command: 'cancel_refund_transaction',
        var1: mihpayid,
        var2: 'AMR5SWAPPED',
        var3: '892.25',
        hash: otherHash,
      }).toString(),
    });
    expect(await answer.json()).toEqual({ status: 0, msg: 'Invalid Hash.' });
    expect((await client.refund(mihpayid, 'AMR5GENUINE', '892.25')).status).toBe(1);
  });

  it('will not send a token PayU would refuse or an amount without two decimals', async () => {
    const mihpayid = await paid();
    await expect(client.refund(mihpayid, 'T'.repeat(PAYU_REFUND_TOKEN_MAX_LENGTH + 1), '1.00')).rejects.toThrow(RangeError);
    await expect(client.refund(mihpayid, '', '1.00')).rejects.toThrow(RangeError);
    await expect(client.refund(mihpayid, 'AMR6ONE', '1')).rejects.toThrow(RangeError);
    expect((await client.refund(mihpayid, 'T'.repeat(PAYU_REFUND_TOKEN_MAX_LENGTH), '1.00')).status).toBe(1);
  });
});
