/** Small cell renderers shared by the holdings table, the stock detail and the watch list widget. */
import { Button, Icon, Intent } from '@blueprintjs/core';
import { assessMetric, confidencePercent, type AssessedMetric } from '@folio/contracts';
import { formatCurrency, formatPercent } from '@folio/shell-kit';
import type { ReactNode } from 'react';
import { TooltipTarget } from '../common/HoverTooltip.tsx';
import type { SymbolRecommendation } from './recommendations.ts';

type Maybe = number | null | undefined;

const present = (value: Maybe): value is number => typeof value === 'number' && Number.isFinite(value);

/** Gain/loss colouring: green when >= 0, else red (dashboard-news-tools.md section 5). */
export function signClass(value: Maybe): string {
  if (!present(value)) return 'folio-muted';
  return value >= 0 ? 'folio-gain' : 'folio-loss';
}

/** A gain or a change with its sign; money in `currency` (USD unless told). */
export function Signed({ value, kind, currency, title }: { value: Maybe; kind: 'currency' | 'percent'; currency?: string | undefined; title?: string | undefined }) {
  if (!present(value)) return <span className="folio-muted">N/A</span>;
  const text = kind === 'percent' ? formatPercent(value) : `${value > 0 ? '+' : ''}${formatCurrency(value, undefined, currency)}`;
  return (
    <span className={signClass(value)} title={title}>
      {text}
    </span>
  );
}

export function DayChange({ change, percent, currency }: { change: Maybe; percent: Maybe; currency?: string | undefined }) {
  if (!present(change) || !present(percent)) return <span className="folio-muted">N/A</span>;
  return (
    <span className={signClass(change)}>
      {change > 0 ? '+' : ''}
      {formatCurrency(change, undefined, currency)} ({formatPercent(percent)})
    </span>
  );
}

/**
 * An amount in the list's base currency, with the listing currency's amount as its title when
 * the two differ (the stock page shows both side by side).
 */
export function inBothCurrencies(listing: Maybe, listingCurrency: string | undefined, base: Maybe, baseCurrency: string | undefined) {
  const main = formatCurrency(base, undefined, baseCurrency);
  const other = listingCurrency && baseCurrency && listingCurrency !== baseCurrency ? formatCurrency(listing, undefined, listingCurrency) : undefined;
  return { main, other };
}

export function Assessed({ metric, value, children }: { metric: AssessedMetric; value: Maybe; children: ReactNode }) {
  const assessment = assessMetric(metric, value);
  if (!assessment) return <span className="folio-muted">N/A</span>;
  return (
    <span className={assessment === 'good' ? 'folio-good' : 'folio-bad'} data-assessment={assessment}>
      {children}
    </span>
  );
}

export const plain = (value: Maybe, digits = 2): string => (present(value) ? value.toFixed(digits) : 'N/A');

export { quantityText } from '../common/numbers.ts';

const REC_ICONS = {
  buy: { icon: 'arrow-up', intent: Intent.SUCCESS },
  sell: { icon: 'arrow-down', intent: Intent.DANGER },
  hold: { icon: 'pause', intent: Intent.WARNING },
} as const;

/**
 * The Rec column: an icon for buy, sell or hold; the tooltip shows the first 2 reasoning items.
 * The icon is a button that opens the symbol's analysis (a muted one when there is no call yet).
 */
export function RecommendationIcon({ symbol, recommendation, onAnalyze }: { symbol: string; recommendation: SymbolRecommendation | undefined; onAnalyze(): void }) {
  const label = `Analyze ${symbol}`;
  if (!recommendation) {
    return <Button variant="minimal" size="small" icon={<Icon icon="predictive-analysis" className="folio-muted" />} aria-label={label} title={label} onClick={onAnalyze} />;
  }
  const look = REC_ICONS[recommendation.recommendation as keyof typeof REC_ICONS] ?? { icon: 'dot', intent: Intent.NONE };
  const call = recommendation.recommendation.toUpperCase();
  const content = (
    <div className="folio-rec-tooltip">
      <strong>
        {call} ({confidencePercent(recommendation.confidence)}%)
      </strong>
      <ul>
        {recommendation.reasoningItems.slice(0, 2).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
  return (
    <TooltipTarget content={content} className="folio-rec" focusable={false}>
      <Button variant="minimal" size="small" icon={<Icon icon={look.icon} intent={look.intent} title={call} />} aria-label={label} onClick={onAnalyze} />
    </TooltipTarget>
  );
}
