import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from '@folio/shell-kit/router';
import { browserStorage, readText, writeText } from '@folio/shell-kit';

/** The spec names no key for it; dismissal is permanent for this browser. */
export const GETTING_STARTED_DISMISSED_KEY = 'gettingStartedDismissed';

/** Shown to signed-in users until dismissed. */
export function GettingStartedCard() {
  const [dismissed, setDismissed] = useState(() => readText(browserStorage(), GETTING_STARTED_DISMISSED_KEY) === 'true');
  if (dismissed) return null;
  const dismiss = () => {
    writeText(browserStorage(), GETTING_STARTED_DISMISSED_KEY, 'true');
    setDismissed(true);
  };
  return (
    <Callout intent={Intent.PRIMARY} icon="flag" title="Getting Started" className="folio-getting-started" data-testid="getting-started">
      <ol>
        <li>
          Open <Link to="/investments">Investments</Link> and add your first stock, or import a broker CSV.
        </li>
        <li>Keep watch-only symbols in a list and follow them in the Watch List widget.</li>
        <li>
          Ask for an AI analysis and review its <Link to="/recommendations">recommendations</Link>.
        </li>
        <li>
          Arrange this dashboard in <Link to="/settings">Settings</Link>.
        </li>
      </ol>
      <Button variant="minimal" icon="cross" text="Dismiss" onClick={dismiss} />
    </Callout>
  );
}
