/**
 * The Financial Metrics tab: every stock-data metric of core.md section 3, grouped, with the
 * good/bad thresholds of section 9 from contracts (assessMetric, assessPeg, assessPeVsSector).
 */
import { assessMetric, assessPeg, assessPeVsSector, type AssessedMetric, type StockData } from '@folio/contracts';
import { formatCurrency, formatLargeCurrency, formatPercent, formatVolume } from '@folio/shell-kit';

export type Tone = 'good' | 'bad' | null;

export interface MetricRow {
  label: string;
  value: string;
  tone: Tone;
  /** A word judgement where the spec gives one (Undervalued, Attractive, ...). */
  note?: string;
}

export interface MetricGroup {
  title: string;
  rows: MetricRow[];
}

const ratio = (value: number | null) => (value === null ? 'N/A' : value.toFixed(2));
const percent = (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(2)}%`);

function assessed(stock: StockData, metric: AssessedMetric, label: string, format: (value: number | null) => string = percent): MetricRow {
  return { label, value: format(stock[metric]), tone: assessMetric(metric, stock[metric]) };
}

export function metricGroups(stock: StockData, options: { showDividendYield: boolean }): MetricGroup[] {
  const pe = assessPeVsSector(stock.peRatio, stock.sectorPeAverage);
  const peg = assessPeg(stock.pegRatio);
  return [
    {
      title: 'Valuation',
      rows: [
        { label: 'P/E Ratio', value: ratio(stock.peRatio), tone: pe === null ? null : pe === 'Undervalued' ? 'good' : 'bad', ...(pe ? { note: pe } : {}) },
        { label: 'Sector P/E', value: ratio(stock.sectorPeAverage), tone: null },
        { label: 'PEG Ratio', value: ratio(stock.pegRatio), tone: peg === null ? null : peg === 'Attractive' ? 'good' : 'bad', ...(peg ? { note: peg } : {}) },
        { label: 'Price/Book', value: ratio(stock.priceToBook), tone: null },
        { label: 'Market Cap', value: formatLargeCurrency(stock.marketCap), tone: null },
      ],
    },
    {
      title: 'Profitability',
      rows: [
        assessed(stock, 'returnOnAssets', 'Return on Assets'),
        assessed(stock, 'returnOnEquity', 'Return on Equity'),
        assessed(stock, 'roic', 'ROIC'),
        assessed(stock, 'profitMargins', 'Profit Margin'),
        assessed(stock, 'operatingMargins', 'Operating Margin'),
      ],
    },
    {
      title: 'Growth',
      rows: [
        { ...assessed(stock, 'earningsGrowth', 'Earnings Growth'), value: formatPercent(stock.earningsGrowth) },
        { ...assessed(stock, 'salesGrowthRate', 'Sales Growth'), value: formatPercent(stock.salesGrowthRate) },
        { ...assessed(stock, 'epsGrowthRate', 'EPS Growth'), value: formatPercent(stock.epsGrowthRate) },
      ],
    },
    {
      title: 'Financial Health',
      rows: [
        assessed(stock, 'currentRatio', 'Current Ratio', ratio),
        assessed(stock, 'quickRatio', 'Quick Ratio', ratio),
        assessed(stock, 'debtToEquity', 'Debt/Equity', ratio),
        { label: 'Total Cash', value: formatLargeCurrency(stock.totalCash), tone: null },
        { label: 'Total Debt', value: formatLargeCurrency(stock.totalDebt), tone: null },
        { label: 'Free Cash Flow', value: formatLargeCurrency(stock.freeCashflow), tone: null },
      ],
    },
    {
      title: 'Per Share and Size',
      rows: [
        { label: 'Trailing EPS', value: formatCurrency(stock.trailingEps), tone: null },
        { label: 'Forward EPS', value: formatCurrency(stock.forwardEps), tone: null },
        { label: 'Book Value', value: formatCurrency(stock.bookValue), tone: null },
        { label: 'Total Revenue', value: formatLargeCurrency(stock.totalRevenue), tone: null },
        { label: 'EBITDA', value: formatLargeCurrency(stock.ebitda), tone: null },
        ...(options.showDividendYield
          ? [
              { label: 'Dividend Yield', value: percent(stock.dividendYield), tone: null },
              { label: 'Payout Ratio', value: percent(stock.payoutRatio), tone: null },
            ]
          : []),
      ],
    },
    {
      title: 'Trading',
      rows: [
        { label: 'Volume', value: formatVolume(stock.volume), tone: null },
        { label: 'Avg Volume', value: formatVolume(stock.avgVolume), tone: null },
        { label: '50-Day MA', value: formatCurrency(stock.movingAverage50Day), tone: null },
        { label: 'Sector', value: stock.sector ?? 'N/A', tone: null },
        { label: 'Industry', value: stock.industry ?? 'N/A', tone: null },
      ],
    },
  ];
}
