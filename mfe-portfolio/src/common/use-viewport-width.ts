import { useSyncExternalStore } from 'react';

const subscribe = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};

/** The window's width, re-read on resize (the holdings table switches to its compact layout). */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, () => 1280);
}

/** Below this width the holdings table shows Symbol, Price, Change and Actions only. */
export const COMPACT_BELOW = 768;
