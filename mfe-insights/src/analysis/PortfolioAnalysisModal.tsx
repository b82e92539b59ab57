/**
 * The AI Portfolio Analysis modal (core.md sections 2, 4 and 8): loading, error with Retry and
 * Close, or the result; earlier analyses of the list can be reopened. Exposed to other remotes
 * as './PortfolioAnalysisModal'.
 */
import { Button, Dialog, DialogBody, DialogFooter, HTMLSelect, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import type { RecommendationStatus } from '@folio/contracts';
import type { RemotePart } from '@folio/shell-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatDateTime } from '../common/dates.ts';
import { serverMessage } from '../common/errors.ts';
import '../insights.css';
import { useRecommendations } from '../recommendations/use-recommendations.ts';
import { PortfolioAnalysisResult } from './PortfolioAnalysisResult.tsx';
import { PORTFOLIO_ANALYSIS_FAILED, useListHoldings, usePastAnalyses, usePortfolioAnalysis } from './use-portfolio-analysis.ts';

export interface PortfolioAnalysisModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The list to analyse; the default list when null or absent. */
  listId?: string | null;
  /** The list's max position size preference in percent (1-100, default 10). */
  maxPositionSize?: number;
  /** Opens one stock's analysis; without it no View Analysis button shows. */
  onViewAnalysis?: (symbol: string) => void;
  /** The shell's slot, when the host has one to give: the list's allocation chart (mfe_portfolio/AllocationPanel) shows under the result. */
  RemotePart?: RemotePart;
}

const LATEST = '';

function Holdings({ listId }: { listId: string | null }) {
  const holdings = useListHoldings(listId, true);
  const held = (holdings.data ?? []).filter((item) => item.quantity > 0).map((item) => item.symbol);
  if (!holdings.data) return null;
  return (
    <p className="folio-ins-small folio-ins-muted" data-testid="analysis-holdings">
      {held.length ? `Holdings analysed (${held.length}): ${held.join(', ')}` : 'This list has no holdings yet.'}
    </p>
  );
}

export function PortfolioAnalysisModal({ isOpen, onClose, listId = null, maxPositionSize, onViewAnalysis, RemotePart }: PortfolioAnalysisModalProps) {
  const run = usePortfolioAnalysis();
  const [viewing, setViewing] = useState(LATEST);
  const started = useRef(false);
  const past = usePastAnalyses(listId, isOpen);
  // The current status of each recommendation, so completed ones can be hidden; a failed load is only logged.
  const stored = useRecommendations(listId, isOpen);

  const start = () => {
    setViewing(LATEST);
    run.mutate({ ...(listId ? { listId } : {}), ...(maxPositionSize ? { maxPositionSize } : {}) });
  };
  useEffect(() => {
    if (isOpen && !started.current) start();
    started.current = isOpen;
    // Once per opening, with the props of that moment.
  }, [isOpen]);

  const statusById = useMemo(
    () => new Map<string, RecommendationStatus>((stored.data?.recommendations ?? []).map((item) => [item.id, item.status])),
    [stored.data],
  );
  const earlier = (past.data ?? []).filter((entry) => entry.id !== run.data?.id);
  const shown = viewing === LATEST ? run.data : earlier.find((entry) => entry.id === viewing)?.result;

  return (
    <Dialog title="AI Portfolio Analysis" icon="predictive-analysis" isOpen={isOpen} onClose={onClose} className="folio-ins-dialog folio-ins-dialog-wide">
      <DialogBody className="folio-ins folio-ins-full-text">
        {isOpen && <Holdings listId={listId} />}
        {run.isPending && <NonIdealState icon={<Spinner />} title="Analyzing your portfolio..." description="The analyst is reviewing your holdings." />}
        {run.isError && (
          <NonIdealState icon="error" title="AI analysis failed" description={serverMessage(run.error, PORTFOLIO_ANALYSIS_FAILED)} />
        )}
        {earlier.length > 0 && !run.isPending && (
          <div className="folio-ins-inline folio-ins-small">
            <label htmlFor="folio-ins-past-analysis">Showing</label>
            <HTMLSelect id="folio-ins-past-analysis" value={viewing} onChange={(event) => setViewing(event.currentTarget.value)}>
              <option value={LATEST}>{run.data ? 'This analysis' : 'Choose an earlier analysis'}</option>
              {earlier.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {formatDateTime(entry.createdAt)}
                </option>
              ))}
            </HTMLSelect>
          </div>
        )}
        {shown && <PortfolioAnalysisResult key={shown.id} analysis={shown} statusById={statusById} onViewAnalysis={onViewAnalysis} />}
        {isOpen && RemotePart && (
          <div data-testid="analysis-allocation">
            <RemotePart module="mfe_portfolio/AllocationPanel" label="Allocation" props={{ listId, ...(maxPositionSize ? { maxPositionSize } : {}) }} size="widget" />
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {run.isError && <Button intent={Intent.PRIMARY} icon="refresh" text="Retry" onClick={start} />}
            <Button text="Close" onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}

export default PortfolioAnalysisModal;
