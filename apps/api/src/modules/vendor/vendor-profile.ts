/** What other modules may use of vendor's records: a vendor's profile, as the vendor keeps it. */
export { findVendorProfile } from './vendor.repository.ts';
