/** Query keys of this remote; the QueryClient is the shell's, shared by every remote. */
export const marketKeys = {
  overview: ['dashboard', 'market-data'] as const,
};
