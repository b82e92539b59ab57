/**
 * A stock's Analysis tab (core.md sections 2, 4 and 8): Generate Analysis, the latest result and
 * Past Analyses, which load the first time the tab is shown. Exposed as './StockAnalysisTab'
 * for mfe-portfolio's stock detail.
 */
import { Button, Callout, H5, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../common/dates.ts';
import { serverMessage } from '../common/errors.ts';
import '../insights.css';
import { AnalysisRecommendationCard } from './AnalysisRecommendationCard.tsx';
import { STOCK_ANALYSIS_DONE, STOCK_ANALYSIS_FAILED, useGenerateStockAnalysis, useStockAnalyses } from './use-stock-analysis.ts';

export interface StockAnalysisTabProps {
  symbol: string;
  /** The list giving the portfolio context; the default list when null or absent. */
  listId?: string | null;
  /** Whether the tab is showing; past analyses load the first time it is. Default true. */
  active?: boolean;
  /** The list's max position size preference in percent (default 10). */
  maxPositionSize?: number;
}

export function StockAnalysisTab({ symbol, listId = null, active = true, maxPositionSize }: StockAnalysisTabProps) {
  const clean = symbol.trim().toUpperCase();
  const [opened, setOpened] = useState(active);
  useEffect(() => {
    if (active) setOpened(true);
  }, [active]);
  const past = useStockAnalyses(clean, listId, opened);
  const generate = useGenerateStockAnalysis(clean, listId, maxPositionSize);
  const latestPast = past.data?.find((entry) => entry.source === 'Stock Analysis');
  const latest = generate.data ?? latestPast?.item;

  return (
    <div className="folio-ins folio-ins-analysis-tab" data-testid="stock-analysis-tab">
      <div className="folio-ins-inline">
        <Button
          intent={Intent.PRIMARY}
          icon="predictive-analysis"
          text={generate.isPending ? 'Generating...' : 'Generate Analysis'}
          disabled={generate.isPending}
          onClick={() => generate.mutate()}
        />
        {generate.isPending && (
          <span className="folio-ins-inline folio-ins-muted" role="status">
            <Spinner size={16} /> Analyzing...
          </span>
        )}
      </div>
      {generate.isSuccess && (
        <Callout intent={Intent.SUCCESS} icon="tick" className="folio-ins-callout" role="status">
          {STOCK_ANALYSIS_DONE}
        </Callout>
      )}
      {generate.isError && (
        <Callout intent={Intent.DANGER} icon="error" className="folio-ins-callout" role="alert">
          {serverMessage(generate.error, STOCK_ANALYSIS_FAILED)}
        </Callout>
      )}
      {latest && (
        <section className="folio-ins-section" aria-label="Latest analysis">
          <H5>Latest analysis</H5>
          <div className="folio-ins-scroll-96">
            <AnalysisRecommendationCard item={latest} showDate expanded />
          </div>
        </section>
      )}
      <section className="folio-ins-section" aria-label="Past Analyses">
        <H5>Past Analyses</H5>
        {past.isPending && opened && <NonIdealState icon={<Spinner size={20} />} title="Loading past analyses..." />}
        {past.data?.length === 0 && <p className="folio-ins-muted">No past analyses found.</p>}
        {past.data && past.data.length > 0 && (
          <ul className="folio-ins-past folio-ins-scroll-80">
            {past.data.map((entry) => (
              <li key={entry.id}>
                <div className="folio-ins-inline folio-ins-small">
                  <Tag minimal>{entry.source}</Tag>
                  <span className="folio-ins-muted">{formatDateTime(entry.createdAt)}</span>
                </div>
                <AnalysisRecommendationCard item={entry.item} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default StockAnalysisTab;
