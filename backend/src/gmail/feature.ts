/** The Gmail widget wired from configuration: "not configured" unless GOOGLE_CLIENT_ID/SECRET are set. */
import type { Config } from '../config.ts';
import { GOOGLE_ENDPOINTS, type GoogleEndpoints } from '../identity/google.ts';
import type { ReadStore } from '../readstore/port.ts';
import { USAGE_PROVIDERS, type OutboundCounter } from '../usage/outbound.ts';
import { gmailOAuth } from './oauth.ts';
import { gmailService } from './service.ts';
import { gmailMasterKey, tokenVault } from './token-vault.ts';

export function gmailFeature(deps: {
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GMAIL_TOKEN_KEY' | 'DATA_DIR' | 'GMAIL_API_BASE_URL' | 'GMAIL_DAILY_LIMIT' | 'publicUrl'>;
  readStore: ReadStore;
  now: () => Date;
  outbound: OutboundCounter;
  /** Tests point the OAuth endpoints at a local server (as for Google sign-in). */
  googleEndpoints?: Partial<GoogleEndpoints> | undefined;
}) {
  const { config } = deps;
  const onRequest = () => deps.outbound.count(USAGE_PROVIDERS.gmail, config.GMAIL_DAILY_LIMIT);
  let key: Buffer | null = null;
  const vault = tokenVault({ readStore: deps.readStore, now: deps.now, masterKey: () => (key ??= gmailMasterKey(config)) });
  const endpoints = { ...GOOGLE_ENDPOINTS, ...deps.googleEndpoints };
  const configured = Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
  const settings = configured
    ? {
        clientId: config.GOOGLE_CLIENT_ID!,
        clientSecret: config.GOOGLE_CLIENT_SECRET!,
        redirectUri: `${config.publicUrl}/api/dashboard/gmail/callback`,
        tokenUrl: endpoints.tokenUrl,
      }
    : null;
  return gmailService({
    vault,
    onRequest,
    google: settings && {
      oauth: gmailOAuth({ readStore: deps.readStore, now: deps.now, fetch: globalThis.fetch, settings: { ...settings, authorizeUrl: endpoints.authorizeUrl } }),
      mailbox: { ...settings, apiRoot: config.GMAIL_API_BASE_URL.endsWith('/') ? config.GMAIL_API_BASE_URL : `${config.GMAIL_API_BASE_URL}/` },
    },
  });
}
