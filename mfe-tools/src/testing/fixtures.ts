/** Sample answers for component tests, shaped exactly as the API sends them. */
import type { SmartList, SmartListPerformance } from '@folio/contracts';

export function smartList(fields: Partial<SmartList> = {}): SmartList {
  const members = fields.members ?? [];
  return {
    id: 'sl-1',
    name: 'Big tech',
    description: 'Mega caps',
    criteria: { includeSymbols: ['AAPL', 'MSFT'], maxPositions: null, weightStrategy: 'equal' },
    members,
    _count: { members: members.length },
    createdAt: '2026-11-20T10:00:00.000Z',
    rebalancedAt: members.length ? '2026-11-21T10:00:00.000Z' : null,
    ...fields,
  };
}

export function performance(fields: Partial<SmartListPerformance> = {}): SmartListPerformance {
  return {
    summary: { positions: 2, marketValue: 10_300, pnl: 300, pnlPercent: 3 },
    timeseries: [
      { t: '2026-10-26', value: 10_000 },
      { t: '2026-10-27', value: 10_150 },
      { t: '2026-11-24', value: 10_300 },
    ],
    notional: 10_000,
    from: '2026-10-25',
    to: '2026-11-24',
    ...fields,
  };
}
