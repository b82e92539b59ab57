/**
 * The front-end registry served at /mfe-registry.json: remote name -> manifest URL. It comes from
 * configuration only (never from the browser): defaults point at the remotes this server builds
 * and serves; MFE_REGISTRY (JSON) overrides entries; MFE_REGISTRY_FILE is re-read on every
 * request, so pointing a remote at another build needs neither a shell rebuild nor a restart.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ConfigError } from '../config.ts';

/** Federation name -> folder under the repository root (and under /remotes/). */
export const REMOTE_FOLDERS = {
  mfe_portfolio: 'mfe-portfolio',
  mfe_insights: 'mfe-insights',
  mfe_news: 'mfe-news',
  mfe_tools: 'mfe-tools',
} as const;

export type Registry = Record<string, string>;

export function defaultRegistry(): Registry {
  return Object.fromEntries(
    Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [name, `/remotes/${folder}/mf-manifest.json`]),
  );
}

const manifestUrl = z
  .string()
  .trim()
  .refine((value) => value.startsWith('/') || /^https?:\/\/[^/]/.test(value), 'must be an http(s) URL or a path starting with /');

/** null removes a default entry (a deployment without that remote). */
const RegistryOverridesSchema = z.record(
  z.string().regex(/^[A-Za-z_$][\w$]*$/, 'remote names must be JS identifiers such as mfe_news'),
  manifestUrl.nullable(),
);

function parseOverrides(text: string, source: string): Record<string, string | null> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError([`${source}: not valid JSON (${(error as Error).message})`]);
  }
  const parsed = RegistryOverridesSchema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${source}: ${issue.path.join('.') || 'value'} ${issue.message}`));
  }
  return parsed.data;
}

function applyOverrides(base: Registry, overrides: Record<string, string | null>): Registry {
  const registry = { ...base };
  for (const [name, url] of Object.entries(overrides)) {
    if (url === null) delete registry[name];
    else registry[name] = url;
  }
  return registry;
}

export interface RegistrySource {
  /** The registry to serve now. */
  current(): Promise<Registry>;
}

/**
 * Reads MFE_REGISTRY and MFE_REGISTRY_FILE. A bad MFE_REGISTRY stops start-up with a message;
 * a file that breaks later keeps the last good registry so a typo does not take the site down.
 */
export function registryFromEnv(env: NodeJS.ProcessEnv, log?: { warn(details: object, message: string): void }): RegistrySource {
  const fromEnv = env.MFE_REGISTRY?.trim() ? applyOverrides(defaultRegistry(), parseOverrides(env.MFE_REGISTRY, 'MFE_REGISTRY')) : defaultRegistry();
  const file = env.MFE_REGISTRY_FILE?.trim();
  if (!file) return { current: async () => fromEnv };
  let lastGood = fromEnv;
  return {
    async current() {
      try {
        lastGood = applyOverrides(fromEnv, parseOverrides(await readFile(file, 'utf8'), `MFE_REGISTRY_FILE (${file})`));
      } catch (error) {
        log?.warn({ err: error, file }, 'front-end registry file unreadable; serving the last good registry');
      }
      return lastGood;
    },
  };
}

/** Origins other than this server's that the shell loads code from (for its CSP). */
export function foreignOrigins(registry: Registry): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(registry)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}
