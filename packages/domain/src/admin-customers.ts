import { z } from 'zod';
import { AdminListMessages, adminListPagingFields, calendarRangeFields, isOrderedRange } from './admin-lists.ts';

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

/** The customer view's recent orders: the newest ten. */
export const ADMIN_CUSTOMER_RECENT_ORDERS = 10;

export const ADMIN_CUSTOMER_SORTS = ['-createdAt', 'createdAt', 'name', '-name'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

/** GET /api/admin/dashboard/customers: join dates are inclusive calendar days in UTC; the search matches name or e-mail. */
export const adminCustomersQuerySchema = z
  .object({
    ...calendarRangeFields,
    searchTerm: z.string().trim().max(100, AdminCustomerMessages.searchTooLong).optional(),
    sort: z.enum(ADMIN_CUSTOMER_SORTS, { error: AdminCustomerMessages.invalidSort }).default('-createdAt'),
    ...adminListPagingFields,
  })
  .refine(isOrderedRange, { message: AdminListMessages.endBeforeStart, path: ['endDate'] });
export type AdminCustomersQuery = z.output<typeof adminCustomersQuerySchema>;

/** A row of the admin Customers table: `totalOrders` counts every order, `totalSpent` the paid ones. */
export const adminCustomerRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  totalOrders: z.number().int(),
  totalSpent: z.number(),
  createdAt: z.string(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  itemCount: z.number().int(),
  totalAmount: z.number(),
  status: z.number().int(),
  paymentStatus: z.number().int(),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrderSchema>;

/** GET /api/admin/dashboard/customers/{id}: the spec's "Admin customer"; completed means delivered. */
export const adminCustomerSchema = adminCustomerRowSchema.extend({
  completedOrders: z.number().int(),
  cancelledOrders: z.number().int(),
  recentOrders: z.array(adminCustomerOrderSchema),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** Characters that are wildcards in LIKE, escaped so a search for "50%" finds "50%". */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
