/** The performance panel's 30-day value line (visx), green when the basket is up, red when down. */
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';

const WIDTH = 240;
const HEIGHT = 56;
const PAD = 4;

export function PerformanceSparkline({ points }: { points: readonly { t: string; value: number }[] }) {
  if (points.length < 2) return null;
  const values = points.map((point) => point.value);
  const x = scaleLinear({ domain: [0, points.length - 1], range: [PAD, WIDTH - PAD] });
  const y = scaleLinear({ domain: [Math.min(...values), Math.max(...values)], range: [HEIGHT - PAD, PAD], nice: true });
  const up = points.at(-1)!.value >= points[0]!.value;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      style={{ width: '100%', maxWidth: WIDTH, height: HEIGHT }}
      role="img"
      aria-label={`Value from ${points[0]!.t} to ${points.at(-1)!.t}: ${points[0]!.value.toFixed(2)} to ${points.at(-1)!.value.toFixed(2)}`}
      data-testid="smart-list-sparkline"
    >
      <LinePath data={[...points]} x={(_, index) => x(index)} y={(point) => y(point.value)} stroke={up ? 'var(--folio-gain)' : 'var(--folio-loss)'} strokeWidth={2} />
    </svg>
  );
}
