/** The lists texts of core.md section 8, verbatim. */
export const LIST_MESSAGES = {
  createFailed: 'Failed to create list. Please try again.',
  updateFailed: 'Failed to update list. Please try again.',
  deleteFailed: 'Failed to delete list. Please try again.',
  setDefaultFailed: 'Failed to set default list. Please try again.',
  cannotDeleteDefault: 'Cannot delete the default list.',
  confirmMove: (count: number) => `This will move ${count} stocks to your default list. Continue?`,
  confirmDelete: 'Are you sure you want to delete this list?',
} as const;

/** The confirmation for deleting a list with `count` items. */
export const deleteConfirmation = (count: number) => (count > 0 ? LIST_MESSAGES.confirmMove(count) : LIST_MESSAGES.confirmDelete);
