import { Button, NonIdealState, Spinner } from '@blueprintjs/core';

/** A whole-page loading text, e.g. while the session is checked. */
export function FullPageLoading({ text }: { text: string }) {
  return (
    <div className="folio-full-page" role="status" aria-live="polite">
      <NonIdealState icon={<Spinner />} title={text} />
    </div>
  );
}

/** A whole-page failure with Retry, which reloads the page. */
export function FullPageError({ title, description }: { title: string; description?: string }) {
  return (
    <div className="folio-full-page" role="alert">
      <NonIdealState
        icon="error"
        title={title}
        description={description}
        action={<Button icon="refresh" text="Retry" onClick={() => window.location.reload()} />}
      />
    </div>
  );
}
