import { Classes } from '@blueprintjs/core';
import { companyName } from '@folio/contracts';
import { useId, useState } from 'react';

/** The symbol, with its company name in a tooltip on hover and keyboard focus. */
export function SymbolWithName({ symbol }: { symbol: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="folio-alert-symbol" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <strong tabIndex={0} aria-describedby={id} onFocus={() => setOpen(true)} onBlur={() => setOpen(false)}>
        {symbol}
      </strong>
      <span id={id} role="tooltip" className={`${Classes.TOOLTIP} folio-alert-tooltip`} hidden={!open}>
        <span className={Classes.POPOVER_CONTENT}>{companyName(symbol)}</span>
      </span>
    </span>
  );
}
