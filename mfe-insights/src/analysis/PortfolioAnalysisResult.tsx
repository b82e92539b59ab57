import { Button, Classes, H5 } from '@blueprintjs/core';
import type { PortfolioAnalysis, RecommendationStatus } from '@folio/contracts';
import { useState } from 'react';
import { formatDateTime } from '../common/dates.ts';
import { AnalysisRecommendationCard } from './AnalysisRecommendationCard.tsx';
import { DiversificationPanel } from './DiversificationPanel.tsx';
import { PerformancePanel } from './PerformancePanel.tsx';
import { RebalancingTable } from './RebalancingTable.tsx';

export function analystLabel(analyst: PortfolioAnalysis['analyst']): string {
  return analyst.provider === 'offline' ? 'Offline rules-based analyst' : `AI model ${analyst.model}`;
}

/**
 * The recommendations of an analysis with their current status: completed (DONE) ones are
 * hidden until asked for, deleted ones never show.
 */
export function visibleRecommendations(
  analysis: Pick<PortfolioAnalysis, 'recommendations'>,
  statusById: ReadonlyMap<string, RecommendationStatus>,
  showCompleted: boolean,
) {
  const current = analysis.recommendations.map((item) => ({
    ...item,
    status: (item.recommendationId && statusById.get(item.recommendationId)) || item.status,
  }));
  const completed = current.filter((item) => item.status === 'DONE').length;
  const shown = current.filter((item) => item.status === 'ACTIVE' || (showCompleted && item.status === 'DONE'));
  return { shown, completed };
}

export function PortfolioAnalysisResult({ analysis, statusById, onViewAnalysis }: {
  analysis: PortfolioAnalysis;
  statusById: ReadonlyMap<string, RecommendationStatus>;
  onViewAnalysis?: (symbol: string) => void;
}) {
  const [showCompleted, setShowCompleted] = useState(false);
  const { shown, completed } = visibleRecommendations(analysis, statusById, showCompleted);
  return (
    <div className="folio-ins-analysis" data-testid="portfolio-analysis-result">
      <p className="folio-ins-muted folio-ins-small">
        {analysis.listName ?? 'Your list'} · {formatDateTime(analysis.createdAt)} · {analystLabel(analysis.analyst)}
      </p>
      <section className="folio-ins-section">
        <div className="folio-ins-section-header">
          <H5>Recommendations ({shown.length})</H5>
          <Button
            size="small"
            variant="minimal"
            icon={showCompleted ? 'eye-off' : 'eye-open'}
            text={showCompleted ? 'Hide completed' : `Show completed (${completed})`}
            onClick={() => setShowCompleted(!showCompleted)}
          />
        </div>
        <div className="folio-ins-scroll-96">
          {shown.map((item) => (
            <AnalysisRecommendationCard key={`${item.symbol}-${item.type}`} item={item} onViewAnalysis={onViewAnalysis} />
          ))}
          {shown.length === 0 && <p className="folio-ins-muted">No open recommendations from this analysis.</p>}
        </div>
      </section>
      <section className="folio-ins-section">
        <H5>Diversification</H5>
        <DiversificationPanel analysis={analysis.diversificationAnalysis} />
      </section>
      <section className="folio-ins-section">
        <H5>Rebalancing</H5>
        <RebalancingTable items={analysis.rebalancingRecommendations} />
      </section>
      <section className="folio-ins-section">
        <H5>Market commentary</H5>
        <p>{analysis.marketCommentary}</p>
      </section>
      <section className="folio-ins-section">
        <H5>Portfolio insights</H5>
        <ul className={Classes.LIST}>
          {analysis.portfolioInsights.map((insight, index) => (
            <li key={index}>{insight}</li>
          ))}
        </ul>
      </section>
      <section className="folio-ins-section">
        <H5>Performance</H5>
        <PerformancePanel metrics={analysis.performanceMetrics} />
      </section>
    </div>
  );
}
