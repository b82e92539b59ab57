import { Button } from '@blueprintjs/core';
import { showingText, type Page } from './recommendation-table.ts';

/** Previous, Next and 'Showing x to y of z results'. */
export function Pagination({ page, onPage, label }: { page: Page<unknown>; onPage: (page: number) => void; label: string }) {
  return (
    <nav className="folio-ins-pagination" aria-label={`${label} pages`}>
      <span className="folio-ins-muted">{showingText(page)}</span>
      <div className="folio-ins-inline">
        <Button size="small" text="Previous" icon="chevron-left" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)} />
        <Button size="small" text="Next" endIcon="chevron-right" disabled={page.page >= page.pageCount} onClick={() => onPage(page.page + 1)} />
      </div>
    </nav>
  );
}
