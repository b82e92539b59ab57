import { describe, expect, it } from 'vitest';
import { importViolation } from './import-rules.ts';

const edge = (issuer: string, request: string, resource: string) => importViolation({ issuer, request, resource });

describe('front-end import rules', () => {
  it('let front-ends import packages by name, the kit included, and their own files', () => {
    expect(edge('mfe-news/src/NewsPage.tsx', '@folio/shell-kit', 'shell/kit/src/index.ts')).toBeNull();
    expect(edge('mfe-news/src/NewsPage.tsx', '@folio/shell-kit/router', 'shell/kit/src/router.ts')).toBeNull();
    expect(edge('mfe-news/src/NewsPage.tsx', './widgets/NewsWidget.tsx', 'mfe-news/src/widgets/NewsWidget.tsx')).toBeNull();
    expect(edge('mfe-news/src/NewsPage.tsx', '@blueprintjs/core', 'node_modules/@blueprintjs/core/lib/esm/index.js')).toBeNull();
    expect(edge('shell/kit/src/router.ts', 'react-router', 'node_modules/react-router/dist/index.mjs')).toBeNull();
  });

  it("refuse another remote's, the shell's or the backend's source", () => {
    expect(edge('mfe-news/src/a.ts', '../../mfe-tools/src/api.ts', 'mfe-tools/src/api.ts')).toMatch(/mfe-tools's source/);
    expect(edge('mfe-news/src/a.ts', '../../shell/src/harness/Harness.tsx', 'shell/src/harness/Harness.tsx')).toMatch(/shell's source/);
    expect(edge('mfe-news/src/a.ts', '../../backend/src/config.ts', 'backend/src/config.ts')).toMatch(/backend/);
    expect(edge('shell/src/a.ts', '../../mfe-news/src/x.ts', 'mfe-news/src/x.ts')).toMatch(/mfe-news's source/);
  });

  it('refuse the kit by path, node_modules by path and react-router outside the kit', () => {
    expect(edge('mfe-news/src/a.ts', '../../shell/kit/src/theme.tsx', 'shell/kit/src/theme.tsx')).toMatch(/by path/);
    expect(edge('mfe-news/src/a.ts', '../../node_modules/react-router/dist/production/index.mjs', 'node_modules/react-router/dist/production/index.mjs')).toMatch(/node_modules by path/);
    expect(edge('mfe-news/src/a.ts', 'react-router', 'node_modules/react-router/dist/index.mjs')).toMatch(/shell-kit\/router/);
  });
});
