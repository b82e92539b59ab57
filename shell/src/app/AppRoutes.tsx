/**
 * The route table, first level: core.md section 2 and dashboard-news-tools.md section 2. /login
 * and /register are part of the first download (plain Blueprint markup, no Blueprint JS, no API
 * schemas); every other screen -- dashboard, settings, the remotes' screens, the Google sign-in
 * pages -- is in AppFrame.tsx, loaded on first use (index.ts starts it early on those paths).
 */
import { useEffect, useState } from 'react';
import { Route, Routes } from '@folio/shell-kit/router';
import { LoginPage } from '../auth/LoginPage.tsx';
import { RegisterPage } from '../auth/RegisterPage.tsx';
import { AnonymousOnly } from '../session/AnonymousOnly.tsx';
import { loadAppFrame, loadedAppFrame } from './app-frame-loader.ts';

/**
 * The frame, or index.html's boot text while it downloads. State rather than React.lazy: React
 * holds back what a Suspense boundary reveals for up to 300 ms, which the first screen would wait.
 */
function AppFrameWhenLoaded() {
  const [frame, setFrame] = useState(loadedAppFrame);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (frame) return;
    let current = true;
    loadAppFrame().then(
      (module) => current && setFrame(module),
      (error: unknown) => {
        console.error('[folio] the app could not be loaded', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [frame]);

  if (frame) return <frame.AppFrame />;
  if (!failed) return <p className="folio-boot">Loading Folio...</p>;
  return (
    <div className="folio-boot" role="alert">
      <p>Folio could not be loaded. Check your connection and try again.</p>
      <button type="button" className="bp6-button bp6-intent-primary" onClick={() => window.location.reload()}>
        <span className="bp6-button-text">Reload</span>
      </button>
    </div>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AnonymousOnly />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
      </Route>
      <Route path="*" element={<AppFrameWhenLoaded />} />
    </Routes>
  );
}
