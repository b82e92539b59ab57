/**
 * Allocation of a list (issue 14 item 2): tabs by holding, sector, asset class, market-cap band
 * and geography; a visx donut (lazy) beside a list of the slices, which is also its text
 * alternative. By holding, each bar shows the list's max position size as a line and holdings
 * above it are marked. On the Investments screen, and exposed as './AllocationPanel' for
 * mfe-insights' AI Portfolio Analysis modal.
 */
import { Card, Classes, Tab, Tabs } from '@blueprintjs/core';
import type { Allocation } from '@folio/contracts';
import { formatCurrency, useTheme } from '@folio/shell-kit';
import { EmptyState, ErrorState, LoadingState } from '@folio/shell-kit/ui';
import { lazy, Suspense, useId, useState } from 'react';
import '../performance/charts.css';
import { allocationSummary, DIMENSIONS, isOverMax, shownSlices, weightText, type Dimension } from './allocation-view.ts';
import { useAllocation } from './use-allocation.ts';

const AllocationDonut = lazy(() => import('./AllocationDonut.tsx'));
const DONUT_SIZE = 168;

function MaxLineBar({ weight, scale, maxPositionSize }: { weight: number; scale: number; maxPositionSize: number | null }) {
  const x = (percent: number) => (percent / scale) * 100;
  return (
    <svg viewBox="0 0 100 10" preserveAspectRatio="none" height={10} aria-hidden="true" focusable="false">
      <rect x={0} y={2} width={x(weight * 100)} height={6} fill="currentColor" opacity={0.55} />
      {maxPositionSize !== null && <line x1={x(maxPositionSize)} x2={x(maxPositionSize)} y1={0} y2={10} stroke="#cd4246" strokeWidth={2} vectorEffect="non-scaling-stroke" />}
    </svg>
  );
}

function SliceView({ allocation, dimension, maxPositionSize, dark }: { allocation: Allocation; dimension: Dimension; maxPositionSize: number; dark: boolean }) {
  const summaryId = useId();
  const slices = shownSlices(allocation[dimension]);
  const label = DIMENSIONS.find((entry) => entry.id === dimension)!.label.toLowerCase();
  if (slices.length === 0) return <EmptyState text={`No allocation by ${label} yet.`} />;
  const byHolding = dimension === 'byHolding';
  const over = new Set(slices.filter((slice) => isOverMax(dimension, slice, maxPositionSize)).map((slice) => slice.key));
  const scale = Math.max(maxPositionSize, ...slices.map((slice) => slice.weight * 100)) * 1.1;
  return (
    <figure className="folio-chart-figure" aria-label={`Allocation by ${label}`} aria-describedby={summaryId} data-testid={`allocation-${dimension}`}>
      <div className="folio-allocation-body">
        <Suspense fallback={<div style={{ width: DONUT_SIZE, height: DONUT_SIZE }} />}>
          <AllocationDonut slices={slices} size={DONUT_SIZE} dark={dark} highlight={over} />
        </Suspense>
        <ul className="folio-allocation-list" aria-label={`Slices by ${label}`}>
          {slices.map((slice) => (
            <li key={slice.key} data-testid="allocation-slice">
              <span className="folio-chart-swatch" style={{ background: slice.color }} aria-hidden="true" />
              <span className="folio-allocation-label" title={slice.label}>
                {slice.label}
                {over.has(slice.key) && <span className="folio-over-max"> (above max)</span>}
              </span>
              <span>{weightText(slice.weight)}</span>
              {byHolding && <MaxLineBar weight={slice.weight} scale={scale} maxPositionSize={maxPositionSize} />}
            </li>
          ))}
        </ul>
      </div>
      {byHolding && (
        <p className={Classes.TEXT_MUTED} data-testid="max-position-size">
          Red line: max position size {maxPositionSize}%
        </p>
      )}
      <figcaption id={summaryId} className="folio-visually-hidden" data-testid="allocation-summary">
        {allocationSummary(allocation, dimension, maxPositionSize)}
      </figcaption>
    </figure>
  );
}

export interface AllocationPanelProps {
  /** The list; the default list when null. */
  listId: string | null;
  /** Overrides the list's max position size preference (percent), e.g. the analysis's. */
  maxPositionSize?: number;
  /** Heading level: 2 on the Investments screen, 3 inside the analysis modal. */
  headingLevel?: 2 | 3;
}

export function AllocationPanel({ listId, maxPositionSize, headingLevel = 2 }: AllocationPanelProps) {
  const [dimension, setDimension] = useState<Dimension>('byHolding');
  const allocation = useAllocation(listId);
  const dark = useTheme() === 'dark';
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const data = allocation.data;

  let body;
  if (allocation.isPending) body = <LoadingState text="Loading allocation..." />;
  else if (allocation.isError) body = <ErrorState text="Failed to load allocation" onRetry={() => void allocation.refetch()} />;
  else if (!data || data.byHolding.length === 0) body = <EmptyState text="No allocation yet: this list holds nothing." />;
  else {
    const max = maxPositionSize ?? data.maxPositionSize;
    body = (
      <>
        <p className={Classes.TEXT_MUTED}>Total {formatCurrency(data.totalValue, undefined, data.baseCurrency)}</p>
        <Tabs id={`allocation-${headingId}`} selectedTabId={dimension} onChange={(id) => setDimension(id as Dimension)} renderActiveTabPanelOnly>
          {DIMENSIONS.map((entry) => (
            <Tab key={entry.id} id={entry.id} title={entry.label} panel={<SliceView allocation={data} dimension={entry.id} maxPositionSize={max} dark={dark} />} />
          ))}
        </Tabs>
      </>
    );
  }
  return (
    <Card className="folio-card folio-chart-card" role="region" aria-labelledby={headingId} data-testid="allocation-panel">
      <Heading id={headingId}>Allocation</Heading>
      <div className="folio-chart-area">{body}</div>
    </Card>
  );
}
