export const SavedAddressMessages = {
  fetchFailed: 'Failed to load your saved addresses',
  removeFailed: 'Failed to remove the address',
  notFound: 'Address not found',
  none: 'No saved addresses yet. The address you use at checkout is kept here for next time.',
} as const;
