/**
 * Live API Monitoring: each source's use of its daily budget as a bar (News API on the basis of
 * 95 requests a day), remaining in red under 10, and when these figures were read (the settings
 * are refetched every 60 seconds).
 */
import { Intent, Tag } from '@blueprintjs/core';
import type { NewsSettings } from '@folio/contracts';
import { Section } from './Section.tsx';
import { lastUsed, STATUS_INTENT } from './SourcesSection.tsx';
import { isLow, usageBasis } from './usage.ts';

export function LiveMonitoring({ settings, updatedAt }: { settings: NewsSettings; updatedAt: number }) {
  const { averageResponseTime } = settings.systemInfo;
  return (
    <Section id="news-live-monitoring" title="Live API Monitoring">
      <p className="folio-news-small" role="status">
        Updated {new Date(updatedAt).toLocaleTimeString('en-US')} · refreshes every 60 seconds · average response time{' '}
        {averageResponseTime === null ? 'not measured yet' : `${Math.round(averageResponseTime)} ms`}
      </p>
      <ul className="folio-news-list">
        {settings.sources.map((source) => {
          const basis = usageBasis(source);
          const used = Math.min(source.requestCount, basis);
          return (
            <li key={source.name}>
              <div className="folio-news-panel-head" style={{ marginBottom: 4 }}>
                <strong>{source.name}</strong>
                <Tag minimal intent={STATUS_INTENT[source.status]}>
                  {source.status}
                </Tag>
              </div>
              <progress
                max={basis}
                value={used}
                aria-label={`${source.name}: ${source.requestCount} of ${basis} requests today`}
                style={{ width: '100%' }}
              />
              <div className="folio-news-small">
                {source.requestCount} of {basis} requests today ·{' '}
                <span className={isLow(source) ? 'folio-news-low' : undefined}>{source.remainingRequests} remaining</span> · last used{' '}
                {lastUsed(source.lastUsed)}
              </div>
            </li>
          );
        })}
      </ul>
      {settings.sources.some((source) => source.status === 'error') && (
        <Tag intent={Intent.DANGER} minimal>
          A source is failing; requests fall back to the next source.
        </Tag>
      )}
    </Section>
  );
}
