/**
 * The front-end registry (/mfe-registry.json): remote name -> manifest URL, served by the backend
 * from its configuration. Changing an entry deploys another build of a remote without rebuilding
 * the shell. It is never read from browser storage: whoever controls it controls the page's code.
 */
export const REGISTRY_PATH = '/mfe-registry.json';

export interface RemoteRegistration {
  /** Federation name, e.g. 'mfe_portfolio'. */
  name: string;
  /** Absolute URL of the remote's mf-manifest.json. */
  manifestUrl: string;
}

export interface Registry {
  remotes: RemoteRegistration[];
  /** Entries that were skipped, with why; the rest of the registry still loads. */
  problems: string[];
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

const FEDERATION_NAME = /^[A-Za-z_$][\w$]*$/;

/** Validates each entry on its own so one bad entry costs one remote, not the whole page. */
export function parseRegistry(value: unknown, pageUrl: string): Registry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RegistryError('The front-end registry must be a JSON object of remote name -> manifest URL.');
  }
  const remotes: RemoteRegistration[] = [];
  const problems: string[] = [];
  for (const [name, url] of Object.entries(value)) {
    if (!FEDERATION_NAME.test(name)) {
      problems.push(`"${name}" is not a federation name (letters, digits and _ only).`);
      continue;
    }
    if (typeof url !== 'string' || !url.trim()) {
      problems.push(`${name}: the manifest URL must be a non-empty string.`);
      continue;
    }
    let resolved: URL;
    try {
      resolved = new URL(url.trim(), pageUrl);
    } catch {
      problems.push(`${name}: "${url}" is not a URL.`);
      continue;
    }
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') {
      problems.push(`${name}: only http and https manifests are loaded.`);
      continue;
    }
    remotes.push({ name, manifestUrl: resolved.href });
  }
  return { remotes, problems };
}

export async function fetchRegistry(fetchImpl: typeof fetch, pageUrl: string): Promise<Registry> {
  const response = await fetchImpl(new URL(REGISTRY_PATH, pageUrl), {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new RegistryError(`The front-end registry answered ${response.status}.`);
  return parseRegistry(await response.json(), pageUrl);
}

/** Which registrations are new or moved since the last registration, so loaded remotes stay. */
export function changedRemotes(
  previous: ReadonlyMap<string, string>,
  next: readonly RemoteRegistration[],
): RemoteRegistration[] {
  return next.filter((remote) => previous.get(remote.name) !== remote.manifestUrl);
}
