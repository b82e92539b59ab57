/**
 * Writes the public OpenAPI document of the real app (embedded stores in memory, offline
 * providers, nothing listening) to a file, for Redocly's lint: `npm run lint:openapi`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createTestApp } from '../testing/test-app.ts';

const target = process.argv[2] ?? 'openapi.json';
// As an operator runs it: dev-login and debug routes are not part of the public document.
const app = await createTestApp({ env: { DEV_LOGIN: 'false', NODE_ENV: 'development' } });
const response = await app.request('GET', '/api/docs/json');
await app.close();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify(response.json(), null, 2));
console.log(`OpenAPI document written to ${target}`);
