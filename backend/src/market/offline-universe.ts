/**
 * The offline provider's instruments: well-known tickers with plausible price levels (around the
 * start of 2025) and the market-overview instruments. Any other symbol is unknown, as it would be
 * to a real provider.
 */
import { SECTOR_PROFILES } from './sector-profiles.ts';
import { dayNumber, hashSeed, pick } from './random-walk.ts';

export type InstrumentKind = 'stock' | 'etf' | 'index' | 'commodity' | 'crypto';

export interface Instrument {
  symbol: string;
  kind: InstrumentKind;
  sector: string | null;
  industry: string | null;
  seed: number;
  /** Price on the anchor day; the walk is pinned there so levels stay recognisable. */
  anchorPrice: number;
  /** Shares outstanding (or coins in circulation); null when a market cap makes no sense. */
  units: number | null;
  /** Typical daily volume (shares, or USD for crypto as Yahoo reports it). */
  baseVolume: number;
  beta: number;
  /** Annual volatility of the instrument's own noise. */
  vol: number;
  /** Annual log drift of the trend line. */
  drift: number;
  /** First day with a bar (days since 1970-01-01). */
  firstDay: number;
  tradesWeekends: boolean;
  /** ISO 4217 code of the listing's prices (London's in pounds, not Yahoo's pence). */
  currency: string;
}

/** The walk is pinned to the anchor price on this day. */
export const ANCHOR_DAY = dayNumber(new Date('2025-01-02T00:00:00Z'));

const SECTOR_CODES: Readonly<Record<string, string>> = {
  TEC: 'Technology', COM: 'Communication Services', CYC: 'Consumer Cyclical', DEF: 'Consumer Defensive',
  FIN: 'Financial Services', HC: 'Healthcare', EN: 'Energy', IND: 'Industrials', UTL: 'Utilities',
  RE: 'Real Estate', MAT: 'Basic Materials',
};

// symbol|sector code|industry|price near 2025-01-02|shares outstanding in billions
const STOCKS = `
AAPL|TEC|Consumer Electronics|243|15.0
MSFT|TEC|Software - Infrastructure|420|7.43
GOOGL|COM|Internet Content & Information|190|12.2
GOOG|COM|Internet Content & Information|191|12.2
AMZN|CYC|Internet Retail|220|10.5
META|COM|Internet Content & Information|600|2.52
NVDA|TEC|Semiconductors|138|24.5
TSLA|CYC|Auto Manufacturers|400|3.21
BRK.B|FIN|Insurance - Diversified|453|2.16
BRK-B|FIN|Insurance - Diversified|453|2.16
AVGO|TEC|Semiconductors|232|4.69
ORCL|TEC|Software - Infrastructure|167|2.8
ADBE|TEC|Software - Application|440|0.44
CRM|TEC|Software - Application|335|0.96
AMD|TEC|Semiconductors|121|1.62
INTC|TEC|Semiconductors|20|4.31
CSCO|TEC|Communication Equipment|59|3.98
IBM|TEC|Information Technology Services|220|0.92
QCOM|TEC|Semiconductors|154|1.11
TXN|TEC|Semiconductors|188|0.91
NFLX|COM|Entertainment|890|0.43
PYPL|FIN|Credit Services|85|1.0
SHOP|TEC|Software - Application|106|1.29
UBER|TEC|Software - Application|60|2.1
ABNB|CYC|Travel Services|131|0.63
SNOW|TEC|Software - Application|155|0.33
PLTR|TEC|Software - Infrastructure|75|2.28
NOW|TEC|Software - Application|1060|0.206
INTU|TEC|Software - Application|630|0.28
MU|TEC|Semiconductors|84|1.11
AMAT|TEC|Semiconductor Equipment & Materials|163|0.82
TSM|TEC|Semiconductors|198|5.19
ASML|TEC|Semiconductor Equipment & Materials|693|0.39
SAP|TEC|Software - Application|246|1.17
SONY|TEC|Consumer Electronics|21|6.0
BABA|CYC|Internet Retail|85|2.4
SPOT|COM|Internet Content & Information|447|0.2
SQ|TEC|Software - Infrastructure|85|0.62
COIN|FIN|Financial Data & Stock Exchanges|248|0.25
JPM|FIN|Banks - Diversified|240|2.8
BAC|FIN|Banks - Diversified|44|7.7
WFC|FIN|Banks - Diversified|70|3.3
C|FIN|Banks - Diversified|70|1.9
GS|FIN|Capital Markets|573|0.31
MS|FIN|Capital Markets|126|1.61
SCHW|FIN|Capital Markets|74|1.78
AXP|FIN|Credit Services|297|0.7
V|FIN|Credit Services|316|1.95
MA|FIN|Credit Services|527|0.92
BLK|FIN|Asset Management|1025|0.155
JNJ|HC|Drug Manufacturers - General|144|2.41
UNH|HC|Healthcare Plans|505|0.92
PFE|HC|Drug Manufacturers - General|26.5|5.67
MRK|HC|Drug Manufacturers - General|99|2.53
ABBV|HC|Drug Manufacturers - General|178|1.77
LLY|HC|Drug Manufacturers - General|772|0.9
TMO|HC|Diagnostics & Research|520|0.38
ABT|HC|Medical Devices|113|1.73
BMY|HC|Drug Manufacturers - General|56|2.03
AMGN|HC|Drug Manufacturers - General|260|0.54
GILD|HC|Drug Manufacturers - General|92|1.25
CVS|HC|Healthcare Plans|45|1.26
MRNA|HC|Biotechnology|41|0.385
NVO|HC|Drug Manufacturers - General|86|4.44
XOM|EN|Oil & Gas Integrated|107|4.4
CVX|EN|Oil & Gas Integrated|145|1.79
COP|EN|Oil & Gas E&P|99|1.29
SLB|EN|Oil & Gas Equipment & Services|38|1.41
OXY|EN|Oil & Gas E&P|49|0.94
BP|EN|Oil & Gas Integrated|29.5|2.65
SHEL|EN|Oil & Gas Integrated|63|3.1
WMT|DEF|Discount Stores|90|8.03
COST|DEF|Discount Stores|916|0.44
HD|CYC|Home Improvement Retail|389|0.99
LOW|CYC|Home Improvement Retail|247|0.56
TGT|DEF|Discount Stores|135|0.46
NKE|CYC|Footwear & Accessories|75|1.48
SBUX|CYC|Restaurants|91|1.13
MCD|CYC|Restaurants|290|0.72
KO|DEF|Beverages - Non-Alcoholic|62|4.31
PEP|DEF|Beverages - Non-Alcoholic|152|1.37
PG|DEF|Household & Personal Products|168|2.36
DIS|COM|Entertainment|111|1.81
CMCSA|COM|Telecom Services|37.5|3.83
T|COM|Telecom Services|22.8|7.18
VZ|COM|Telecom Services|40|4.21
TMUS|COM|Telecom Services|220|1.16
BA|IND|Aerospace & Defense|177|0.75
CAT|IND|Farm & Heavy Construction Machinery|363|0.48
GE|IND|Aerospace & Defense|167|1.08
HON|IND|Conglomerates|226|0.65
UPS|IND|Integrated Freight & Logistics|126|0.85
LMT|IND|Aerospace & Defense|486|0.235
RTX|IND|Aerospace & Defense|116|1.33
DE|IND|Farm & Heavy Construction Machinery|424|0.27
MMM|IND|Conglomerates|129|0.54
F|CYC|Auto Manufacturers|9.9|3.97
GM|CYC|Auto Manufacturers|53|1.0
NEE|UTL|Utilities - Regulated Electric|72|2.06
DUK|UTL|Utilities - Regulated Electric|108|0.77
SO|UTL|Utilities - Regulated Electric|82|1.1
AMT|RE|REIT - Specialty|183|0.47
PLD|RE|REIT - Industrial|106|0.93
O|RE|REIT - Retail|53|0.88
MNST|DEF|Beverages - Non-Alcoholic|53|0.97
KHC|DEF|Packaged Foods|31|1.21
HSY|DEF|Confectioners|170|0.20
DOW|MAT|Chemicals|40|0.70
DAL|IND|Airlines|61|0.65
ACN|TEC|Information Technology Services|355|0.63
ADSK|TEC|Software - Application|298|0.21
AEP|UTL|Utilities - Regulated Electric|93|0.53
AFL|FIN|Insurance - Life|104|0.56
AIG|FIN|Insurance - Diversified|73|0.63
AJG|FIN|Insurance Brokers|285|0.25
ALL|FIN|Insurance - Property & Casualty|194|0.26
AON|FIN|Insurance Brokers|360|0.22
APH|TEC|Electronic Components|70|1.21
AZO|CYC|Auto Parts|3220|0.017
BDX|HC|Medical Instruments & Supplies|228|0.29
BK|FIN|Banks - Diversified|77|0.73
BSX|HC|Medical Devices|90|1.47
CDNS|TEC|Software - Application|302|0.27
CMG|CYC|Restaurants|61|1.36
CTAS|IND|Specialty Business Services|184|0.40
CSX|IND|Railroads|32|1.93
D|UTL|Utilities - Regulated Electric|54|0.84
ECL|MAT|Specialty Chemicals|235|0.28
EMR|IND|Specialty Industrial Machinery|125|0.57
FCX|MAT|Copper|39|1.44
FI|TEC|Information Technology Services|207|0.57
GIS|DEF|Packaged Foods|64|0.55
HCA|HC|Medical Care Facilities|302|0.25
HUM|HC|Healthcare Plans|255|0.12
KMB|DEF|Household & Personal Products|132|0.33
KMI|EN|Oil & Gas Midstream|27|2.22
MAR|CYC|Lodging|281|0.28
MCO|FIN|Financial Data & Stock Exchanges|475|0.18
MET|FIN|Insurance - Life|82|0.69
MMC|FIN|Insurance Brokers|213|0.49
MPC|EN|Oil & Gas Refining & Marketing|140|0.31
MSI|TEC|Communication Equipment|463|0.17
NSC|IND|Railroads|236|0.23
ORLY|CYC|Auto Parts|1190|0.058
PH|IND|Specialty Industrial Machinery|640|0.13
PSX|EN|Oil & Gas Refining & Marketing|115|0.41
ROP|TEC|Software - Application|521|0.11
SPG|RE|REIT - Retail|173|0.33
SRE|UTL|Utilities - Diversified|88|0.63
TRV|FIN|Insurance - Property & Casualty|242|0.23
TT|IND|Building Products & Equipment|370|0.22
WM|IND|Waste Management|203|0.40
WELL|RE|REIT - Healthcare Facilities|127|0.62
CRWD|TEC|Software - Infrastructure|345|0.25
ADI|TEC|Semiconductors|213|0.50
ADP|IND|Staffing & Employment Services|293|0.41
ANET|TEC|Computer Hardware|111|1.26
APD|MAT|Specialty Chemicals|291|0.22
BKNG|CYC|Travel Services|4968|0.033
CB|FIN|Insurance - Property & Casualty|276|0.40
CI|HC|Healthcare Plans|276|0.28
CL|DEF|Household & Personal Products|91|0.82
CME|FIN|Financial Data & Stock Exchanges|232|0.36
COF|FIN|Credit Services|178|0.38
DHR|HC|Diagnostics & Research|230|0.72
ELV|HC|Healthcare Plans|369|0.23
EOG|EN|Oil & Gas E&P|123|0.56
EQIX|RE|REIT - Specialty|943|0.097
ETN|IND|Specialty Industrial Machinery|332|0.40
FDX|IND|Integrated Freight & Logistics|275|0.24
GD|IND|Aerospace & Defense|263|0.27
ICE|FIN|Financial Data & Stock Exchanges|149|0.57
ISRG|HC|Medical Instruments & Supplies|522|0.36
ITW|IND|Specialty Industrial Machinery|254|0.29
KLAC|TEC|Semiconductor Equipment & Materials|630|0.13
LRCX|TEC|Semiconductor Equipment & Materials|72|1.29
MCK|HC|Medical Distribution|570|0.13
MDLZ|DEF|Confectioners|60|1.34
MDT|HC|Medical Devices|80|1.28
MO|DEF|Tobacco|52|1.70
NOC|IND|Aerospace & Defense|470|0.146
PANW|TEC|Software - Infrastructure|182|0.66
PGR|FIN|Insurance - Property & Casualty|240|0.586
PNC|FIN|Banks - Regional|193|0.40
REGN|HC|Biotechnology|712|0.11
SHW|MAT|Specialty Chemicals|340|0.25
SNPS|TEC|Software - Infrastructure|485|0.155
SPGI|FIN|Financial Data & Stock Exchanges|498|0.31
SYK|HC|Medical Devices|360|0.38
TJX|CYC|Apparel Retail|121|1.12
UNP|IND|Railroads|228|0.61
USB|FIN|Banks - Regional|48|1.56
VRTX|HC|Biotechnology|403|0.26
ZTS|HC|Drug Manufacturers - Specialty|163|0.45
LIN|MAT|Specialty Chemicals|419|0.48
PM|DEF|Tobacco|120|1.55
`;

// Listings abroad, in their own currency: symbol|sector code|industry|price near 2025-01-02 in
// that currency|shares outstanding in billions|currency. London prices in pounds (VOD.L ~68p).
const ABROAD = `
NESN.SW|DEF|Packaged Foods|75|2.57|CHF
NOVN.SW|HC|Drug Manufacturers - General|89|1.98|CHF
ROG.SW|HC|Drug Manufacturers - General|256|0.71|CHF
VOD.L|COM|Telecom Services|0.68|25.8|GBP
HSBA.L|FIN|Banks - Diversified|7.9|17.9|GBP
AZN.L|HC|Drug Manufacturers - General|105|1.55|GBP
7203.T|CYC|Auto Manufacturers|2900|13.0|JPY
6758.T|TEC|Consumer Electronics|3300|6.0|JPY
SAP.DE|TEC|Software - Application|236|1.17|EUR
SIE.DE|IND|Specialty Industrial Machinery|190|0.79|EUR
ASML.AS|TEC|Semiconductor Equipment & Materials|680|0.39|EUR
MC.PA|CYC|Luxury Goods|640|0.50|EUR
`;

// symbol|kind|price near 2025-01-02|beta|own volatility|drift|typical volume|units (billions)|first day
const MARKETS = `
SPY|etf|591|1|0.01|0.08|60e6|1.05|
QQQ|etf|515|1.25|0.06|0.11|35e6|0.6|
VOO|etf|543|1|0.01|0.08|5e6|1.0|
VTI|etf|290|1.02|0.02|0.08|3.5e6|1.6|
IWM|etf|221|1.15|0.1|0.07|30e6|0.3|
DIA|etf|423|0.9|0.04|0.07|3e6|0.08|
GLD|etf|242|0.05|0.15|0.05|8e6|0.3|
ARKK|etf|57|1.5|0.35|0.09|9e6|0.1|
^DJI|index|42500|0.9|0.04|0.07|450e6||
^IXIC|index|19300|1.25|0.07|0.1|7e9||
^GSPC|index|5900|1|0.015|0.08|4e9||
^RUT|index|2250|1.15|0.1|0.07|1.2e9||
000001.SS|index|3350|0.35|0.22|0.06|400e6||
^N100|index|1450|0.6|0.14|0.05|||
^N225|index|39300|0.6|0.18|0.05|120e6||
GC=F|commodity|2650|0.05|0.15|0.05|180e3||
SI=F|commodity|29.5|0.1|0.27|0.04|60e3||
CL=F|commodity|72|0.3|0.35|0.03|300e3||
BTC-USD|crypto|96000|0.6|0.65|0.45|30e9|0.0198|2014-09-17
ETH-USD|crypto|3450|0.7|0.8|0.35|15e9|0.12|2017-11-09
SOL-USD|crypto|200|0.8|1|0.8|3e9|0.48|2020-04-10
XRP-USD|crypto|2.4|0.7|0.9|0.15|4e9|57|2017-11-09
ADA-USD|crypto|0.95|0.7|0.9|0.1|1e9|35|2017-11-09
DOGE-USD|crypto|0.35|0.8|1|0.3|2e9|147|2017-11-09
`;

/** Indices abroad are quoted in their market's currency. */
const INDEX_CURRENCIES: Readonly<Record<string, string>> = { '000001.SS': 'CNY', '^N100': 'EUR', '^N225': 'JPY' };

const lines = (table: string): string[][] =>
  table.trim().split('\n').map((line) => line.split('|'));

const known = new Map<string, Instrument>();

for (const [symbol, code, industry, price, shares, currency] of [...lines(STOCKS), ...lines(ABROAD)]) {
  const sector = SECTOR_CODES[code!]!;
  const profile = SECTOR_PROFILES[sector]!;
  const seed = hashSeed(symbol!);
  const units = Number(shares) * 1e9;
  known.set(symbol!, {
    symbol: symbol!, kind: 'stock', sector, industry: industry!, seed, anchorPrice: Number(price), units,
    baseVolume: units * pick(seed, 'turnover', 0.003, 0.012),
    beta: profile.beta * pick(seed, 'beta', 0.75, 1.3), vol: profile.vol * pick(seed, 'vol', 0.8, 1.25),
    drift: profile.drift * pick(seed, 'drift', 0.7, 1.3), firstDay: 0, tradesWeekends: false, currency: currency ?? 'USD',
  });
}

for (const [symbol, kind, price, beta, vol, drift, volume, units, since] of lines(MARKETS)) {
  known.set(symbol!, {
    symbol: symbol!, kind: kind as InstrumentKind, sector: null,
    industry: kind === 'etf' ? 'Exchange Traded Fund' : null, seed: hashSeed(symbol!),
    anchorPrice: Number(price), units: units ? Number(units) * 1e9 : null, baseVolume: Number(volume || 0),
    beta: Number(beta), vol: Number(vol), drift: Number(drift),
    firstDay: since ? dayNumber(new Date(`${since}T00:00:00Z`)) : 0, tradesWeekends: kind === 'crypto',
    currency: INDEX_CURRENCIES[symbol!] ?? 'USD',
  });
}

/** The instrument behind a (normalised, valid) symbol, or undefined outside the demo universe. */
export function resolveInstrument(symbol: string): Instrument | undefined {
  return known.get(symbol);
}

/** Symbols with hand-set levels, for tests and the demo. */
export function wellKnownSymbols(): string[] {
  return [...known.keys()];
}
