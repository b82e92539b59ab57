import { InsightsPart } from '../insights/remote-part.tsx';

/** The Analysis tab is mfe-insights' StockAnalysisTab (Generate Analysis, latest result, past analyses). */
export function AnalysisTab({ symbol, listId }: { symbol: string; listId?: string | null }) {
  return <InsightsPart expose="StockAnalysisTab" label="AI analysis" props={{ symbol, listId: listId ?? null }} />;
}
