/**
 * Blueprint's default icon loader downloads the paths of every icon of a size (about 100 KB gz
 * each, both sizes on most pages) for the first icon shown. Instead each icon is its own tiny ES
 * module, copied to /icons/ by shell/rspack.config.ts and imported natively when first shown.
 * (Bundler chunks per icon would work too, but put a 1,400-entry chunk map in the entry.)
 * Icons is a module-level singleton inside the shared Blueprint, so remotes' icons load this way too.
 */
import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

const ICONS_URL = '/icons';

async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const folder = size >= IconSize.LARGE ? '20px' : '16px';
  const module = (await import(/* webpackIgnore: true */ `${ICONS_URL}/${folder}/${name}.js`)) as { default: IconPaths };
  return module.default;
}

export function loadIconsOnDemand(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
