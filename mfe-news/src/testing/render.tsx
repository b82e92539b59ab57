/** Component-test helpers: the providers the shell gives a remote (from the kit). */
export { renderWithProviders, testQueryClient } from '@folio/shell-kit/testing';
