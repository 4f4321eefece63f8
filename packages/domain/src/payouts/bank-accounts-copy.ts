export const BankAccountMessages = {
  cannotUpdateDefault: 'Cannot update default bank account',
  cannotDeleteDefault: 'Cannot delete default bank account',
  added: 'Bank account added successfully',
  updated: 'Bank account updated successfully',
  deleted: 'Bank account deleted successfully',
  madeDefault: 'Default bank account changed: payouts now go to this account',
  unchanged: 'Nothing has changed: edit a field, then Save changes',
  /** Adding or editing failed and the server said nothing. */
  saveFailed: 'Failed to save bank account',
  /** Adding an account or making one the default needs the current password (docs/product/studio-and-console.md). */
  currentPasswordRequired: 'Please enter your current password to change where your payouts go',
} as const;
