import { InsightsPart } from '../insights/remote-part.tsx';

interface AnalysisTabProps {
  symbol: string;
  /** The list giving the portfolio context; the default list when null or absent. */
  listId?: string | null;
  /** The list's max position size preference in percent (the server uses 10 when absent). */
  maxPositionSize?: number;
}

/** The Analysis tab is mfe-insights' StockAnalysisTab (Generate Analysis, latest result, past analyses). */
export function AnalysisTab({ symbol, listId, maxPositionSize }: AnalysisTabProps) {
  return <InsightsPart expose="StockAnalysisTab" label="AI analysis" props={{ symbol, listId: listId ?? null, maxPositionSize }} />;
}
