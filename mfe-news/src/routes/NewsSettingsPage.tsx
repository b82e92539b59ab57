/**
 * /news/settings: News Settings (dashboard-news-tools.md sections 2, 3 and 9): sources with
 * their request budgets, configuration, filters, API key status, system info, the endpoints
 * documentation, usage statistics and live monitoring. Refetched every 60 seconds.
 */
import { Button, H1, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { newsKeys } from '@folio/shell-kit';
import { api } from '@folio/shell-kit/api';
import { Link } from '@folio/shell-kit/router';
import { LoadingState } from '@folio/shell-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { publishTime } from '../common/text.ts';
import { SETTINGS_REFETCH_MS } from '../common/timing.ts';
import { EndpointsDoc } from '../settings/EndpointsDoc.tsx';
import { LiveMonitoring } from '../settings/LiveMonitoring.tsx';
import { Facts, onOff, Section, yesNo } from '../settings/Section.tsx';
import { SourcesSection } from '../settings/SourcesSection.tsx';
import { usageStatistics } from '../settings/usage.ts';
import '../styles/news.css';

const keyStatus = (configured: boolean) => (
  <Tag minimal intent={configured ? Intent.SUCCESS : Intent.NONE}>{configured ? 'Configured' : 'Missing'}</Tag>
);

export default function NewsSettingsPage() {
  const settings = useQuery({ queryKey: newsKeys.settings, queryFn: () => api.news.settings(), refetchInterval: SETTINGS_REFETCH_MS });
  const data = settings.data;
  const usage = data ? usageStatistics(data.sources) : null;

  return (
    <section className="folio-news folio-news-page" data-testid="news-settings-page">
      <nav aria-label="Breadcrumb" className="folio-news-small">
        <Link to="/news" style={{ textDecoration: 'underline' }}>
          News
        </Link>{' '}
        / <span aria-current="page">Settings</span>
      </nav>
      <header className="folio-news-header">
        <H1>News Settings</H1>
        <Button icon="refresh" text={settings.isFetching && !settings.isPending ? 'Refreshing...' : 'Refresh'} onClick={() => void settings.refetch()} />
      </header>
      {settings.isPending && <LoadingState text="Loading news settings..." />}
      {settings.isError && !data && (
        <NonIdealState
          icon="error"
          title="Error loading news settings"
          description="Failed to load news configuration. Please try again."
          action={<Button text="Retry" onClick={() => void settings.refetch()} />}
        />
      )}
      {data && usage && (
        <>
          <SourcesSection sources={data.sources} />
          <div className="folio-news-settings-grid">
            <Section id="news-configuration" title="System Configuration">
              <Facts
                label="System configuration"
                rows={[
                  ['Cache duration', `${data.configuration.cacheDuration} minutes`],
                  ['Refresh interval', `${data.configuration.refreshInterval} minutes`],
                  ['Max articles per request', data.configuration.maxArticlesPerRequest],
                  ['Sentiment analysis', onOff(data.configuration.sentimentAnalysis)],
                  ['Company extraction', onOff(data.configuration.companyExtraction)],
                  ['Deduplication', onOff(data.configuration.deduplication)],
                ]}
              />
            </Section>
            <Section id="news-filters" title="Filter Settings">
              <Facts
                label="Filter settings"
                rows={[
                  ['Portfolio news only by default', yesNo(data.filters.defaultPortfolioOnly)],
                  ['Max days back', data.filters.maxDaysBack],
                  ['Include market news', yesNo(data.filters.includeMarketNews)],
                  ['Include sector news', yesNo(data.filters.includeSectorNews)],
                ]}
              />
            </Section>
            <Section id="news-api-keys" title="API Key Status">
              <Facts
                label="API key status"
                rows={[
                  ['News API', keyStatus(data.apiKeys.newsApi)],
                  ['Alpha Vantage', keyStatus(data.apiKeys.alphaVantage)],
                  ['Polygon', keyStatus(data.apiKeys.polygon)],
                ]}
              />
            </Section>
            <Section id="news-system-info" title="System Info">
              <Facts
                label="System info"
                rows={[
                  ['Environment', data.systemInfo.environment],
                  ['Cache', onOff(data.systemInfo.cacheEnabled)],
                  ['Rate limiting', onOff(data.systemInfo.rateLimiting)],
                  ['Fallback', onOff(data.systemInfo.fallbackEnabled)],
                  ['Last cache clear', data.systemInfo.lastCacheClear ? publishTime(data.systemInfo.lastCacheClear) : 'Never'],
                  ['Cached articles', data.systemInfo.totalCachedArticles.toLocaleString('en-US')],
                  ['Average response time', data.systemInfo.averageResponseTime === null ? 'N/A' : `${Math.round(data.systemInfo.averageResponseTime)} ms`],
                  ['Supported languages', data.systemInfo.supportedLanguages.join(', ')],
                  ['Max search terms', data.systemInfo.maxSearchTerms],
                  ['Company names recognised', data.systemInfo.companyNameMapping],
                ]}
              />
            </Section>
            <Section id="news-usage" title="Usage Statistics">
              <Facts
                label="Usage statistics"
                rows={[
                  ['Total requests', usage.totalRequests],
                  ['Active sources', usage.active],
                  ['Inactive sources', usage.inactive],
                  ['Sources in error', usage.error],
                ]}
              />
            </Section>
            <LiveMonitoring settings={data} updatedAt={settings.dataUpdatedAt} />
          </div>
          <EndpointsDoc />
        </>
      )}
    </section>
  );
}
