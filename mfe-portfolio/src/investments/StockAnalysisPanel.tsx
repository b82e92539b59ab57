/**
 * The Investments screen's stock analysis panel (core.md section 2): pick one of the list's
 * symbols and open its AI analysis (mfe-insights' StockAnalysisModal). It also says how many of
 * the symbols have an active recommendation, from the Rec column's data.
 */
import { Button, Card, H5, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import type { RecommendationsBySymbol } from '../holdings/recommendations.ts';

interface StockAnalysisPanelProps {
  /** The list's symbols, upper-cased, each once. */
  symbols: readonly string[];
  recommendations: RecommendationsBySymbol;
  onAnalyze(symbol: string): void;
}

function recommendationText(symbols: readonly string[], recommendations: RecommendationsBySymbol): string {
  if (symbols.length === 0) return 'Add a stock to analyze it.';
  const active = symbols.filter((symbol) => recommendations.has(symbol)).length;
  if (active === 0) return 'No active recommendations yet.';
  return `${active} of ${symbols.length} ${symbols.length === 1 ? 'symbol has' : 'symbols have'} an active recommendation.`;
}

export function StockAnalysisPanel({ symbols, recommendations, onAnalyze }: StockAnalysisPanelProps) {
  const [picked, setPicked] = useState('');
  const symbol = symbols.includes(picked) ? picked : (symbols[0] ?? '');
  return (
    <Card className="folio-card folio-stock-analysis" aria-label="Stock Analysis">
      <H5>Stock Analysis</H5>
      <form
        className="folio-inline"
        onSubmit={(event) => {
          event.preventDefault();
          if (symbol) onAnalyze(symbol);
        }}
      >
        <HTMLSelect aria-label="Symbol to analyze" value={symbol} options={[...symbols]} disabled={symbols.length === 0} onChange={(event) => setPicked(event.currentTarget.value)} />
        <Button type="submit" intent="primary" icon="predictive-analysis" text="Analyze" disabled={!symbol} />
      </form>
      <p className="folio-muted folio-small" data-testid="active-recommendations">
        {recommendationText(symbols, recommendations)}
      </p>
    </Card>
  );
}
