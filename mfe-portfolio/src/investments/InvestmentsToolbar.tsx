import { Button } from '@blueprintjs/core';

export type ToolbarAction = 'lists' | 'add' | 'ai' | 'chat' | 'settings' | 'import' | 'export' | 'export-ledger' | 'tax-report';

const BUTTONS: Array<[ToolbarAction, string, Parameters<typeof Button>[0]['icon']]> = [
  ['lists', 'Lists', 'list'],
  ['add', 'Add Stock', 'add'],
  ['ai', 'AI Analysis', 'predictive-analysis'],
  ['chat', 'Chat Assistant', 'chat'],
  ['settings', 'Portfolio Settings', 'cog'],
  ['import', 'Import CSV', 'import'],
  ['export', 'Export CSV', 'export'],
  // Every transaction at full precision: the file imports back into the same book (issue 10).
  ['export-ledger', 'Export Ledger', 'th-list'],
  // Realised gains of a year, short/long term, wash sales, dividends, Form 8949-like CSV (issue 14).
  ['tax-report', 'Tax Report', 'bank-account'],
];

/** The Investments screen's buttons (core.md section 2). */
export function InvestmentsToolbar({ onAction, disabled }: { onAction(action: ToolbarAction): void; disabled: boolean }) {
  return (
    <div className="folio-toolbar" role="toolbar" aria-label="Portfolio actions">
      {BUTTONS.map(([action, text, icon]) => (
        <Button
          key={action}
          icon={icon}
          text={text}
          intent={action === 'add' ? 'primary' : 'none'}
          disabled={disabled && action !== 'lists'}
          onClick={() => onAction(action)}
        />
      ))}
    </div>
  );
}
