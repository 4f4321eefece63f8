export const CommissionMessages = {
  invalidNumber: 'Please enter a valid number',
  outOfRange: 'Commission must be between 0 and 100',
  tooPrecise: 'Commission can have at most 2 decimals',
  updated: 'Commission updated successfully!',
} as const;
