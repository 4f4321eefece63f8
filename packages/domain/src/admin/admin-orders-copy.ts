/** The texts of the console's Orders tab (docs/product/studio-and-console.md#console-orders). */
export const AdminOrderMessages = {
  fetchOrders: 'Failed to fetch orders',
  fetchOrder: 'Failed to fetch order details',
  orderNotFound: 'Order not found',
  invalidStatus: 'Status must be an order status code from 0 to 4',
  invalidPaymentStatus: 'Payment status must be a payment status code from 0 to 5',
  invalidSort: 'sort must be one of createdAt, -createdAt, totalAmount, -totalAmount',
  noOrders: 'No orders found',
} as const;
