/** API Endpoints & Payloads: the news calls this product makes and the page sizes of the three sources. */
import { NEWS_LIMITS } from '@folio/contracts';
import { Section } from './Section.tsx';

const CALLS: Array<[string, string]> = [
  ['GET /api/news/portfolio?listId=&limit=&page=', '{ portfolioNews[], marketNews[], summary{ totalArticles, sentimentBreakdown, topStocks, symbols, sectors, symbolToSector }, meta{ page, limit, total, hasMore } }'],
  ['POST /api/news/portfolio?listId=', '{ success, symbols[], indexed, totalArticles, sources[], indexedAt }'],
  ['GET /api/news/market, GET /api/news/top', 'NewsArticle[]: { id, title, description, content, url, publishedAt, source, sentiment, impact, companies[], topics[], relevance }'],
  ['GET /api/news/sector/{sector}', `NewsArticle[] (at most ${NEWS_LIMITS.sectorArticles})`],
  ['GET /api/news/summary/{symbol}', '{ symbol, keyEvents: NewsArticle[] }'],
  ['GET /api/news/correlation/impacts?symbol=&from=&to=', '{ data: [{ articleId, title, url, publishedAt, symbols[], returns{ 1d, 3d, 7d }, sentiment, impact, relevance }] }'],
  ['GET /api/news/settings', '{ sources[], configuration, filters, apiKeys, systemInfo }'],
  ['GET /api/dashboard/top-news', '{ success, data: NewsArticle[], error? }'],
];

const SOURCES: Array<[string, string]> = [
  ['News API', `GET https://newsapi.org/v2/everything?q=...&pageSize=${NEWS_LIMITS.newsApiPageSize}`],
  ['Alpha Vantage', `GET https://www.alphavantage.co/query?function=NEWS_SENTIMENT&tickers=...&limit=${NEWS_LIMITS.alphaVantageLimit}`],
  ['Polygon', `GET https://api.polygon.io/v2/reference/news?ticker=...&limit=${NEWS_LIMITS.polygonLimit}`],
];

export function EndpointsDoc() {
  return (
    <Section id="news-endpoints" title="API Endpoints & Payloads">
      {CALLS.map(([call, answer]) => (
        <div key={call}>
          <code>{call}</code>
          <pre className="folio-news-code">{answer}</pre>
        </div>
      ))}
      <h3 style={{ fontSize: 14 }}>Sources</h3>
      {SOURCES.map(([name, call]) => (
        <div key={name}>
          <strong>{name}</strong>
          <pre className="folio-news-code">{call}</pre>
        </div>
      ))}
    </Section>
  );
}
