import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as blueprint from '@blueprintjs/core';
import * as reactQuery from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { blueprintValueImports, missingFromSubset, SHARED_SUBSETS, subsetExports, valueImports } from './blueprint-subset.ts';

const ROOT = join(import.meta.dirname, '../../..');
const subset = subsetExports(readFileSync(join(ROOT, 'shell/kit/src/blueprint.ts'), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.[cm]?[jt]sx?$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the shared Blueprint subset', () => {
  it('reads value imports, leaving out type-only ones and following renames', () => {
    const source = `import { Button, type IconName, Intent as BpIntent } from '@blueprintjs/core';
import type { Props } from '@blueprintjs/core';
import {
  Dialog,
  DialogBody,
} from "@blueprintjs/core";
import { Icons } from '@blueprintjs/icons';`;
    expect(blueprintValueImports(source)).toEqual(['Button', 'Intent', 'Dialog', 'DialogBody']);
    expect(missingFromSubset(source, new Set(['Button', 'Intent', 'Dialog']))).toEqual(['DialogBody']);
  });

  it('lists only names Blueprint really exports', () => {
    expect(subset.size).toBeGreaterThan(20);
    for (const name of subset) expect(blueprint, name).toHaveProperty(name);
  });

  it('reads TanStack Query value imports the same way', () => {
    const source = `import { useQuery, type QueryKey } from '@tanstack/react-query';\nimport { Button } from '@blueprintjs/core';`;
    expect(valueImports(source, '@tanstack/react-query')).toEqual(['useQuery']);
    expect(missingFromSubset(source, new Set(['useMutation']), '@tanstack/react-query')).toEqual(['useQuery']);
  });

  it('the TanStack Query subset lists only names the package really exports, and every one the front-ends import', () => {
    const file = SHARED_SUBSETS.find((entry) => entry.pkg === '@tanstack/react-query')!.file;
    const names = subsetExports(readFileSync(join(ROOT, file), 'utf8'));
    expect(names.size).toBeGreaterThan(5);
    for (const name of names) expect(reactQuery, name).toHaveProperty(name);
    const folders = ['shell/src', 'shell/kit/src', 'mfe-portfolio/src', 'mfe-insights/src', 'mfe-news/src', 'mfe-tools/src'];
    const missing = folders
      .flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .flatMap((source) => missingFromSubset(readFileSync(source, 'utf8'), names, '@tanstack/react-query').map((name) => `${source.slice(ROOT.length + 1)}: ${name}`));
    expect(missing).toEqual([]);
  });

  it('provides every Blueprint value the shell, the kit and the remotes import', () => {
    const folders = ['shell/src', 'shell/kit/src', 'mfe-portfolio/src', 'mfe-insights/src', 'mfe-news/src', 'mfe-tools/src'];
    const missing = folders
      .flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .flatMap((file) => missingFromSubset(readFileSync(file, 'utf8'), subset).map((name) => `${file.slice(ROOT.length + 1)}: ${name}`));
    expect(missing).toEqual([]);
  });
});
