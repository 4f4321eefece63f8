import { ADMIN_LIST_PAGE_MAX } from './admin-lists-rules.ts';

export const AdminListMessages = {
  // The date filters are form fields: their messages name them as the form labels them.
  invalidStartDate: 'Start date must be a date (YYYY-MM-DD)',
  invalidEndDate: 'End date must be a date (YYYY-MM-DD)',
  endBeforeStart: 'End date must not be before the start date',
  invalidPage: 'page must be a whole number of at least 1',
  invalidPageSize: `pageSize must be a whole number from 1 to ${ADMIN_LIST_PAGE_MAX}`,
} as const;
