/**
 * The timeline's overlay chart (visx): up to 5 symbols' closes over the chosen range, each
 * indexed to 100 at its first close, one colour per symbol, with a legend naming each line's
 * change over the range.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { formatPercent } from '@folio/shell-kit';
import { LINE_COLOURS, type IndexedPoint } from './chart-data.ts';

export interface OverlayLine {
  symbol: string;
  points: IndexedPoint[];
}

const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 44 };
const dayTime = (day: string) => new Date(`${day}T00:00:00Z`);

function Lines({ lines, width }: { lines: readonly OverlayLine[]; width: number }) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const points = lines.flatMap((line) => line.points);
  const times = points.map((point) => dayTime(point.day).getTime());
  const values = points.map((point) => point.value);
  const x = scaleUtc({ domain: [new Date(Math.min(...times)), new Date(Math.max(...times))], range: [0, innerWidth] });
  const y = scaleLinear({ domain: [Math.min(...values, 100), Math.max(...values, 100)], range: [innerHeight, 0], nice: true });
  const ticks = width < 500 ? 3 : 6;
  return (
    <svg width={width} height={HEIGHT} aria-hidden="true">
      <Group left={MARGIN.left} top={MARGIN.top}>
        <line x1={0} x2={innerWidth} y1={y(100)} y2={y(100)} stroke="currentColor" strokeOpacity={0.35} strokeDasharray="4 3" />
        {lines.map((line, index) => (
          <LinePath
            key={line.symbol}
            data={line.points}
            x={(point) => x(dayTime(point.day))}
            y={(point) => y(point.value)}
            stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
            strokeWidth={2}
          />
        ))}
        <AxisLeft scale={y} numTicks={5} stroke="currentColor" tickStroke="currentColor" tickLabelProps={{ fill: 'currentColor', fontSize: 11 }} />
        <AxisBottom
          top={innerHeight}
          scale={x}
          numTicks={ticks}
          stroke="currentColor"
          tickStroke="currentColor"
          tickFormat={(value) => (value as Date).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}
          tickLabelProps={{ fill: 'currentColor', fontSize: 11 }}
        />
      </Group>
    </svg>
  );
}

export function OverlayChart({ lines }: { lines: readonly OverlayLine[] }) {
  const drawn = lines.filter((line) => line.points.length > 1);
  if (drawn.length === 0) return <p className="folio-news-muted">No price history for these symbols in this range.</p>;
  const summary = drawn.map((line) => `${line.symbol} ${formatPercent(line.points.at(-1)!.value - 100)}`).join(', ');
  return (
    <figure className="folio-news-chart" data-testid="overlay-chart" aria-label={`Prices indexed to 100: ${summary}`} style={{ margin: 0 }}>
      <ParentSize initialSize={{ width: 640, height: HEIGHT }} style={{ height: HEIGHT }}>
        {({ width }) => (width > 0 ? <Lines lines={drawn} width={width} /> : null)}
      </ParentSize>
      <ul className="folio-news-legend" aria-label="Symbols on the chart">
        {drawn.map((line, index) => (
          <li key={line.symbol}>
            <span className="folio-news-swatch" style={{ background: LINE_COLOURS[index % LINE_COLOURS.length] }} aria-hidden="true" />
            {line.symbol} {formatPercent(line.points.at(-1)!.value - 100)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
