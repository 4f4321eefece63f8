/**
 * What other modules may use of a vendor's records: the profile as the vendor keeps it, where to mail them, and
 * the console's moves on a vendor's standing (suspended, closed) that the vendor workflows make.
 */
export {
  closeVendor,
  countVendorArtworks,
  findOpenVendorsWithCounts,
  findVendorRecipient,
  setVendorSuspended,
} from './admin-vendors.repository.ts';
export { findVendorProfile } from './vendor.repository.ts';
