/** Settings page API usage monitor (dashboard-news-tools.md section 9): GET /api/usage every 30 s. */
import { HTMLTable, NonIdealState, ProgressBar, Spinner, type Intent } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { fetchUsage, usageIntent } from './usage.ts';

export default function ApiUsageMonitor() {
  const usage = useQuery({
    queryKey: ['usage'],
    queryFn: fetchUsage,
    refetchInterval: 30_000,
    retry: false,
  });
  if (usage.isPending) return <NonIdealState icon={<Spinner size={20} />} title="Loading API usage..." />;
  if (usage.isError) return <NonIdealState icon="warning-sign" title="Failed to load API usage data" />;
  return (
    <div data-testid="api-usage">
      <HTMLTable compact style={{ width: '100%' }}>
        <tbody>
          {Object.entries(usage.data.apis).map(([name, { used, limit }]) => (
            <tr key={name}>
              <td>{name}</td>
              <td style={{ width: '50%' }}>
                <ProgressBar animate={false} stripes={false} value={limit ? used / limit : 0} intent={usageIntent(used, limit) as Intent} />
              </td>
              <td>
                {used} / {limit}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {usage.data.warnings.map((warning) => (
        <p key={warning}>{warning}</p>
      ))}
    </div>
  );
}
