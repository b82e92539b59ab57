/** Settings page API usage monitor (dashboard-news-tools.md section 9): GET /api/usage every 30 s. */
import { Callout, HTMLTable, Intent, NonIdealState, ProgressBar, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { USAGE_REFRESH_MS, usageIntent, usagePercent, usageStatus } from './usage.ts';

export default function ApiUsageMonitor() {
  const usage = useQuery({ queryKey: ['usage'], queryFn: () => api.usage.get(), refetchInterval: USAGE_REFRESH_MS, retry: false });
  if (usage.isPending) return <NonIdealState icon={<Spinner size={20} />} description="Loading API usage..." />;
  if (usage.isError) return <NonIdealState icon="warning-sign" description="Failed to load API usage data" />;
  return (
    <div data-testid="api-usage" style={{ overflowX: 'auto' }}>
      <HTMLTable compact style={{ width: '100%' }} aria-label="API usage today">
        <thead>
          <tr>
            <th scope="col">API</th>
            <th scope="col">Today</th>
            <th scope="col">Used</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(usage.data.apis).map(([name, { used, limit }]) => (
            <tr key={name} data-testid="api-usage-row">
              <td>{name}</td>
              <td style={{ minWidth: 80, width: '40%', verticalAlign: 'middle' }}>
                <ProgressBar animate={false} stripes={false} value={limit ? Math.min(1, used / limit) : 0} intent={usageIntent(used, limit) as Intent} aria-label={`${name} ${usagePercent(used, limit)} of the daily limit`} />
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>
                {used} / {limit} ({usagePercent(used, limit)}, {usageStatus(used, limit)})
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {usage.data.warnings.map((warning) => (
        <Callout key={warning} intent={Intent.WARNING} icon="warning-sign" style={{ marginTop: 8 }}>
          {warning}
        </Callout>
      ))}
    </div>
  );
}
