import { describe, expect, it } from 'vitest';
import {
  addSite,
  DEFAULT_EXTERNAL_SITES,
  DEFAULT_SITE_ICON,
  deleteSite,
  externalSiteLink,
  normaliseSites,
  setDefaultSite,
  setSiteEnabled,
  updateSite,
  type SitesState,
} from './external-sites.ts';

const defaults = (): SitesState => ({
  externalSites: DEFAULT_EXTERNAL_SITES.map((site) => ({ ...site })),
  defaultExternalSite: 'MarketWatch',
});

describe('external sites', () => {
  it('starts with MarketWatch, Yahoo Finance, TradingView enabled and Seeking Alpha, Finviz disabled', () => {
    expect(defaults().externalSites.map((site) => [site.name, site.isEnabled])).toEqual([
      ['MarketWatch', true],
      ['Yahoo Finance', true],
      ['TradingView', true],
      ['Seeking Alpha', false],
      ['Finviz', false],
    ]);
  });

  it('adds a site only with a trimmed name and URL, with the link icon by default', () => {
    const state = defaults();
    expect(addSite(state, { name: '  ', url: 'https://x/{symbol}' })).toBe(state);
    expect(addSite(state, { name: 'X', url: '   ' })).toBe(state);
    const added = addSite(state, { name: ' Stocktwits ', url: ' https://stocktwits.com/symbol/{symbol} ' });
    expect(added.externalSites.at(-1)).toEqual({
      name: 'Stocktwits',
      url: 'https://stocktwits.com/symbol/{symbol}',
      icon: DEFAULT_SITE_ICON,
      isEnabled: true,
    });
  });

  it('keeps the default when the default site is renamed', () => {
    const renamed = updateSite(defaults(), 'MarketWatch', { name: 'MW', url: 'https://mw.example/{symbol}' });
    expect(renamed.defaultExternalSite).toBe('MW');
    expect(renamed.externalSites[0]!.name).toBe('MW');
  });

  it('does not rename onto another site name', () => {
    const state = defaults();
    expect(updateSite(state, 'Finviz', { name: 'TradingView', url: 'https://x/{symbol}' })).toBe(state);
  });

  it('makes the first enabled remaining site the default when the default is deleted', () => {
    let state = setSiteEnabled(defaults(), 'Yahoo Finance', false);
    state = deleteSite(state, 'MarketWatch');
    expect(state.defaultExternalSite).toBe('TradingView');
    expect(deleteSite(defaults(), 'Finviz').defaultExternalSite).toBe('MarketWatch');
  });

  it('only makes an enabled site the default', () => {
    expect(setDefaultSite(defaults(), 'Finviz').defaultExternalSite).toBe('MarketWatch');
    expect(setDefaultSite(defaults(), 'TradingView').defaultExternalSite).toBe('TradingView');
  });

  it('builds a link only for an existing, enabled site, upper-casing the symbol', () => {
    expect(externalSiteLink(defaults(), 'aapl')).toBe('https://www.marketwatch.com/investing/stock/AAPL');
    expect(externalSiteLink(defaults(), 'brk.b', 'Yahoo Finance')).toBe('https://finance.yahoo.com/quote/BRK.B');
    expect(externalSiteLink(defaults(), 'aapl', 'Finviz')).toBeNull();
    expect(externalSiteLink(defaults(), 'aapl', 'Nowhere')).toBeNull();
  });

  it('drops malformed stored sites and fills a missing icon', () => {
    expect(normaliseSites([{ name: 'A', url: 'https://a/{symbol}' }, { name: '', url: 'x' }, 7, { name: 'A', url: 'dup' }])).toEqual([
      { name: 'A', url: 'https://a/{symbol}', isEnabled: true, icon: DEFAULT_SITE_ICON },
    ]);
  });
});
