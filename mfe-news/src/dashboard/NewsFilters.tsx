/**
 * The News Dashboard's four filters (section 2): Sentiment and Impact apply to every list on the
 * page; Stock and Sector to the portfolio's news only, so their choices are the list's own.
 */
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { NEWS_IMPACTS, NEWS_SENTIMENTS, type NewsImpact, type NewsSector, type NewsSentiment } from '@folio/contracts';

export interface NewsFilterValues {
  sentiment: NewsSentiment | 'all';
  impact: NewsImpact | 'all';
  symbol: string;
  sector: NewsSector | 'all';
}

export const NO_FILTERS: NewsFilterValues = { sentiment: 'all', impact: 'all', symbol: 'all', sector: 'all' };

const sectorLabel = (sector: string) => sector.charAt(0).toUpperCase() + sector.slice(1);

function Filter({ id, label, value, options, onChange }: {
  id: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect id={id} value={value} options={options} onChange={(event) => onChange(event.currentTarget.value)} />
    </FormGroup>
  );
}

export function NewsFilters({ value, symbols, sectors, onChange }: {
  value: NewsFilterValues;
  symbols: readonly string[];
  sectors: readonly NewsSector[];
  onChange: (next: NewsFilterValues) => void;
}) {
  const all = (label: string) => ({ value: 'all', label });
  return (
    <div className="folio-news-filters" role="group" aria-label="News filters">
      <Filter
        id="news-filter-sentiment"
        label="Sentiment"
        value={value.sentiment}
        options={[all('All sentiment'), ...NEWS_SENTIMENTS.map((item) => ({ value: item, label: sectorLabel(item) }))]}
        onChange={(sentiment) => onChange({ ...value, sentiment: sentiment as NewsFilterValues['sentiment'] })}
      />
      <Filter
        id="news-filter-stock"
        label="Stock"
        value={value.symbol}
        options={[all('All stocks'), ...symbols.map((symbol) => ({ value: symbol, label: symbol }))]}
        onChange={(symbol) => onChange({ ...value, symbol })}
      />
      <Filter
        id="news-filter-impact"
        label="Impact"
        value={value.impact}
        options={[all('All impact'), ...NEWS_IMPACTS.map((item) => ({ value: item, label: sectorLabel(item) }))]}
        onChange={(impact) => onChange({ ...value, impact: impact as NewsFilterValues['impact'] })}
      />
      <Filter
        id="news-filter-sector"
        label="Sector"
        value={value.sector}
        options={[all('All sectors'), ...sectors.map((sector) => ({ value: sector, label: sectorLabel(sector) }))]}
        onChange={(sector) => onChange({ ...value, sector: sector as NewsFilterValues['sector'] })}
      />
    </div>
  );
}

/** The portfolio call's query for these filters ('all' sends nothing). */
export function portfolioFilterQuery(filters: NewsFilterValues) {
  return {
    sentiment: filters.sentiment === 'all' ? undefined : filters.sentiment,
    impact: filters.impact === 'all' ? undefined : filters.impact,
    symbol: filters.symbol === 'all' ? undefined : filters.symbol,
    sector: filters.sector === 'all' ? undefined : filters.sector,
  };
}

/** Sentiment and impact, applied to lists the server does not filter (market, sector, key events). */
export function matchesFilters<T extends { sentiment: NewsSentiment; impact: NewsImpact }>(filters: NewsFilterValues) {
  return (article: T) =>
    (filters.sentiment === 'all' || article.sentiment === filters.sentiment) && (filters.impact === 'all' || article.impact === filters.impact);
}

export { sectorLabel };
