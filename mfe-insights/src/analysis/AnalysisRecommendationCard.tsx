import { Button, Classes, Collapse, Intent, Tag } from '@blueprintjs/core';
import { confidencePercent, isCritical, isPortfolioWide, type AnalysisRecommendation } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';
import { useState } from 'react';
import { formatDateTime } from '../common/dates.ts';
import { Markdown } from '../common/Markdown.tsx';
import { capitalize, riskIntent, statusIntent, typeIntent, typeLabel } from '../recommendations/labels.ts';

type Item = Pick<
  AnalysisRecommendation,
  'type' | 'symbol' | 'title' | 'description' | 'confidence' | 'priority' | 'reasoning' | 'actionItems' | 'impact' | 'targetPrice' | 'riskLevel' | 'aiAnalysis' | 'createdAt' | 'status'
>;

/** Reasons shown before the card is opened (core.md section 9: the reasoning tooltip shows 2). */
const REASONS_SHOWN = 2;

/** One analysed recommendation: the call, its figures, why, what to do, and the full analysis on request. */
export function AnalysisRecommendationCard({ item, showDate = false, expanded: startExpanded = false, onViewAnalysis }: {
  item: Item;
  showDate?: boolean;
  /** Show the full markdown analysis from the start. */
  expanded?: boolean;
  onViewAnalysis?: (symbol: string) => void;
}) {
  const [expanded, setExpanded] = useState(startExpanded);
  const wide = isPortfolioWide(item.symbol);
  return (
    <article className="folio-ins-card" data-testid="analysis-recommendation" aria-label={`${item.symbol} ${item.type}`}>
      <div className="folio-ins-inline">
        <Tag intent={typeIntent(item.type)}>{typeLabel(item.type)}</Tag>
        <strong>{item.symbol}</strong>
        <Tag minimal>{confidencePercent(item.confidence)}% confidence</Tag>
        <Tag minimal>{capitalize(item.priority)} priority</Tag>
        <Tag minimal intent={riskIntent(item.riskLevel)}>{capitalize(item.riskLevel)} risk</Tag>
        {isCritical(item) && <Tag intent={Intent.DANGER} icon="warning-sign">Critical</Tag>}
        {item.status !== 'ACTIVE' && <Tag minimal intent={statusIntent(item.status)}>{item.status}</Tag>}
        {item.targetPrice !== null && <span className="folio-ins-small">Target {formatCurrency(item.targetPrice)}</span>}
        {showDate && <span className="folio-ins-small folio-ins-muted">{formatDateTime(item.createdAt)}</span>}
      </div>
      {item.title && <div className="folio-ins-card-title">{item.title}</div>}
      {item.description && <p className="folio-ins-muted">{item.description}</p>}
      {item.reasoning.length > 0 && (
        <ul className={`${Classes.LIST} folio-ins-compact-list`}>
          {(expanded ? item.reasoning : item.reasoning.slice(0, REASONS_SHOWN)).map((reason, index) => (
            <li key={index}>{reason}</li>
          ))}
          {!expanded && item.reasoning.length > REASONS_SHOWN && (
            <li className="folio-ins-muted">and {item.reasoning.length - REASONS_SHOWN} more in the full analysis</li>
          )}
        </ul>
      )}
      {item.actionItems.length > 0 && (
        <div>
          <strong className="folio-ins-small">What to do</strong>
          <ul className={`${Classes.LIST} folio-ins-compact-list`}>
            {item.actionItems.map((action, index) => (
              <li key={index}>{action}</li>
            ))}
          </ul>
        </div>
      )}
      {item.impact && <p className="folio-ins-small"><strong>Impact:</strong> {item.impact}</p>}
      <div className="folio-ins-inline">
        {(item.aiAnalysis || item.reasoning.length > REASONS_SHOWN) && (
          <Button size="small" variant="minimal" icon={expanded ? 'chevron-up' : 'chevron-down'} text={expanded ? 'Hide full analysis' : 'Full analysis'} onClick={() => setExpanded(!expanded)} />
        )}
        {onViewAnalysis && !wide && <Button size="small" variant="minimal" icon="search-template" text="View Analysis" onClick={() => onViewAnalysis(item.symbol)} />}
      </div>
      <Collapse isOpen={expanded}>
        <Markdown text={item.aiAnalysis} />
      </Collapse>
    </article>
  );
}
