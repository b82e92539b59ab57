// @vitest-environment happy-dom
import type { IndicatorsResponse, PriceSeriesResponse } from '@folio/contracts';
import { answerSchemas } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { renderWithProviders, testQueryClient } from '../testing/render.tsx';
import IndicatorsPage from './IndicatorsPage.tsx';

// happy-dom has no canvas: the charts are inert stand-ins (the e2e spec draws the real ones).
vi.mock('lightweight-charts', () => {
  const series = { setData: () => {}, createPriceLine: () => {} };
  const timeScale = {
    fitContent: () => {},
    getVisibleLogicalRange: () => null,
    setVisibleLogicalRange: () => {},
    subscribeVisibleLogicalRangeChange: () => {},
    unsubscribeVisibleLogicalRangeChange: () => {},
  };
  return {
    createChart: () => ({
      addSeries: () => series,
      priceScale: () => ({ applyOptions: () => {} }),
      timeScale: () => timeScale,
      subscribeCrosshairMove: () => {},
      unsubscribeCrosshairMove: () => {},
      setCrosshairPosition: () => {},
      clearCrosshairPosition: () => {},
      remove: () => {},
    }),
    CandlestickSeries: {},
    LineSeries: {},
    HistogramSeries: {},
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Normal: 0 },
    LineStyle: { Solid: 0, Dotted: 1, Dashed: 2 },
  };
});

const DATES = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
const provenance = { source: 'demo' as const, stale: false };

function answerFor(path: string): unknown {
  const url = new URL(path, 'http://x');
  if (url.pathname.startsWith('/indicators/')) {
    const symbol = decodeURIComponent(url.pathname.split('/')[2]!);
    const rows = DATES.map((t, index) => ({
      t, c: 100 + index, bbUpper: 110, bbMiddle: 100, bbLower: 90, macd: 1, macdSignal: 0.5, macdHistogram: 0.5, rsi: 55, stochRsi: 40, obv: 1e6, ema9: 101, ema21: 100, sma50: 99, sma200: 95,
    }));
    return { symbol, interval: url.searchParams.get('interval'), from: url.searchParams.get('from'), to: url.searchParams.get('to'), rows, ...provenance } as IndicatorsResponse;
  }
  if (url.pathname === '/market/price-series') {
    const rows = DATES.map((t, index) => ({ t, o: 100, h: 105, l: 95, c: 100 + index * 10, v: 1e6 }));
    return { symbol: url.searchParams.get('symbol')!, interval: '1d', range: '6mo', from: DATES[0]!, to: DATES[3]!, rows, ...provenance } as PriceSeriesResponse;
  }
  if (url.pathname === '/market/ratio') return { base: 'ETH-USD', quote: 'BTC-USD', interval: '1d', range: '6mo', from: '', to: '', rows: [{ t: DATES[0], ratio: 0.04 }], ...provenance };
  if (url.pathname.endsWith('/quote')) return { currentPrice: 131.5 };
  throw new Error(`unexpected ${path}`);
}

let calls: string[] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(api, 'request').mockImplementation(async (_method, path, answer) => {
    calls.push(path);
    const body = answerFor(path);
    // Answers are checked against the server's schemas, as the Pact tests do.
    return (path.endsWith('/quote') ? body : answerSchemas[answer].parse(body)) as never;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Indicators page', () => {
  it('opens on AAPL, 1d and 6mo with every panel and the header figures', async () => {
    renderWithProviders(<IndicatorsPage />, { route: '/indicators' });
    expect(screen.getByRole('heading', { name: 'Indicators: AAPL' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Interval' }) as HTMLSelectElement).value).toBe('1d');
    expect((screen.getByRole('combobox', { name: 'Range' }) as HTMLSelectElement).value).toBe('6mo');
    for (const panel of ['price', 'macd', 'rsi', 'stoch-rsi', 'volume', 'context']) expect(await screen.findByTestId(`chart-panel-${panel}`)).toBeTruthy();
    expect(screen.getByTestId('indicators-header').textContent).toContain('$131.50');
    expect(screen.getByTestId('indicators-header').textContent).toContain('+30.00% over 6mo');
    expect(calls.some((path) => /^\/indicators\/AAPL\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&interval=1d$/.test(path))).toBe(true);
    expect(calls).toContain('/market/price-series?symbol=AAPL&interval=1d&range=6mo');
    expect(screen.getByTestId('chart-panel-price').textContent).toContain('C 130.00');
  });

  it('hides a panel when its indicator is switched off', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IndicatorsPage />, { route: '/indicators?symbol=MSFT' });
    await screen.findByTestId('chart-panel-macd');
    await user.click(screen.getByRole('checkbox', { name: 'MACD' }));
    await user.click(screen.getByRole('checkbox', { name: 'RSI' }));
    expect(screen.queryByTestId('chart-panel-macd')).toBeNull();
    expect(screen.queryByTestId('chart-panel-rsi')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'OBV' }));
    expect(screen.getByRole('heading', { name: 'Volume' })).toBeTruthy();
  });

  it('lets Macro force weekly bars over 5 years and disables the selectors', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IndicatorsPage />, { route: '/indicators?symbol=MSFT' });
    await screen.findByTestId('chart-panel-price');
    await user.click(screen.getByRole('checkbox', { name: 'Macro (weekly)' }));
    expect(screen.getByRole('combobox', { name: 'Interval' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Range' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(calls).toContain('/market/price-series?symbol=MSFT&interval=1wk&range=5y'));
  });

  it('applies a trimmed, upper-cased symbol to the URL and ignores a blank one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IndicatorsPage />, { route: '/indicators' });
    const box = screen.getByRole('textbox', { name: 'Chart symbol' });
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/indicators');
    await user.clear(box);
    await user.type(box, ' eth-usd {Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/indicators?symbol=ETH-USD');
    expect(await screen.findByRole('heading', { name: 'Context: ETH-USD / BTC-USD' })).toBeTruthy();
    expect(calls).toContain('/market/ratio?base=ETH-USD&quote=BTC-USD&interval=1d&range=6mo');
  });

  it("says 'Error loading data: {message}', with 'Unknown error' as the fallback", async () => {
    // The page retries twice; without the delay between tries.
    const quickRetries = () => {
      const client = testQueryClient();
      client.setDefaultOptions({ queries: { retryDelay: 0 } });
      return client;
    };
    vi.spyOn(api, 'request').mockRejectedValue(new ApiRequestError(404, 'Not Found', 'Stock not found'));
    renderWithProviders(<IndicatorsPage />, { route: '/indicators?symbol=ZZZZ', client: quickRetries() });
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading data: Stock not found');
    cleanup();
    vi.spyOn(api, 'request').mockRejectedValue({});
    renderWithProviders(<IndicatorsPage />, { route: '/indicators?symbol=YYYY', client: quickRetries() });
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading data: Unknown error');
  });
});
