/**
 * Dashboard widget 'top-recommendations' (dashboard-news-tools.md section 2): the strongest active
 * calls of the list chosen in the watch list widget (every list when none is), with Done and
 * Delete, Run AI Analysis for that list (with its max position size preference), and the
 * assistant chat (the dashboard's AI chat panel).
 */
import type { DashboardWidgetProps } from '@folio/shell-kit';
import { Button, Drawer, DrawerSize, H4, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useListPreferences } from '@folio/shell-kit/api';
import { Link } from '@folio/shell-kit/router';
import { PortfolioAnalysisModal } from '../analysis/PortfolioAnalysisModal.tsx';
import { ChatPanel } from '../chat/ChatPanel.tsx';
import { useIsMobile } from '../common/use-viewport.ts';
import '../insights.css';
import { useRecommendations, useRecommendationStatus, type StatusChange } from '../recommendations/use-recommendations.ts';
import { TopRecommendationItem } from './TopRecommendationItem.tsx';
import { topItems, WORD_LIMIT } from './top-recommendations.ts';

/** What the shell passes every dashboard widget, plus an optional View Analysis handler. */
export interface TopRecommendationsWidgetProps extends Partial<DashboardWidgetProps> {
  onViewAnalysis?: (symbol: string) => void;
}

export default function TopRecommendationsWidget({ signedIn = true, listId = null, onViewAnalysis }: TopRecommendationsWidgetProps) {
  const recommendations = useRecommendations(listId, signedIn);
  // The list's max position size (server-side preference) for the portfolio analysis.
  const preferences = useListPreferences(signedIn ? listId : null);
  const status = useRecommendationStatus();
  const [justDone, setJustDone] = useState<ReadonlySet<string>>(new Set());
  const [analysisOpen, setAnalysisOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const wordLimit = useIsMobile() ? WORD_LIMIT.mobile : WORD_LIMIT.desktop;
  const items = useMemo(() => topItems(recommendations.data?.recommendations ?? [], justDone), [recommendations.data, justDone]);

  const change = (next: StatusChange) => {
    const forget = () =>
      setJustDone((current) => {
        const rest = new Set(current);
        rest.delete(next.id);
        return rest;
      });
    if (next.status === 'DONE') setJustDone((current) => new Set(current).add(next.id));
    status.mutate(next, { onSettled: forget });
  };

  if (!signedIn) return null;
  return (
    <div className="folio-ins" data-testid="top-recommendations-widget">
      <div className="folio-ins-section-header">
        <div className="folio-ins-inline">
          <H4 style={{ margin: 0 }}>Top AI Recommendations</H4>
        </div>
        <div className="folio-ins-inline">
          <Button size="small" intent={Intent.PRIMARY} icon="predictive-analysis" text="Run AI Analysis" onClick={() => setAnalysisOpen(true)} />
          <Button size="small" icon="chat" text="Ask Assistant" onClick={() => setChatOpen(true)} />
          <Link to="/recommendations">See all</Link>
        </div>
      </div>
      {recommendations.isPending && <NonIdealState icon={<Spinner size={20} />} title="Loading recommendations..." />}
      {recommendations.isError && <NonIdealState icon="error" title="Failed to load recommendations" />}
      {recommendations.data && items.length === 0 && (
        <NonIdealState
          icon="lightbulb"
          title="No strong recommendations right now"
          description="Active buy and sell calls with at least 70% confidence show here. Run AI Analysis to review your list."
        />
      )}
      {items.length > 0 && (
        <ul className="folio-ins-top-list">
          {items.map((item) => (
            <TopRecommendationItem
              key={item.id}
              item={item}
              wordLimit={wordLimit}
              done={justDone.has(item.id) && item.status === 'DONE'}
              onDone={() => change({ id: item.id, status: 'DONE' })}
              onDelete={() => change({ id: item.id, status: 'DELETED' })}
              onViewAnalysis={onViewAnalysis}
            />
          ))}
        </ul>
      )}
      <Drawer isOpen={chatOpen} onClose={() => setChatOpen(false)} size={DrawerSize.STANDARD} className="folio-ins-drawer">
        <div className="folio-ins-drawer-body">
          <ChatPanel listId={listId} onClose={() => setChatOpen(false)} />
        </div>
      </Drawer>
      <PortfolioAnalysisModal
        isOpen={analysisOpen}
        onClose={() => setAnalysisOpen(false)}
        listId={listId}
        maxPositionSize={preferences.data?.maxPositionSize}
        onViewAnalysis={onViewAnalysis}
      />
    </div>
  );
}
