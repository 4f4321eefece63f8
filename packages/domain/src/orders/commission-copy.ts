export const CommissionMessages = {
  invalidNumber: 'Please enter a valid number',
  outOfRange: 'Commission must be between 0 and 100',
  tooPrecise: 'Commission can have at most 2 decimals',
  updated: 'Commission updated successfully!',
  /** The console's Commission tab could not load the rate (the form then starts from 5%). */
  fetchFailed: 'Failed to fetch commission settings',
} as const;
