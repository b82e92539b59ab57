import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as blueprint from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import { blueprintValueImports, missingFromSubset, subsetExports } from './blueprint-subset.ts';

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

  it('provides every Blueprint value the shell, the kit and the remotes import', () => {
    const folders = ['shell/src', 'shell/kit/src', 'mfe-portfolio/src', 'mfe-insights/src', 'mfe-news/src', 'mfe-tools/src'];
    const missing = folders
      .flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .flatMap((file) => missingFromSubset(readFileSync(file, 'utf8'), subset).map((name) => `${file.slice(ROOT.length + 1)}: ${name}`));
    expect(missing).toEqual([]);
  });
});
