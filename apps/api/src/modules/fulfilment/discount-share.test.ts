import { LedgerAccount } from '@art-market/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, createVendor } from '#api/test/factories.ts';
import { ledgerBalance } from '#api/test/ledger-balance.ts';
import { buyPaidOrder } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

// ADR 0023: the platform pays the bank-transfer discount out of its commission.
describe('who pays the bank-transfer discount', () => {
  it('is Art Market: the artist earns on a discounted sale what it earns at full price, and the studio says so', async () => {
    const vendor = await createVendor(t.app);
    // Price 1,000.00, tax 50.00, domestic shipping 25.00, at 30% commission; 5% off the price is 50.00.
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/orders/${vendor.id}`,
      headers: bearer(vendor.token),
    });
    const [sold] = orders.json();
    expect(sold).toMatchObject({
      orderNumber: order.orderNumber,
      amount: 1000,
      discount: 50,
      tax: 50,
      shippingCost: 25,
      totalPrice: 1025,
      commission: 250,
      commissionOnFullPrice: 300,
      discountPaidByPlatform: 50,
      discountPaidByYou: 0,
      earnings: 775,
    });
    expect(sold.items[0]).toMatchObject({ discount: 50, commission: 250, earnings: 775 });
    // The ledger owes the artist the full-price earning and keeps 250.00 of commission.
    expect(await ledgerBalance(t.database.db, LedgerAccount.VendorUnearned, vendor.id)).toBe(-77_500);
  });
});
