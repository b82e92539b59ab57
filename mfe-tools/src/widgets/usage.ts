import { readToken } from '@folio/shell-kit';

/** GET /api/usage (dashboard-news-tools.md section 3); the schema joins contracts with the usage API. */
export interface ApiUsage {
  apis: Record<string, { used: number; limit: number }>;
  warnings: string[];
  timestamp: string;
}

export function parseUsage(value: unknown): ApiUsage {
  const answer = value as Partial<ApiUsage> | null;
  if (!answer || typeof answer.apis !== 'object' || answer.apis === null) throw new Error('Unexpected API usage answer');
  const apis = Object.fromEntries(
    Object.entries(answer.apis).filter(
      ([, entry]) => typeof entry?.used === 'number' && typeof entry?.limit === 'number',
    ),
  );
  return {
    apis,
    warnings: Array.isArray(answer.warnings) ? answer.warnings.filter((item) => typeof item === 'string') : [],
    timestamp: typeof answer.timestamp === 'string' ? answer.timestamp : '',
  };
}

export async function fetchUsage(): Promise<ApiUsage> {
  const token = readToken();
  const response = await fetch('/api/usage', {
    credentials: 'include',
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`API usage answered ${response.status}`);
  return parseUsage(await response.json());
}

/** Usage ratio colours: above 90 % red, above 70 % yellow, else green. */
export function usageIntent(used: number, limit: number): 'danger' | 'warning' | 'success' {
  const ratio = limit > 0 ? used / limit : 0;
  if (ratio > 0.9) return 'danger';
  if (ratio > 0.7) return 'warning';
  return 'success';
}
