/** The texts of the console's Customers tab (docs/product/studio-and-console.md#console-customers). */
export const AdminCustomerMessages = {
  fetchCustomers: 'Failed to fetch customers',
  fetchCustomer: 'Failed to fetch customer details',
  customerNotFound: 'Customer not found',
  noCustomers: 'No customers found',
  noCustomerOrders: 'No orders found for this customer',
  searchTooLong: 'Search term must be at most 100 characters',
  invalidSort: 'sort must be one of createdAt, -createdAt, name, -name',
} as const;
