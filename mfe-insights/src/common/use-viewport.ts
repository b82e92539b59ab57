import { useSyncExternalStore } from 'react';

/** Below this width the layout is the compact mobile one. */
export const MOBILE_MAX_WIDTH = 767;

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeResize, () => window.innerWidth <= MOBILE_MAX_WIDTH, () => false);
}
