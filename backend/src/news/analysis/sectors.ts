/** The news sector (one of section 9's eight) of a symbol, and of a text when no company is named. */
import type { NewsSector } from '@folio/contracts';
import { resolveInstrument } from '../../market/offline-universe.ts';

const BY_MARKET_SECTOR: Readonly<Record<string, NewsSector>> = {
  Technology: 'technology',
  'Communication Services': 'technology',
  'Financial Services': 'finance',
  'Real Estate': 'finance',
  Healthcare: 'healthcare',
  Energy: 'energy',
  'Consumer Cyclical': 'consumer',
  'Consumer Defensive': 'consumer',
  Industrials: 'industrial',
  'Basic Materials': 'industrial',
  Utilities: 'utilities',
};

/** A market-data sector name (Yahoo's words) as a news sector; 'general' when unknown. */
export function newsSectorOf(marketSector: string | null | undefined): NewsSector {
  return (marketSector && BY_MARKET_SECTOR[marketSector]) || 'general';
}

/** The symbol's news sector from the instrument universe; 'general' for funds, indices and unknowns. */
export function sectorOfSymbol(symbol: string): NewsSector {
  return newsSectorOf(resolveInstrument(symbol)?.sector);
}

const KEYWORDS: ReadonlyArray<[NewsSector, RegExp]> = [
  ['energy', /\b(oil|crude|OPEC|natural gas|refiner\w*|energy|drilling|gasoline)\b/i],
  ['finance', /\b(bank\w*|Fed|Federal Reserve|interest rates?|rate (cut|hike)s?|Treasury|yields?|lenders?|credit)\b/i],
  ['technology', /\b(tech\w*|chip\w*|semiconductor\w*|software|AI|artificial intelligence|cloud|cyber\w*)\b/i],
  ['healthcare', /\b(FDA|drug\w*|pharma\w*|biotech\w*|health ?care|hospital\w*|vaccine\w*|clinical trial)\b/i],
  ['consumer', /\b(retail\w*|consumer\w*|shoppers?|holiday sales|spending|restaurants?)\b/i],
  ['industrial', /\b(manufactur\w*|factory|factories|industrial\w*|aerospace|freight|railroads?|PMI)\b/i],
  ['utilities', /\b(utilit(y|ies)|power grid|electricity|regulated power)\b/i],
];

/** Sectors a market-wide text is about, by its words. */
export function sectorsOfText(text: string): NewsSector[] {
  return KEYWORDS.filter(([, pattern]) => pattern.test(text)).map(([sector]) => sector);
}
