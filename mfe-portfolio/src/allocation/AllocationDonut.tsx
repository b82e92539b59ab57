/** The allocation donut on visx (loaded lazily with the rest of the chart code). Decorative for screen readers: the list beside it says the same. */
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import type { ShownSlice } from './allocation-view.ts';

export default function AllocationDonut({ slices, size, dark, highlight }: { slices: readonly ShownSlice[]; size: number; dark: boolean; highlight: ReadonlySet<string> }) {
  const radius = size / 2;
  const stroke = dark ? '#2f343c' : '#ffffff';
  return (
    <svg width={size} height={size} aria-hidden="true" data-testid="allocation-donut" focusable="false">
      <Group top={radius} left={radius}>
        <Pie data={[...slices]} pieValue={(slice) => slice.weight} outerRadius={radius - 4} innerRadius={radius * 0.58} padAngle={0.008} pieSort={null}>
          {(pie) =>
            pie.arcs.map((arc) => (
              <path
                key={arc.data.key}
                d={pie.path(arc) ?? ''}
                fill={arc.data.color}
                stroke={highlight.has(arc.data.key) ? (dark ? '#fa999c' : '#ac2f33') : stroke}
                strokeWidth={highlight.has(arc.data.key) ? 3 : 1}
                data-slice={arc.data.key}
              />
            ))
          }
        </Pie>
      </Group>
    </svg>
  );
}
