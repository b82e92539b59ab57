import { Dialog, DialogBody } from '@blueprintjs/core';
import type { PortfolioItem } from '@folio/contracts';
import { useState } from 'react';
import { StockDetail } from './StockDetail.tsx';
import type { StockTab } from './use-stock.ts';

interface StockDetailDialogProps {
  symbol: string;
  position: PortfolioItem | null;
  showDividendYield: boolean;
  /** The tab shown first; View Analysis opens 'analysis'. Default 'overview'. */
  initialTab?: StockTab;
  /** The list of the Investments screen, for the Analysis tab. */
  listId: string;
  maxPositionSize: number;
  onClose(): void;
}

/** The stock detail as a modal over the holdings; Escape or the close button closes it. */
export function StockDetailDialog({ symbol, position, showDividendYield, initialTab = 'overview', listId, maxPositionSize, onClose }: StockDetailDialogProps) {
  const [tab, setTab] = useState<StockTab>(initialTab);
  return (
    <Dialog isOpen onClose={onClose} title={symbol} icon="timeline-line-chart" style={{ width: 900, maxWidth: '96vw' }}>
      <DialogBody>
        <StockDetail
          symbol={symbol}
          position={position}
          tab={tab}
          onTabChange={setTab}
          onGoBack={onClose}
          showDividendYield={showDividendYield}
          listId={listId}
          maxPositionSize={maxPositionSize}
        />
      </DialogBody>
    </Dialog>
  );
}
