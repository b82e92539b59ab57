/**
 * Dashboard widget 'market-data' (dashboard-news-tools.md section 2): indices, commodities and
 * crypto from GET /api/dashboard/market-data, fetched once with no refetch on focus.
 */
import { H4, H6, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@folio/shell-kit/router';
import { api } from '@folio/shell-kit/api';
import { marketKeys } from '../keys.ts';
import { indicatorsLink, overviewSections } from './market-overview.ts';

export default function MarketOverviewWidget() {
  const overview = useQuery({
    queryKey: marketKeys.overview,
    queryFn: () => api.request('GET', '/dashboard/market-data', 'MarketOverview'),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const sections = overview.data ? overviewSections(overview.data) : [];

  return (
    <div data-testid="market-overview-widget">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <H4 style={{ margin: 0 }}>Market Data</H4>
        {overview.data?.source === 'demo' && <Tag minimal>Demo data</Tag>}
      </div>
      {overview.isPending && <NonIdealState icon={<Spinner size={20} />} title="Loading market data..." />}
      {(overview.isError || (overview.data && sections.length === 0)) && (
        <NonIdealState icon="timeline-line-chart" title="Market data unavailable" />
      )}
      {sections.map((section) => (
        <div key={section.title} style={{ marginTop: 8, overflowX: 'auto' }}>
          <H6 style={{ margin: '8px 0 4px' }}>{section.title}</H6>
          <HTMLTable compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>Name</th>
                <th>Price</th>
                <th>Change</th>
                <th>YTD</th>
                <th>3Y</th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.symbol}>
                  <td>
                    <Link to={indicatorsLink(row.symbol)}>{row.name}</Link>
                  </td>
                  <td>{row.price}</td>
                  <td className={row.rising ? 'folio-ins-gain' : 'folio-ins-loss'}>
                    {row.change} ({row.changePercent})
                  </td>
                  <td>{row.ytd}</td>
                  <td>{row.threeYear}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ))}
      {overview.data && (
        <p style={{ fontSize: 12, opacity: 0.7, marginTop: 8 }}>
          Last refresh: {new Date(overview.data.lastRefresh).toLocaleString()}
          {overview.data.stale ? ' (last good values)' : ''}
        </p>
      )}
    </div>
  );
}
