import type { Allocation, AllocationShare, PortfolioItem } from '@folio/contracts';
import type { ListsService } from '../../lists/service.ts';
import type { CachedMarketData } from '../../market/cache.ts';
import { FxRates } from '../../market/fx.ts';
import type { Actor } from '../../shared/actor.ts';
import { toIsoDay } from '../../shared/dates.ts';
import type { PortfolioQueries } from '../queries.ts';
import { ASSET_CLASS_LABELS, assetClassOf, listingCountryOf, marketCapBandOf, sectorOf } from './classify.ts';

export interface AllocationDeps {
  portfolio: Pick<PortfolioQueries, 'items'>;
  lists: Pick<ListsService, 'preferences' | 'defaultListId'>;
  market: CachedMarketData;
  now(): Date;
}

interface Holding {
  symbol: string;
  /** Market value in the base currency. */
  value: number;
  classes: Record<'sector' | 'assetClass' | 'marketCap' | 'geography', { key: string; label: string }>;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const fraction = (value: number) => Math.round(value * 1e10) / 1e10;

/** Slices by `keyOf`, values added unrounded and rounded once, largest first (ties by key). */
function slicesBy(holdings: readonly Holding[], total: number, keyOf: (holding: Holding) => { key: string; label: string }): AllocationShare[] {
  const sums = new Map<string, { label: string; value: number }>();
  for (const holding of holdings) {
    const { key, label } = keyOf(holding);
    const sum = sums.get(key);
    if (sum) sum.value += holding.value;
    else sums.set(key, { label, value: holding.value });
  }
  return [...sums]
    .map(([key, { label, value }]) => ({ key, label, value: cents(value), weight: total > 0 ? fraction(value / total) : 0 }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}

/** GET /api/investments/allocation: the list's holdings now, by holding, sector, asset class, market cap and listing country. */
export function allocationQueries(deps: AllocationDeps) {
  const fx = new FxRates(deps.market, () => deps.now().getTime());

  /** Market cap in US dollars (the bands' unit); null without a cap or a rate. */
  async function marketCapUsd(item: PortfolioItem, day: string): Promise<number | null> {
    const cap = item.stockData?.marketCap ?? null;
    const currency = item.stockData?.currency ?? item.currency ?? 'USD';
    if (cap === null || currency === 'USD') return cap;
    return fx.convert(cap, currency, 'USD', day).catch(() => null);
  }

  async function holdingOf(item: PortfolioItem, day: string): Promise<Holding | null> {
    // Watch-only rows and holdings without a price (or a rate) have no value to allocate.
    const value = item.base?.totalValue ?? (item.base ? null : item.totalValue);
    if (!(item.quantity > 0) || value === null || value === undefined) return null;
    const profile = await deps.market.profile(item.symbol).catch(() => null);
    const assetClass = assetClassOf(item.symbol, { industry: item.stockData?.industry ?? profile?.value.industry, name: profile?.value.name });
    return {
      symbol: item.symbol,
      value,
      classes: {
        sector: sectorOf(assetClass, item.stockData?.sector ?? profile?.value.sector),
        assetClass: { key: assetClass, label: ASSET_CLASS_LABELS[assetClass] },
        marketCap: marketCapBandOf(assetClass, await marketCapUsd(item, day)),
        geography: listingCountryOf(item.symbol, assetClass),
      },
    };
  }

  return {
    async allocation(actor: Actor, query: { listId?: string | undefined }): Promise<Allocation> {
      const preferences = await deps.lists.preferences(actor, query.listId ?? (await deps.lists.defaultListId(actor)));
      const items = await deps.portfolio.items(actor, { listId: query.listId }, 'full');
      const day = toIsoDay(deps.now());
      const holdings = (await Promise.all(items.map((item) => holdingOf(item, day)))).filter((holding) => holding !== null);
      const total = holdings.reduce((sum, holding) => sum + holding.value, 0);
      return {
        listId: query.listId ?? null,
        baseCurrency: items[0]?.base?.currency ?? preferences.baseCurrency,
        totalValue: cents(total),
        maxPositionSize: preferences.maxPositionSize,
        byHolding: slicesBy(holdings, total, (holding) => ({ key: holding.symbol, label: holding.symbol })),
        bySector: slicesBy(holdings, total, (holding) => holding.classes.sector),
        byAssetClass: slicesBy(holdings, total, (holding) => holding.classes.assetClass),
        byMarketCap: slicesBy(holdings, total, (holding) => holding.classes.marketCap),
        byGeography: slicesBy(holdings, total, (holding) => holding.classes.geography),
      };
    },
  };
}

export type AllocationQueries = ReturnType<typeof allocationQueries>;
