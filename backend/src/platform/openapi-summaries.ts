/**
 * One line per operation for the OpenAPI document (Redocly requires a summary on each). A route
 * may also set `schema.summary` itself; a new route without either fails `npm run lint:openapi`.
 */
export const OPERATION_SUMMARIES: Readonly<Record<string, string>> = {
  'GET /api/health': 'Server, store and projection health',
  'POST /api/auth/register': 'Create an account',
  'POST /api/auth/login': 'Sign in with email and password',
  'GET /api/auth/me': 'The signed-in user',
  'GET /api/auth/google/auth': 'Start Google sign-in',
  'GET /api/auth/google/callback': 'Google sign-in return address',
  'POST /api/auth/google/exchange': 'Finish Google sign-in',
  'GET /api/lists': "The user's lists",
  'POST /api/lists': 'Create a list',
  'PUT /api/lists/{id}': 'Rename or describe a list',
  'DELETE /api/lists/{id}': 'Delete a list (its holdings move to the default list)',
  'GET /api/lists/{id}/preferences': "A list's portfolio preferences (defaults where none were saved)",
  'PUT /api/lists/{id}/preferences': "Change any of a list's portfolio preferences",
  'POST /api/lists/{id}/set-default': 'Make a list the default',
  'GET /api/stocks/aggregated': 'Quotes and metrics for several stocks',
  'GET /api/stocks/history': 'Price history for several stocks',
  'GET /api/stocks/{symbol}': "A stock's data and metrics",
  'GET /api/stocks/{symbol}/quote': "A stock's quote",
  'GET /api/stocks/{symbol}/aggregated': "A stock's quote and metrics",
  'GET /api/stocks/{symbol}/history': "A stock's price history",
  'POST /api/investments/enrich-batch': 'Market data for a batch of symbols',
  'POST /api/investments/enrich-cached': 'Cached market data for a batch of symbols',
  'GET /api/indicators/{symbol}': 'Technical indicators for a stock',
  'GET /api/market/price-series': 'Price series for a chart',
  'GET /api/market/ratio': 'Price ratio of two instruments',
  'GET /api/dashboard/market-data': 'Market overview for the dashboard',
  'GET /api/investments': 'Holdings with current prices',
  'GET /api/investments/fast': 'Holdings priced from the cache only',
  'GET /api/investments/enriched': 'Holdings with every stock metric',
  'GET /api/investments/dashboard': 'Holdings for the dashboard',
  'GET /api/investments/summary': "A list's value, gains and returns",
  'POST /api/investments/stock': 'Add a holding or a watch-only symbol',
  'PUT /api/investments/stock/{id}': 'Edit a position',
  'DELETE /api/investments/stock/{id}': 'Delete a position',
  'POST /api/investments/sell-position': 'Sell shares of a position',
  'GET /api/investments/transactions': "A list's transactions",
  'POST /api/investments/cash-flow': 'Record a deposit or withdrawal',
  'GET /api/investments/cash-flows': "A list's cash flows",
  'GET /api/investments/total-cash-invested': 'Net cash invested',
  'PUT /api/investments/cash-flow/{id}': 'Change a cash flow',
  'DELETE /api/investments/cash-flow/{id}': 'Delete a cash flow',
  'POST /api/investments/bulk': 'Add many positions at once',
  'POST /api/investments/import-csv': 'Import a broker CSV export (holdings or transactions)',
  'POST /api/investments/import-csv/preview': 'Preview a broker CSV import row by row',
  'GET /api/investments/export': 'Export holdings as CSV',
  'POST /api/investments/estimate-purchase-dates': 'Estimate missing purchase dates',
  'GET /api/audit/lists/{id}/events': "A list's event history",
  'GET /api/audit/lists/{id}/events/export': "Export a list's events",
  'POST /api/audit/verify': 'Verify the read models against the event log',
  'GET /api/dashboard/watchlist': 'Watch list for the dashboard',
  'PUT /api/dashboard/set-default-list': 'Set the default list from the dashboard',
  'POST /api/investments/stocks/{symbol}/analyze': 'Analyse one stock',
  'GET /api/investments/stocks/{symbol}/analyses': "A stock's past analyses",
  'GET /api/investments/ai-analysis': 'Analyse a whole list',
  'GET /api/investments/past-analyses': "A list's past analyses",
  'GET /api/investments/analyses/{id}': 'One analysis with its inputs',
  'GET /api/investments/recommendations': 'Recommendations',
  'GET /api/investments/recommendations/test': 'Sample recommendations',
  'GET /api/investments/recommendations/{id}': 'One recommendation',
  'PATCH /api/investments/recommendations/{id}': "Change a recommendation's status",
  'GET /api/investments/llm-info': 'Which analyst answers',
  'GET /api/chat/suggestions': 'Suggested questions for the assistant',
  'POST /api/chat/query': 'Ask the portfolio assistant',
  'GET /api/auth/providers': 'Sign-in methods this server offers',
};

const file = (type: string, description: string) => ({
  description,
  headers: { 'content-disposition': { description: 'attachment; filename="..."', schema: { type: 'string' } } },
  content: { [type]: { schema: { type: 'string' } } },
});
const redirect = (description: string) => ({
  description,
  headers: { location: { description: 'Where the browser goes next.', schema: { type: 'string' } } },
});

/**
 * Success answers the route schemas cannot declare: a response schema there would make Fastify
 * serialise the CSV/NDJSON bodies as JSON. Documentation only; the handlers send these as is.
 */
export const NON_JSON_ANSWERS: Readonly<Record<string, Record<string, unknown>>> = {
  'GET /api/investments/export': { 200: file('text/csv', 'The holdings as CSV, one line per position.') },
  'GET /api/audit/lists/{id}/events/export': { 200: file('application/x-ndjson', 'Every event of the list, one JSON object per line, oldest first.') },
  'GET /api/audit/public-key': { 200: file('application/x-pem-file', 'The Ed25519 public key that signs audit checkpoints, SPKI PEM.') },
  'GET /api/auth/google/auth': { 302: redirect("To Google's consent page, or to /auth/callback with a message when Google sign-in is not available.") },
  'GET /api/auth/google/callback': { 302: redirect('To /auth/callback, signed in or with the reason why not.') },
  'GET /api/dashboard/gmail/callback': {
    200: { description: 'A small page saying Gmail is connected (it closes itself) or why not.', content: { 'text/html': { schema: { type: 'string' } } } },
  },
  'GET /api/notifications/stream': {
    200: { description: 'Server-Sent Events: `event: notification` with a Notification as data and its sequence as id; comment heartbeats.', content: { 'text/event-stream': { schema: { type: 'string' } } } },
  },
};
