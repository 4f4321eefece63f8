/** The customer view's recent orders: the newest ten. */
export const ADMIN_CUSTOMER_RECENT_ORDERS = 10;

export const ADMIN_CUSTOMER_SORTS = ['-createdAt', 'createdAt', 'name', '-name'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

/** Characters that are wildcards in LIKE, escaped so a search for "50%" finds "50%". */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
