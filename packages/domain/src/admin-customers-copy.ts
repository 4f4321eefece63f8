/** Vendor-and-admin section 8 (admin) and section 2 (Customers). */
export const AdminCustomerMessages = {
  fetchCustomers: 'Failed to fetch customers',
  fetchCustomer: 'Failed to fetch customer details',
  customerNotFound: 'Customer not found',
  noCustomers: 'No customers found',
  noCustomerOrders: 'No orders found for this customer',
  searchTooLong: 'Search term must be at most 100 characters',
  invalidSort: 'sort must be one of createdAt, -createdAt, name, -name',
} as const;
