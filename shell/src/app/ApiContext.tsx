import type { ApiClient } from '@folio/contracts';
import { createContext, useContext } from 'react';

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used within ApiContext.Provider');
  return api;
}
