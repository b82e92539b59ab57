import { H5, Intent, ProgressBar } from '@blueprintjs/core';
import type { AllocationSlice, DiversificationAnalysis } from '@folio/contracts';

function Score({ label, value, higherIsBetter }: { label: string; value: number; higherIsBetter: boolean }) {
  const good = higherIsBetter ? value >= 7 : value <= 4;
  const bad = higherIsBetter ? value < 5 : value >= 7;
  return (
    <div className="folio-ins-score">
      <div className="folio-ins-inline">
        <span>{label}</span>
        <span className="folio-ins-spacer" />
        <strong>{value.toFixed(1)}/10</strong>
      </div>
      <ProgressBar value={value / 10} animate={false} stripes={false} intent={good ? Intent.SUCCESS : bad ? Intent.DANGER : Intent.WARNING} />
    </div>
  );
}

function Allocation({ title, slices }: { title: string; slices: AllocationSlice[] }) {
  if (slices.length === 0) return null;
  return (
    <div>
      <H5>{title}</H5>
      <ul className="folio-ins-bars" aria-label={title}>
        {slices.map((slice) => (
          <li key={slice.name}>
            <span className="folio-ins-bar-label">{slice.name}</span>
            <span className="folio-ins-bar-track">
              <span className="folio-ins-bar" style={{ width: `${Math.max(1, Math.min(100, slice.percent))}%` }} />
            </span>
            <span className="folio-ins-numeric">{slice.percent.toFixed(1)}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Diversification: the two scores out of 10, how they were reached, and the allocations. */
export function DiversificationPanel({ analysis }: { analysis: DiversificationAnalysis }) {
  return (
    <section className="folio-ins-section" aria-label="Diversification">
      <div className="folio-ins-grid-2">
        <Score label="Diversification score" value={analysis.diversificationScore} higherIsBetter />
        <Score label="Risk score" value={analysis.riskScore} higherIsBetter={false} />
      </div>
      {analysis.scoreExplanation.map((line, index) => (
        <p key={index} className="folio-ins-small folio-ins-muted">{line}</p>
      ))}
      <div className="folio-ins-grid-3">
        <Allocation title="Sector allocation" slices={analysis.sectorAllocation} />
        <Allocation title="Market cap allocation" slices={analysis.marketCapAllocation} />
        <Allocation title="Geographic allocation" slices={analysis.geographicAllocation} />
      </div>
    </section>
  );
}
