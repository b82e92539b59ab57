/**
 * Blueprint is shared as the subset in shell/kit/src/blueprint.ts (rspack.config.ts). A front-end
 * that imports a Blueprint value missing from it would get `undefined` at run time, so every build
 * fails instead, naming the file and the export to add to the kit.
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

/** Value names a source file imports from '@blueprintjs/core' (type-only imports are left out). */
export function blueprintValueImports(source: string): string[] {
  const names: string[] = [];
  for (const statement of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@blueprintjs\/core['"]/g)) {
    if (statement[1]) continue;
    for (const specifier of statement[2]!.split(',')) {
      const text = specifier.trim();
      if (!text || text.startsWith('type ')) continue;
      names.push(text.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/** Names `source` imports from Blueprint that the subset does not provide. */
export function missingFromSubset(source: string, subset: Set<string>): string[] {
  return blueprintValueImports(source).filter((name) => !subset.has(name));
}

const FRONT_END_SOURCE = /^(shell\/kit|shell|mfe-[^/]+)\/src\/.*\.[cm]?[jt]sx?$/;

export function blueprintSubsetPlugin(repositoryRoot: string): RspackPluginInstance {
  const subsetFile = join(repositoryRoot, 'shell/kit/src/blueprint.ts');
  return {
    apply(compiler: Compiler) {
      const toRepo = (file: string) => relative(repositoryRoot, file.split('?')[0]!).split(sep).join('/');
      compiler.hooks.thisCompilation.tap('FolioBlueprintSubset', (compilation) => {
        compilation.hooks.finishModules.tap('FolioBlueprintSubset', (modules) => {
          const subset = subsetExports(readFileSync(subsetFile, 'utf8'));
          for (const module of modules) {
            const resource = (module as { resource?: string }).resource;
            if (!resource || !FRONT_END_SOURCE.test(toRepo(resource))) continue;
            const missing = missingFromSubset(readFileSync(resource.split('?')[0]!, 'utf8'), subset);
            if (missing.length === 0) continue;
            compilation.errors.push(
              new compiler.rspack.WebpackError(
                `${toRepo(resource)} imports ${missing.join(', ')} from '@blueprintjs/core', which the shared subset does not provide: add it to shell/kit/src/blueprint.ts`,
              ),
            );
          }
        });
      });
    },
  };
}
