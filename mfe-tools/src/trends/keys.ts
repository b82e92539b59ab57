/** TanStack query keys of the tools remote's trends. */
export const trendKeys = {
  overview: ['trends', 'overview'] as const,
  summary: ['trends', 'user-summary'] as const,
  trending: (limit: number) => ['trends', 'trending', limit] as const,
  stock: (symbol: string) => ['trends', 'stock', symbol] as const,
};
