/**
 * The Investments screen's charts row: performance over time and allocation. Loaded lazily as
 * one chunk after the holdings, so neither their code nor their requests delay the table.
 */
import { AllocationPanel } from '../allocation/AllocationPanel.tsx';
import { PerformancePanel } from './PerformancePanel.tsx';
import './charts.css';

export default function PortfolioCharts({ listId, maxPositionSize }: { listId: string; maxPositionSize?: number }) {
  return (
    <div className="folio-charts" data-testid="portfolio-charts">
      <PerformancePanel listId={listId} />
      <AllocationPanel listId={listId} maxPositionSize={maxPositionSize} />
    </div>
  );
}
