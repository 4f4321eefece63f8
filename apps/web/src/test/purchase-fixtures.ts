import type { CreatedOrder, DashboardOrder, OrderView, PaymentConfig, PayUData } from '@art-market/domain/schemas';

export const ORDER_ID = '3f2b8c1e-4d5a-4b6c-9d7e-0f1a2b3c4d5e';

export const savedAddress = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+919876543210',
  address: '14 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400020',
  country: 'India',
};

export function createdOrder(overrides: Partial<CreatedOrder['shippingAddress']> = {}): CreatedOrder {
  return { orderId: ORDER_ID, orderNumber: 'AM000042', shippingAddress: { ...savedAddress, ...overrides } };
}

/** The international wire a server offers outside India (ADR 0043). */
export const wireAccount: NonNullable<PaymentConfig['wireAccount']> = {
  bankName: 'Deutsche Bank',
  bankAddress: 'Taunusanlage 12, 60325 Frankfurt am Main, Germany',
  accountName: 'Art Market Ventures GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  accountNumber: null,
  swiftCode: 'DEUTDEFFXXX',
};

export function paymentConfig(overrides: Partial<PaymentConfig> = {}): PaymentConfig {
  return {
    mode: 'live',
    sandbox: false,
    methods: { paypal: true, payu: true, bankTransfer: true },
    usdInrRate: 83,
    emailVerified: true,
    bankAccount: {
      bankName: 'HDFC Bank',
      accountName: 'Art Market Pvt Ltd',
      accountNumber: '50100234567890',
      ifscCode: 'HDFC0001234',
      swiftCode: 'HDFCINBB',
    },
    wireAccount: wireAccount,
    ...overrides,
  };
}

export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: ORDER_ID,
    orderNumber: 'AM000042',
    createdAt: '2025-05-01T10:30:00.000Z',
    status: 0,
    paymentStatus: 0,
    paymentMethod: null,
    paymentDetails: { payPalOrderId: null, payUPaymentId: null, transactionId: null },
    shippingAddress: 'Asha Rao, 14 Marine Drive, Mumbai, Maharashtra 400020, India',
    shippingAddressDetails: savedAddress,
    subTotal: 1285,
    discountAmount: 0,
    taxAmount: 64.25,
    shippingAmount: 25,
    totalAmount: 1374.25,
    bankTransferQuote: { discountAmount: 64.25, totalAmount: 1310, totalAmountInr: 108730, exchangeRate: 83 },
    payuQuote: { amountInr: 114062.75, exchangeRate: 83 },
    payuCharge: null,
    orderItems: [
      {
        id: 'oi1',
        productId: 'art-1',
        quantity: 1,
        unitPrice: 1349.25,
        taxAmount: 64.25,
        shippingAmount: 25,
        discountAmount: 0,
        totalPrice: 1349.25,
        shippingOptionName: 'ART ORIGIN Domestic Shipping',
        product: { title: 'Backwaters at Dawn', artistName: 'Meera Nair', imageUrl: '/uploads/dawn-1.jpg' },
      },
    ],
    transferRejection: null,
    ...overrides,
  };
}

export function payuData(overrides: Partial<PayUData> = {}): PayUData {
  return {
    paymentUrl: 'https://test.payu.in/_payment',
    key: 'gtKFFx',
    txnId: 'AM42T1',
    amount: '114060.78',
    productInfo: 'Order AM000042',
    firstName: 'Asha',
    email: 'asha@example.com',
    phone: '+919876543210',
    surl: 'http://localhost:5145/api/PayU/success',
    furl: 'http://localhost:5145/api/PayU/failure',
    hash: 'abc123',
    udf1: ORDER_ID,
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
    ...overrides,
  };
}

export function dashboardOrder(overrides: Partial<DashboardOrder> = {}): DashboardOrder {
  return {
    id: ORDER_ID,
    orderNumber: 'AM000042',
    date: '2025-05-01T10:30:00.000Z',
    status: 2,
    totalAmount: 1374.25,
    subTotal: 1285,
    discountAmount: 0,
    taxAmount: 64.25,
    shippingAmount: 25,
    trackingNumber: null,
    shippingProvider: null,
    paymentStatus: 3,
    paymentMethod: 1,
    items: [{ name: 'Backwaters at Dawn', unitPrice: 1349.25, taxAmount: 64.25, quantity: 1, totalPrice: 1349.25 }],
    shipments: [{ vendorOrderNumber: 'AM000042-1', status: 2, trackingNumber: null, shippingProvider: null }],
    // Shipped: no longer cancellable, not yet returnable.
    paidAt: '2025-05-01T10:35:00.000Z',
    cancellableUntil: null,
    returnableUntil: null,
    returnQuote: null,
    paymentToComplete: null,
    refundedAmount: 0,
    returnStatus: null,
    refunds: [],
    payuCharge: null,
    ...overrides,
  };
}
