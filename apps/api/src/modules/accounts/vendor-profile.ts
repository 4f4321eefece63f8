/** What other modules may use of a vendor's records: the profile as the vendor keeps it, and where to mail them. */
export { findVendorRecipient } from './admin-vendors.repository.ts';
export { findVendorProfile } from './vendor.repository.ts';
