import { Button, Intent, Tag } from '@blueprintjs/core';
import { confidencePercent, isCritical, isPortfolioWide, type Recommendation } from '@folio/contracts';
import { Link } from '@folio/shell-kit/router';
import { capitalize, riskIntent, typeIntent, typeLabel } from '../recommendations/labels.ts';
import { showsViewAnalysis, truncateWords, viewAnalysisHref } from './top-recommendations.ts';

interface Props {
  item: Recommendation;
  wordLimit: number;
  /** Marked Done here and not yet refreshed away. */
  done: boolean;
  onDone: () => void;
  onDelete: () => void;
  onViewAnalysis?: (symbol: string) => void;
}

export function TopRecommendationItem({ item, wordLimit, done, onDone, onDelete, onViewAnalysis }: Props) {
  const reasoning = truncateWords(item.reasoning || item.description, wordLimit);
  const wide = isPortfolioWide(item.symbol);
  const name = wide ? item.title || item.symbol : item.symbol;
  return (
    <li className="folio-ins-top-item" data-testid="top-recommendation" aria-label={name}>
      <div className="folio-ins-inline">
        <strong>{name}</strong>
        <Tag intent={typeIntent(item.recommendation)}>{typeLabel(item.recommendation)}</Tag>
        <Tag minimal>{confidencePercent(item.confidence)}% confidence</Tag>
        <Tag minimal intent={riskIntent(item.riskLevel)}>{capitalize(item.riskLevel)} risk</Tag>
        {isCritical(item) && <Tag intent={Intent.DANGER} icon="warning-sign">Critical</Tag>}
        {done && <Tag intent={Intent.SUCCESS} icon="tick">Done</Tag>}
        <span className="folio-ins-spacer" />
        <Button size="small" variant="minimal" icon="tick" text="Done" disabled={done} onClick={onDone} aria-label={`Done: ${name}`} />
        <Button size="small" variant="minimal" icon="trash" text="Delete" intent={Intent.DANGER} onClick={onDelete} aria-label={`Delete: ${name}`} />
      </div>
      {!wide && item.title && <div className="folio-ins-small">{item.title}</div>}
      <p className="folio-ins-top-reasoning">
        {reasoning.text}{' '}
        {showsViewAnalysis(item, reasoning.truncated) &&
          (onViewAnalysis ? (
            <a href={viewAnalysisHref(item.symbol)} onClick={(event) => (event.preventDefault(), onViewAnalysis(item.symbol))}>
              View Analysis
            </a>
          ) : (
            <Link to={viewAnalysisHref(item.symbol)}>View Analysis</Link>
          ))}
      </p>
    </li>
  );
}
