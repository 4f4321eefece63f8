export const BankAccountMessages = {
  cannotUpdateDefault: 'Cannot update default bank account',
  cannotDeleteDefault: 'Cannot delete default bank account',
  added: 'Bank account added successfully',
  updated: 'Bank account updated successfully',
  deleted: 'Bank account deleted successfully',
  madeDefault: 'Default bank account changed: payouts now go to this account',
  unchanged: 'Nothing has changed: edit a field, then Save changes',
} as const;
