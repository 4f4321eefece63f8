/** The vendor dashboard's texts about paid orders (docs/product/studio-and-console.md#studio-tabs). */
export const FulfilmentMessages = {
  fetchOrders: 'Failed to fetch orders',
  fetchTracking: 'Failed to get tracking information',
  updateTrackingFailed: 'Failed to update tracking information',
  updateStatusFailed: 'Status update failed',
  trackingUpdated: 'Tracking information updated successfully',
  statusUpdated: 'Order status updated successfully',
  ordersRefreshed: 'Orders refreshed',
  trackingRequired: 'Please enter both tracking number and shipping provider',
  nothingChanged: 'Nothing has changed: choose a new delivery status or edit the tracking details',
  noPaidOrders: 'No paid orders found. Paid orders will appear here.',
  pendingUpdate: '(pending update)',
  orderNotFound: 'Order not found',
  invalidStatus: 'Please choose a valid order status',
  deliveredNeedsTracking: 'Add the tracking number and mark the order Shipped before marking it Delivered',
} as const;
