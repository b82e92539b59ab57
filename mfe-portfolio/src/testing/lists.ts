import type { List } from '@folio/contracts';

export const sampleList = (id: string, name: string, fields: Partial<List> = {}): List => ({
  id,
  name,
  description: null,
  isDefault: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  taxLotMethod: 'fifo',
  _count: { portfolios: 0 },
  ...fields,
});
