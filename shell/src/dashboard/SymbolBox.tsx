import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from '@folio/shell-kit/router';
import { indicatorsPathFor } from './dashboard-layout.ts';

/** Top-right symbol box: Enter or the arrow opens the indicators chart for the symbol. */
export function SymbolBox() {
  const navigate = useNavigate();
  const [symbol, setSymbol] = useState('');
  const go = () => {
    const path = indicatorsPathFor(symbol);
    if (path) navigate(path);
  };
  return (
    <InputGroup
      className="folio-symbol-box"
      aria-label="Symbol"
      placeholder="Symbol, e.g. AAPL"
      leftIcon="search"
      value={symbol}
      onValueChange={setSymbol}
      onKeyDown={(event) => {
        if (event.key === 'Enter') go();
      }}
      rightElement={<Button variant="minimal" icon="arrow-right" aria-label="Open chart" onClick={go} />}
    />
  );
}
