import { Classes } from '@blueprintjs/core';

/** Which build of this remote is on screen: switching its registry entry (a deploy) shows here. */
export function BuildStamp() {
  return (
    <footer data-testid="remote-version" className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`} style={{ marginTop: 24 }}>
      mfe-news {__FRONTEND_VERSION__}
    </footer>
  );
}
