/**
 * What other modules may use of certificates of sale (ADR 0049): fulfilment issues them when a parcel
 * is delivered, orders revokes them when a return is refunded; both inside their own transaction.
 */
export { issueCertificatesForDelivery } from './certificate-issue.service.ts';
export { revokeCertificatesOfReturn } from './certificate-revoke.service.ts';
