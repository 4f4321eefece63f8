/** The texts of certificates of sale (docs/product/certificates.md). */
export const CertificateMessages = {
  notFound: 'Certificate not found',
  notOwner: 'Only the current owner can do this with the certificate',
  revoked: 'This certificate was revoked and can no longer be transferred',
  transferAlreadyPending: 'A transfer of this certificate is already waiting to be accepted: cancel it first',
  noPendingTransfer: 'No transfer of this certificate is waiting to be accepted',
  transferNotFound: 'This transfer link is not valid',
  transferClosed: 'This transfer is no longer open: it was accepted, cancelled, or the certificate was revoked',
  transferWrongEmail: 'This transfer was sent to another e-mail address: sign in with the address it was sent to',
  transferToSelf: 'You already own this certificate',
  emailRequired: 'Please enter the new owner’s e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  noteTooLong: 'The note must be at most 500 characters',
  signatureChecks: 'The signature checks: Art Market issued this certificate and it has not been altered.',
  signatureFails: 'The signature does not check: this certificate was altered after it was issued. Do not rely on it.',
  stands: 'This certificate stands.',
  revokedOn: (date: string) =>
    `This certificate was revoked on ${date}: the sale was undone (the artwork was returned and refunded).`,
  transferOffered: (email: string) => `Transfer offered to ${email}. They will get an e-mail with a link to accept it.`,
  transferCancelled: 'The transfer was cancelled',
  transferAccepted: 'The certificate is yours: you are now its owner',
  nameShown: 'Your name now shows on the certificate',
  initialsShown: 'Only your initials now show on the certificate',
  fetchFailed: 'Failed to fetch certificates',
  emptyCertificates: 'No certificates yet: a certificate of sale is issued when an artwork you bought is delivered',
  showNameLabel: 'Show my name on the certificate (otherwise only my initials)',
} as const;

/** How each status reads beside a certificate. */
export const CERTIFICATE_STATUS_LABELS = {
  issued: 'Issued',
  transfer_pending: 'Transfer pending',
  transferred: 'Transferred',
  revoked: 'Revoked',
} as const;
