import { Checkbox, H3, HTMLTable, Tag } from '@blueprintjs/core';
import { confidencePercent, type Recommendation } from '@folio/contracts';
import { Link } from '@folio/shell-kit/router';
import { formatDate } from '../common/dates.ts';
import { capitalize, riskIntent, statusIntent, typeIntent, typeLabel } from './labels.ts';
import { Pagination } from './Pagination.tsx';
import { PreviewCell } from './PreviewCell.tsx';
import { paginate, TYPE_LABELS, type SortKey, type SortState, type StockType, type TypeFilter } from './recommendation-table.ts';
import { SortableHead } from './SortableHeader.tsx';

const COLUMNS: Array<[label: string, key: SortKey]> = [
  ['Symbol', 'symbol'],
  ['Recommendation', 'recommendation'],
  ['Confidence', 'confidence'],
  ['Reasoning', 'reasoning'],
  ['AI Analysis', 'aiAnalysis'],
  ['Risk Level', 'riskLevel'],
  ['Status', 'status'],
  ['Created', 'createdAt'],
  ['Analysis Source', 'analysisSource'],
];

export function indicatorsHref(symbol: string): string {
  return `/indicators?symbol=${encodeURIComponent(symbol)}`;
}

interface Props {
  items: Recommendation[];
  types: TypeFilter;
  onTypeToggle: (type: StockType) => void;
  sort: SortState;
  onSort: (key: SortKey) => void;
  page: number;
  onPage: (page: number) => void;
}

/** 'Stock Recommendations (n)': buy, sell and hold calls on single stocks. */
export function StockRecommendationsTable({ items, types, onTypeToggle, sort, onSort, page, onPage }: Props) {
  const shown = paginate(items, page);
  return (
    <section className="folio-ins-section" data-testid="stock-recommendations">
      <div className="folio-ins-section-header">
        <H3>Stock Recommendations ({items.length})</H3>
        <div className="folio-ins-inline" role="group" aria-label="Recommendation type">
          {(Object.keys(TYPE_LABELS) as StockType[]).map((type) => (
            <Checkbox key={type} inline label={TYPE_LABELS[type]} checked={types[type]} onChange={() => onTypeToggle(type)} />
          ))}
        </div>
      </div>
      <div className="folio-ins-scroll-x">
        <HTMLTable compact striped className="folio-ins-table">
          <SortableHead columns={COLUMNS} sort={sort} onSort={onSort} />
          <tbody>
            {shown.rows.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={indicatorsHref(item.symbol)}>{item.symbol}</Link>
                </td>
                <td>
                  <Tag intent={typeIntent(item.recommendation)} minimal>{typeLabel(item.recommendation)}</Tag>
                </td>
                <td className="folio-ins-numeric">{confidencePercent(item.confidence)}%</td>
                <PreviewCell kind="reasoning" text={item.reasoning} subject={item.symbol} />
                <PreviewCell kind="analysis" text={item.aiAnalysis} subject={item.symbol} />
                <td>
                  <Tag intent={riskIntent(item.riskLevel)} minimal>{capitalize(item.riskLevel)}</Tag>
                </td>
                <td>
                  <Tag intent={statusIntent(item.status)} minimal>{item.status}</Tag>
                </td>
                <td>{formatDate(item.createdAt)}</td>
                <td>{item.analysisSource}</td>
              </tr>
            ))}
            {shown.rows.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="folio-ins-muted">No stock recommendations match these filters.</td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
      </div>
      <Pagination page={shown} onPage={onPage} label="Stock recommendations" />
    </section>
  );
}
