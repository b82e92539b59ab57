/** Per-symbol analysis in a modal (the Investments screen's analysis of one stock). Exposed as './StockAnalysisModal'. */
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import '../insights.css';
import { StockAnalysisTab } from './StockAnalysisTab.tsx';

export interface StockAnalysisModalProps {
  isOpen: boolean;
  onClose: () => void;
  symbol: string;
  listId?: string | null;
  maxPositionSize?: number;
}

export function StockAnalysisModal({ isOpen, onClose, symbol, listId = null, maxPositionSize }: StockAnalysisModalProps) {
  return (
    <Dialog title={`AI Analysis: ${symbol.toUpperCase()}`} icon="predictive-analysis" isOpen={isOpen} onClose={onClose} className="folio-ins-dialog folio-ins-dialog-wide">
      <DialogBody className="folio-ins-full-text">
        {isOpen && <StockAnalysisTab symbol={symbol} listId={listId} maxPositionSize={maxPositionSize} />}
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}

export default StockAnalysisModal;
