/**
 * The allocation's dimensions and what the panel says about them: the largest slices with the
 * rest as Other, which holdings are above the list's max position size, and the sentence a
 * screen reader reads for the donut. Pure, for the component tests.
 */
import type { Allocation, AllocationShare as AllocationSlice } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';

export const DIMENSIONS = [
  { id: 'byHolding', label: 'Holding' },
  { id: 'bySector', label: 'Sector' },
  { id: 'byAssetClass', label: 'Asset class' },
  { id: 'byMarketCap', label: 'Market cap' },
  { id: 'byGeography', label: 'Geography' },
] as const;
export type Dimension = (typeof DIMENSIONS)[number]['id'];

/** Distinct hues; Other is grey. Readable as non-text contrast on both themes. */
export const SLICE_COLORS = ['#2d72d2', '#238551', '#c87619', '#9d3f9d', '#cd4246', '#147eb3', '#7961db', '#d1980b', '#29a634'] as const;
export const OTHER_COLOR = '#8f99a8';
const SHOWN = 8;

export interface ShownSlice extends AllocationSlice {
  color: string;
}

/** The eight largest slices, the rest summed as Other (the API orders slices largest first). */
export function shownSlices(slices: readonly AllocationSlice[]): ShownSlice[] {
  const sorted = [...slices].sort((a, b) => b.weight - a.weight);
  const head = sorted.slice(0, sorted.length > SHOWN + 1 ? SHOWN : sorted.length);
  const rest = sorted.slice(head.length);
  const shown: ShownSlice[] = head.map((slice, index) => ({ ...slice, color: SLICE_COLORS[index % SLICE_COLORS.length]! }));
  if (rest.length > 0) {
    shown.push({
      key: 'other',
      label: `Other (${rest.length})`,
      value: rest.reduce((sum, slice) => sum + slice.value, 0),
      weight: rest.reduce((sum, slice) => sum + slice.weight, 0),
      color: OTHER_COLOR,
    });
  }
  return shown;
}

/** Weight as '12.3%' (one decimal: slices are compared, not audited). */
export const weightText = (weight: number) => `${(weight * 100).toFixed(1)}%`;

/** A holding above the max position size (percent, as in the preferences). Only holdings have one. */
export function isOverMax(dimension: Dimension, slice: AllocationSlice, maxPositionSize: number): boolean {
  return dimension === 'byHolding' && slice.key !== 'other' && slice.weight * 100 > maxPositionSize + 1e-9;
}

export function allocationSummary(allocation: Allocation, dimension: Dimension, maxPositionSize: number): string {
  const label = DIMENSIONS.find((entry) => entry.id === dimension)!.label.toLowerCase();
  const slices = shownSlices(allocation[dimension]);
  if (slices.length === 0) return `No allocation by ${label}.`;
  const parts = slices.map((slice) => `${slice.label} ${weightText(slice.weight)}`).join(', ');
  let text = `Allocation by ${label} of ${formatCurrency(allocation.totalValue, undefined, allocation.baseCurrency)}: ${parts}.`;
  if (dimension === 'byHolding') {
    const over = allocation.byHolding.filter((slice) => isOverMax(dimension, slice, maxPositionSize));
    text += over.length
      ? ` Above the ${maxPositionSize}% max position size: ${over.map((slice) => slice.label).join(', ')}.`
      : ` No holding is above the ${maxPositionSize}% max position size.`;
  }
  return text;
}
