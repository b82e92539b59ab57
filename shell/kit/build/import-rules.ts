/**
 * The front-ends' import rules, enforced by every build (rspack.config.ts) with the bundler's own
 * resolver, so what is checked is what ships: a remote imports packages by name only, never
 * another remote's, the shell's or the backend's source, never a file inside node_modules by
 * path, and routing only through `@folio/shell-kit/router`.
 */
import { relative, sep } from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

export interface ImportEdge {
  /** The importing file, relative to the repository root ('mfe-news/src/NewsPage.tsx'). */
  issuer: string;
  /** What the source says: '@folio/shell-kit', '../api.ts', 'react-router'. */
  request: string;
  /** The file it resolved to, relative to the repository root. */
  resource: string;
}

const frontEndOf = (file: string): string | null => {
  const match = /^(shell\/kit|shell|mfe-[^/]+)\//.exec(file);
  return match ? match[1]! : null;
};
const isBareSpecifier = (request: string) => !request.startsWith('.') && !request.startsWith('/');

/** Why this import breaks the rules, or null when it is fine. */
export function importViolation({ issuer, request, resource }: ImportEdge): string | null {
  // Our sources only: not packages, not what Module Federation generates.
  if (!/^(shell\/kit|shell|mfe-[^/]+)\/src\//.test(issuer)) return null;
  const from = frontEndOf(issuer)!;
  if (request.includes('node_modules/')) return `imports a file inside node_modules by path ('${request}'): import the package by name`;
  if (resource.startsWith('backend/')) return `imports the backend's source (${resource})`;
  if (request === 'react-router' && from !== 'shell/kit') return "imports react-router: use '@folio/shell-kit/router', the shared subset";
  const to = frontEndOf(resource);
  if (!to || to === from || resource.includes('node_modules/')) return null;
  if (to === 'shell/kit') return isBareSpecifier(request) ? null : `imports @folio/shell-kit by path ('${request}'): import '@folio/shell-kit'`;
  if (from === 'shell/kit') return `the kit imports ${to}'s source (${resource})`;
  return `imports ${to}'s source (${resource}): share it through @folio/shell-kit or @folio/contracts`;
}

/** Fails the build on the first broken rule of each import. */
export function importRulesPlugin(repositoryRoot: string): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      const toRepo = (file: string) => relative(repositoryRoot, file.split('?')[0]!).split(sep).join('/');
      compiler.hooks.compilation.tap('FolioImportRules', (compilation, { normalModuleFactory }) => {
        normalModuleFactory.hooks.afterResolve.tap('FolioImportRules', (data) => {
          const issuer = data.contextInfo.issuer;
          const resource = data.createData?.resource;
          if (!issuer || !resource) return;
          const problem = importViolation({ issuer: toRepo(issuer), request: data.request, resource: toRepo(resource) });
          if (problem) compilation.errors.push(new compiler.rspack.WebpackError(`${toRepo(issuer)} ${problem}`));
        });
      });
    },
  };
}
