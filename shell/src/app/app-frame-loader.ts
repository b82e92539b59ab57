/**
 * The screens after sign-in (and the visitor's dashboard) are one lazily loaded part,
 * AppFrame.tsx. No React here: index.ts starts the download before React is negotiated.
 */
type AppFrameModule = typeof import('./AppFrame.tsx');

let loaded: AppFrameModule | null = null;

export function loadAppFrame(): Promise<AppFrameModule> {
  return import('./AppFrame.tsx').then((module) => (loaded = module));
}

/** The frame when it has arrived already, so it renders at once. */
export function loadedAppFrame(): AppFrameModule | null {
  return loaded;
}

/** The screens in the first download: everything else needs the frame. */
export const isAuthScreen = (pathname: string) => pathname === '/login' || pathname === '/register';
