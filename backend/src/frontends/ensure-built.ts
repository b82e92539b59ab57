import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start` runs this first: on a fresh clone the front-ends are built once (about 15 s), so
 * the product is complete with one command. Later starts find the builds and skip it.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const builds = [join(root, 'shell/dist/index.html'), ...['mfe-portfolio', 'mfe-insights', 'mfe-news', 'mfe-tools'].map((folder) => join(root, folder, 'dist/mf-manifest.json'))];

if (!builds.every((file) => existsSync(file))) {
  console.log('Building the front-ends once (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
