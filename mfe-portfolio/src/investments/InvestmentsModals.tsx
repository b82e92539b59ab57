import type { List } from '@folio/contracts';
import { CsvImportDialog } from '../csv/CsvImportDialog.tsx';
import { ManageListsDialog } from '../lists/ManageListsDialog.tsx';
import { AddStockDialog } from '../positions/AddStockDialog.tsx';
import { EditPositionDialog } from '../positions/EditPositionDialog.tsx';
import { SellPositionDialog } from '../positions/SellPositionDialog.tsx';
import type { PortfolioPreferences } from '@folio/shell-kit';
import { StockDetailDialog } from '../stock/StockDetailDialog.tsx';
import { AssistantChatDrawer, PortfolioAnalysisDialog, StockAnalysisDialog } from './AssistantDialogs.tsx';
import type { InvestmentsModal } from './modals.ts';

interface InvestmentsModalsProps {
  modal: InvestmentsModal;
  lists: readonly List[];
  list: List;
  preferences: PortfolioPreferences;
  onSelectList(list: Pick<List, 'id'>): void;
  onClose(): void;
}

export function InvestmentsModals({ modal, lists, list, preferences, onSelectList, onClose }: InvestmentsModalsProps) {
  switch (modal.kind) {
    case 'none':
      return null;
    case 'lists':
      return <ManageListsDialog isOpen lists={lists} selectedId={list.id} onSelect={(chosen) => (onSelectList(chosen), onClose())} onClose={onClose} />;
    case 'add':
      return <AddStockDialog listId={list.id} listName={list.name} onClose={onClose} />;
    case 'ai':
      return <PortfolioAnalysisDialog listId={list.id} maxPositionSize={preferences.maxPositionSize} onClose={onClose} />;
    case 'chat':
      return <AssistantChatDrawer listId={list.id} onClose={onClose} />;
    case 'import':
      return (
        <CsvImportDialog
          lists={lists}
          listId={list.id}
          onClose={onClose}
          onDone={(listId) => {
            if (listId !== list.id) onSelectList({ id: listId });
            onClose();
          }}
        />
      );
    case 'view':
      return (
        <StockDetailDialog
          symbol={modal.symbol}
          position={modal.item}
          initialTab={modal.initialTab}
          listId={list.id}
          maxPositionSize={preferences.maxPositionSize}
          showDividendYield={preferences.showDividendYield}
          onClose={onClose}
        />
      );
    case 'analyze':
      return <StockAnalysisDialog symbol={modal.symbol} listId={list.id} maxPositionSize={preferences.maxPositionSize} onClose={onClose} />;
    case 'edit':
      return <EditPositionDialog item={modal.item} onClose={onClose} />;
    case 'sell':
      return <SellPositionDialog item={modal.item} listMethod={list.taxLotMethod} onClose={onClose} />;
  }
}
