/** Numeric codes that travel on the wire (docs/product/orders-and-payments.md#status-codes). */
export const OrderStatus = { Pending: 0, Processing: 1, Shipped: 2, Delivered: 3, Cancelled: 4 } as const;
export const PaymentStatus = { Pending: 0, Processing: 1, Authorized: 2, Paid: 3, Failed: 4, Refunded: 5 } as const;
export const PaymentMethod = { NEFT: 0, PayPal: 1, PayU: 2 } as const;
export const VendorPaymentStatus = { Pending: 0, Processing: 1, Paid: 2, Failed: 3 } as const;
export const PRODUCT_STATUSES = ['live', 'pending', 'rejected', 'sold_out', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const ROLES = ['customer', 'vendor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
