/** The customer dashboard's texts, its profile form's included (docs/product/storefront.md#customer-dashboard). */
export const CustomerDashboardMessages = {
  fetchDashboard: 'Failed to fetch dashboard data',
  fetchOrders: 'Failed to fetch orders',
  fetchOrder: 'Failed to fetch order details',
  profileUpdateFailed: 'Profile update failed',
  profileUpdated: 'Profile updated successfully!',
  profileUnchanged: 'Nothing has changed: edit a field, then Update Profile',
  orderNotFound: 'Order not found',
  trackingMissing: 'Not available',
  itemsMissing: 'Item details not available',
  emptyHistory: 'Your Order History Is Empty',
} as const;
