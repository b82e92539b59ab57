/**
 * Blueprint is shared as the subset in shell/kit/src/blueprint.ts, TanStack Query as the one in
 * shell/kit/src/react-query.js (rspack.config.ts). A front-end that imports a value missing from
 * its subset would get `undefined` at run time, so every build fails instead, naming the file and
 * the export to add to the kit.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** The exports the kit's subset file lists. */
export function subsetExports(subsetSource: string): Set<string> {
  const names = new Set<string>();
  for (const block of subsetSource.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const name of block[1]!.split(',')) {
      const exported = name.trim().split(/\s+as\s+/).pop()!.trim();
      if (exported) names.add(exported);
    }
  }
  return names;
}

/** The shared packages provided as a subset, and the kit file that lists it. */
export const SHARED_SUBSETS = [
  { pkg: '@blueprintjs/core', file: 'shell/kit/src/blueprint.ts' },
  { pkg: '@tanstack/react-query', file: 'shell/kit/src/react-query.js' },
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Value names a source file imports from `pkg` (type-only imports are left out). */
export function valueImports(source: string, pkg: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escapeRegExp(pkg)}['"]`, 'g');
  for (const statement of source.matchAll(pattern)) {
    if (statement[1]) continue;
    for (const specifier of statement[2]!.split(',')) {
      const text = specifier.trim();
      if (!text || text.startsWith('type ')) continue;
      names.push(text.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/** Value names a source file imports from '@blueprintjs/core'. */
export const blueprintValueImports = (source: string) => valueImports(source, '@blueprintjs/core');

/** Names `source` imports from `pkg` (Blueprint by default) that the subset does not provide. */
export function missingFromSubset(source: string, subset: Set<string>, pkg = '@blueprintjs/core'): string[] {
  return valueImports(source, pkg).filter((name) => !subset.has(name));
}

const FRONT_END_SOURCE = /^(shell\/kit|shell|mfe-[^/]+)\/src\/.*\.[cm]?[jt]sx?$/;

export function blueprintSubsetPlugin(repositoryRoot: string): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      const toRepo = (file: string) => relative(repositoryRoot, file.split('?')[0]!).split(sep).join('/');
      compiler.hooks.thisCompilation.tap('FolioBlueprintSubset', (compilation) => {
        compilation.hooks.finishModules.tap('FolioBlueprintSubset', (modules) => {
          const subsets = SHARED_SUBSETS.map(({ pkg, file }) => ({ pkg, file, names: subsetExports(readFileSync(join(repositoryRoot, file), 'utf8')) }));
          for (const module of modules) {
            const resource = (module as { resource?: string }).resource;
            if (!resource || !FRONT_END_SOURCE.test(toRepo(resource))) continue;
            const source = readFileSync(resource.split('?')[0]!, 'utf8');
            for (const { pkg, file, names } of subsets) {
              const missing = missingFromSubset(source, names, pkg);
              if (missing.length === 0) continue;
              compilation.errors.push(
                new compiler.rspack.WebpackError(
                  `${toRepo(resource)} imports ${missing.join(', ')} from '${pkg}', which the shared subset does not provide: add it to ${file}`,
                ),
              );
            }
          }
        });
      });
    },
  };
}
