import { Drawer, DrawerSize } from '@blueprintjs/core';
import { InsightsPart, useRemotePart } from '../insights/remote-part.tsx';

/** AI Portfolio Analysis: mfe-insights' modal (loading, error with Retry/Close, result). */
export function PortfolioAnalysisDialog({ listId, maxPositionSize, onClose }: { listId: string; maxPositionSize: number; onClose(): void }) {
  // The modal shows this remote's allocation chart through the same slot (mfe_portfolio/AllocationPanel).
  const RemotePart = useRemotePart();
  return (
    <InsightsPart
      expose="PortfolioAnalysisModal"
      label="AI Portfolio Analysis"
      props={{ isOpen: true, onClose, listId, maxPositionSize, ...(RemotePart ? { RemotePart } : {}) }}
    />
  );
}

/** Per-symbol analysis: mfe-insights' StockAnalysisModal (Generate Analysis, latest result, past analyses). */
export function StockAnalysisDialog({ symbol, listId, maxPositionSize, onClose }: { symbol: string; listId: string; maxPositionSize: number; onClose(): void }) {
  return <InsightsPart expose="StockAnalysisModal" label={`AI analysis of ${symbol}`} props={{ isOpen: true, onClose, symbol, listId, maxPositionSize }} />;
}

/** The Portfolio Assistant chat, in a side drawer so the holdings stay in view. */
export function AssistantChatDrawer({ listId, onClose }: { listId: string; onClose(): void }) {
  return (
    <Drawer isOpen onClose={onClose} size={DrawerSize.STANDARD} aria-label="Portfolio Assistant">
      <div className="folio-drawer-body">
        <InsightsPart expose="ChatPanel" label="Portfolio Assistant" props={{ listId, onClose }} />
      </div>
    </Drawer>
  );
}
