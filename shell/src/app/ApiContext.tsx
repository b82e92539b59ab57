import { createContext, useContext } from 'react';
import type { ApiLoader } from './api-loader.ts';

export const ApiContext = createContext<ApiLoader | null>(null);

/** The shell's API client, loaded on first use (see api-loader.ts). */
export function useApi(): ApiLoader {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used within ApiContext.Provider');
  return api;
}
