/** TanStack query keys of the tools remote's smart lists. */
export const smartListKeys = {
  all: ['smart-lists'] as const,
  performance: (id: string) => ['smart-lists', id, 'performance'] as const,
};
