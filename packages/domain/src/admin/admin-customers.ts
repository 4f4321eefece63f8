import { z } from 'zod';
import { AdminCustomerMessages } from './admin-customers-copy.ts';
import { ADMIN_CUSTOMER_SORTS } from './admin-customers-rules.ts';
import { adminListPagingFields, calendarRangeFields } from './admin-lists.ts';
import { AdminListMessages } from './admin-lists-copy.ts';
import { isOrderedRange } from './admin-lists-rules.ts';

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

/** A row of the admin Customers table: `totalOrders` counts paid orders, `totalSpent` what they paid less refunds (docs/product/studio-and-console.md#console-customers). */
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
