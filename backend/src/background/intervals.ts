/** `JOB_INTERVALS=alerts=30s,news=15m`: per-job interval overrides (ms, s, m or h; a bare number is ms). */
const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

export function parseJobIntervals(text: string | undefined): { intervals: Record<string, number> } | { error: string } {
  const intervals: Record<string, number> = {};
  for (const part of (text ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)) {
    const match = /^([\w.-]+)\s*=\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/.exec(part);
    const ms = match ? Math.round(Number(match[2]) * UNITS[match[3] ?? 'ms']!) : 0;
    if (!match || ms < 1000) return { error: `"${part}" must look like name=30s (ms, s, m or h; at least 1 second)` };
    intervals[match[1]!] = ms;
  }
  return { intervals };
}
