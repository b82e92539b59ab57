/** A small close-price line around an article's date, with a marker on that day (visx). */
import type { PriceRow } from '@folio/contracts';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { markerIndex } from './chart-data.ts';

const WIDTH = 160;
const HEIGHT = 40;
const PAD = 4;

export function Sparkline({ symbol, rows, day }: { symbol: string; rows: readonly PriceRow[]; day: string }) {
  if (rows.length < 2) return <span className="folio-news-small folio-news-muted">No prices for {symbol}</span>;
  const closes = rows.map((row) => row.c);
  const x = scaleLinear({ domain: [0, rows.length - 1], range: [PAD, WIDTH - PAD] });
  const y = scaleLinear({ domain: [Math.min(...closes), Math.max(...closes)], range: [HEIGHT - PAD, PAD], nice: true });
  const at = markerIndex(rows, day);
  const marked = rows[at]!;
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={`${symbol} closes ${rows[0]!.t} to ${rows.at(-1)!.t}, marker at ${marked.t} (${marked.c.toFixed(2)})`}
      data-testid="sparkline"
    >
      <LinePath data={[...rows]} x={(_, index) => x(index)} y={(row) => y(row.c)} stroke="currentColor" strokeWidth={1.5} />
      <line x1={x(at)} x2={x(at)} y1={PAD / 2} y2={HEIGHT - PAD / 2} stroke="#c87619" strokeDasharray="2 2" />
      <circle cx={x(at)} cy={y(marked.c)} r={3.5} fill="#c87619" data-testid="article-marker" />
    </svg>
  );
}
