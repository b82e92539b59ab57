import { H3, HTMLTable, Tag } from '@blueprintjs/core';
import type { Recommendation } from '@folio/contracts';
import { formatDate } from '../common/dates.ts';
import { capitalize, riskIntent, typeIntent, typeLabel } from './labels.ts';
import { Pagination } from './Pagination.tsx';
import { PreviewCell } from './PreviewCell.tsx';
import { listBasedOn, paginate, type SortKey, type SortState } from './recommendation-table.ts';
import { SortableHead } from './SortableHeader.tsx';

const COLUMNS: Array<[label: string, key: SortKey]> = [
  ['Recommendation', 'recommendation'],
  ['Reasoning', 'reasoning'],
  ['AI Analysis', 'aiAnalysis'],
  ['Risk Level', 'riskLevel'],
  ['List Based On', 'listName'],
  ['Created', 'createdAt'],
];

interface Props {
  items: Recommendation[];
  sort: SortState;
  onSort: (key: SortKey) => void;
  page: number;
  onPage: (page: number) => void;
}

/** 'Portfolio Recommendations (n)': diversification, rebalancing and other list-wide advice. */
export function PortfolioRecommendationsTable({ items, sort, onSort, page, onPage }: Props) {
  const shown = paginate(items, page);
  return (
    <section className="folio-ins-section" data-testid="portfolio-recommendations">
      <div className="folio-ins-section-header">
        <H3>Portfolio Recommendations ({items.length})</H3>
      </div>
      <div className="folio-ins-scroll-x">
        <HTMLTable compact striped className="folio-ins-table">
          <SortableHead columns={COLUMNS} sort={sort} onSort={onSort} />
          <tbody>
            {shown.rows.map((item) => (
              <tr key={item.id}>
                <td>
                  <div className="folio-ins-inline">
                    <Tag intent={typeIntent(item.recommendation)} minimal>{typeLabel(item.recommendation)}</Tag>
                    <strong>{item.title || item.symbol}</strong>
                  </div>
                  {item.title && item.title !== item.symbol && <div className="folio-ins-muted folio-ins-small">{item.symbol}</div>}
                </td>
                <PreviewCell kind="reasoning" text={item.reasoning} subject={item.title || item.symbol} />
                <PreviewCell kind="analysis" text={item.aiAnalysis} subject={item.title || item.symbol} />
                <td>
                  <Tag intent={riskIntent(item.riskLevel)} minimal>{capitalize(item.riskLevel)}</Tag>
                </td>
                <td>{listBasedOn(item)}</td>
                <td>{formatDate(item.createdAt)}</td>
              </tr>
            ))}
            {shown.rows.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="folio-ins-muted">No portfolio recommendations match these filters.</td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
      </div>
      <Pagination page={shown} onPage={onPage} label="Portfolio recommendations" />
    </section>
  );
}
