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

/** Blueprint's dark class; the shell puts it on <body> when the dark theme is chosen. */
export const DARK_CLASS = 'bp6-dark';

const subscribeTheme = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};

/** Follows the shell's theme as it changes, without reaching into the shell's store. */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(subscribeTheme, () => document.body.classList.contains(DARK_CLASS), () => false);
}
