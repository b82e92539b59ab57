/**
 * Dashboard widget 'news' (dashboard-news-tools.md sections 2, 4 and 9): Portfolio, Market and Top
 * News tabs; only the selected tab's data is fetched. Visitors get Top News only (the one news
 * call open to them). Titles cut at 80, descriptions at 120, 3 companies then +N, relative times
 * up to weeks.
 */
import type { DashboardWidgetProps } from '@folio/shell-kit';
import { H4, NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import { NEWS_LIMITS, type NewsArticle } from '@folio/contracts';
import { newsKeys } from '@folio/shell-kit';
import { api } from '@folio/shell-kit/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ArticleCard } from '../common/ArticleCard.tsx';
import { NEWS_REFETCH_MS } from '../common/timing.ts';
import { isWeekend } from '../common/text.ts';
import '../styles/news.css';

type NewsTab = 'portfolio' | 'market' | 'top';

const TABS: Array<{ value: NewsTab; label: string }> = [
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'market', label: 'Market' },
  { value: 'top', label: 'Top News' },
];

/** Headlines one tab lists. */
const SHOWN = 8;

export type NewsWidgetProps = DashboardWidgetProps;

function useTabNews(tab: NewsTab, listId: string | null) {
  const hourly = { refetchInterval: NEWS_REFETCH_MS, staleTime: 5 * 60_000 };
  const portfolio = useQuery({
    queryKey: newsKeys.portfolio(listId, {}),
    queryFn: () => api.news.portfolio({ listId: listId ?? undefined }),
    enabled: tab === 'portfolio' && listId !== null,
    ...hourly,
  });
  const market = useQuery({ queryKey: newsKeys.market, queryFn: () => api.news.market(), enabled: tab === 'market', ...hourly });
  const top = useQuery({
    queryKey: newsKeys.dashboardTop,
    queryFn: async () => {
      const answer = await api.news.dashboardTopNews();
      if (!answer.success) throw new Error(answer.error ?? 'Top news failed');
      return answer.data;
    },
    enabled: tab === 'top',
    ...hourly,
  });
  if (tab === 'portfolio') {
    const symbols = portfolio.data?.summary.symbols.length ?? 0;
    const empty = symbols === 0
      ? 'Add stocks to your portfolio to see relevant news.'
      : isWeekend()
        ? 'No portfolio news available (markets closed on weekends).'
        : 'No news found for your portfolio stocks.';
    return { query: portfolio, articles: portfolio.data?.portfolioNews, empty };
  }
  if (tab === 'market') return { query: market, articles: market.data, empty: 'No market news available at the moment.' };
  return { query: top, articles: top.data, empty: 'No top news available at the moment.' };
}

function TabNews({ tab, listId }: { tab: NewsTab; listId: string | null }) {
  const { query, articles, empty } = useTabNews(tab, listId);
  if (tab === 'portfolio' && listId === null) return <NonIdealState icon="list" description="Select a portfolio list to see relevant news." />;
  if (query.isPending) return <NonIdealState icon={<Spinner size={20} />} description="Loading news..." />;
  if (query.isError || !articles) return <NonIdealState icon="feed" description="News data unavailable" />;
  if (articles.length === 0) return <NonIdealState icon="feed" description={empty} />;
  return (
    <ul className="folio-news-list" aria-label={`${TABS.find((item) => item.value === tab)!.label} headlines`}>
      {articles.slice(0, SHOWN).map((article: NewsArticle) => (
        <li key={article.id}>
          <ArticleCard
            article={article}
            titleMax={NEWS_LIMITS.widgetTitle}
            descriptionMax={NEWS_LIMITS.widgetDescription}
            countMoreCompanies
            showTopics={false}
            weeks
          />
        </li>
      ))}
    </ul>
  );
}

export default function NewsWidget({ signedIn, listId = null }: Partial<NewsWidgetProps>) {
  const tabs = signedIn === false ? TABS.filter((tab) => tab.value === 'top') : TABS;
  const [chosen, setTab] = useState<NewsTab>(tabs[0]!.value);
  const tab = tabs.some((item) => item.value === chosen) ? chosen : tabs[0]!.value;
  return (
    <div data-testid="news-widget" className="folio-news folio-news-widget">
      <H4>News</H4>
      {tabs.length > 1 && (
        <SegmentedControl
          fill
          size="small"
          aria-label="News"
          options={tabs}
          value={tab}
          onValueChange={(value) => setTab(value as NewsTab)}
        />
      )}
      <TabNews tab={tab} listId={listId} />
    </div>
  );
}
