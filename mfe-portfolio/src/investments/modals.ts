import type { PortfolioItem } from '@folio/contracts';
import type { StockTab } from '../stock/use-stock.ts';

/** Which modal the Investments screen shows; one at a time. */
export type InvestmentsModal =
  | { kind: 'none' }
  | { kind: 'lists' }
  | { kind: 'add' }
  | { kind: 'ai' }
  | { kind: 'chat' }
  | { kind: 'import' }
  | { kind: 'view'; symbol: string; item: PortfolioItem | null; initialTab?: StockTab }
  | { kind: 'analyze'; symbol: string }
  | { kind: 'edit'; item: PortfolioItem }
  | { kind: 'sell'; item: PortfolioItem };

export const NO_MODAL: InvestmentsModal = { kind: 'none' };
