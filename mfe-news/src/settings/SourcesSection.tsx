/** News API Sources: each source's status, endpoint, requests today over its limit, remaining, last use. */
import { HTMLTable, Intent, Tag } from '@blueprintjs/core';
import type { NewsSource, NewsSourceStatus } from '@folio/contracts';
import { relativeTime } from '../common/text.ts';
import { Section } from './Section.tsx';
import { isLow } from './usage.ts';

export const STATUS_INTENT: Record<NewsSourceStatus, Intent> = { active: Intent.SUCCESS, inactive: Intent.NONE, error: Intent.DANGER };

export function lastUsed(value: string | null) {
  return value ? relativeTime(value) : 'Never';
}

export function SourcesSection({ sources }: { sources: readonly NewsSource[] }) {
  return (
    <Section id="news-sources" title="News API Sources">
      {/* Focusable: on a phone the table scrolls sideways inside its box, and keyboards must reach it. */}
      <div className="folio-news-scroll-x" tabIndex={0} role="group" aria-label="News API sources table">
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Status</th>
              <th scope="col">Requests today</th>
              <th scope="col">Remaining</th>
              <th scope="col">Last used</th>
            </tr>
          </thead>
          <tbody>
            {sources.map((source) => (
              <tr key={source.name}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  <strong>{source.name}</strong>
                  <div className="folio-news-small" style={{ overflowWrap: 'anywhere' }}>
                    <code>{source.endpoint}</code>
                  </div>
                  <div className="folio-news-small">{source.description}</div>
                  {source.lastError && <div className="folio-news-small folio-news-loss">{source.lastError}</div>}
                </th>
                <td>
                  <Tag minimal intent={STATUS_INTENT[source.status]}>
                    {source.status}
                  </Tag>
                </td>
                <td>
                  {source.requestCount} / {source.dailyLimit}
                </td>
                <td className={isLow(source) ? 'folio-news-low' : undefined}>{source.remainingRequests}</td>
                <td>{lastUsed(source.lastUsed)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </Section>
  );
}
