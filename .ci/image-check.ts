/**
 * Performs the Dockerfile's build and start steps without a Docker engine (none runs on CI or
 * development machines here), then checks that the server answers /api/health.
 *
 * It reads the Dockerfile itself, so it checks the real file: each stage gets a folder standing
 * for the image's file system, COPY copies from a clean clone of HEAD (minus .dockerignore) or
 * from an earlier stage, RUN runs in the stage's WORKDIR with its ENV as root (as `docker build`
 * does), and CMD runs as the image's USER (an unprivileged account, created here if missing)
 * with only what the image makes writable. Node is the pinned Node 24, standing in for the
 * `node:24` base image. Absolute paths inside RUN lines are not rewritten: keep them relative.
 *
 *   node_modules/node/bin/node .ci/image-check.ts     (as root; CI runs it after npm test)
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, matchesGlob, relative } from 'node:path';

const REPO = join(import.meta.dirname, '..');
const PORT = Number(process.env.IMAGE_CHECK_PORT ?? 4890);
const started = performance.now();
const log = (message: string) => console.log(`[image-check ${((performance.now() - started) / 1000).toFixed(0)}s] ${message}`);

interface Instruction {
  keyword: string;
  args: string;
}

interface Stage {
  name: string | null;
  root: string;
  workdir: string;
  env: Record<string, string>;
  user: string;
}

/** Instructions in order, continuation lines joined, comments dropped. */
export function parseDockerfile(text: string): Instruction[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return logical.map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
}

/** `A=1 B="two words"` -> { A: '1', B: 'two words' }. */
function parseEnv(args: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const match of args.matchAll(/(\w+)=("([^"]*)"|\S*)/g)) env[match[1]!] = match[3] ?? match[2]!;
  return env;
}

function main() {
  if (process.getuid?.() !== 0) throw new Error('run as root (docker build runs steps as root, CMD as the image user)');
  const work = mkdtempSync(join(tmpdir(), 'folio-image-'));
  chmodSync(work, 0o755);
  const context = join(work, 'context');
  // CI may run this as root on a clone owned by another user: git would call that dubious.
  execFileSync('git', ['-c', 'safe.directory=*', 'clone', '--quiet', REPO, context]);
  log(`clean clone of ${execFileSync('git', ['-C', context, 'rev-parse', '--short', 'HEAD']).toString().trim()} in ${context}`);
  const ignored = existsSync(join(context, '.dockerignore'))
    ? readFileSync(join(context, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'))
    : [];
  const isIgnored = (path: string) => ignored.some((pattern) => matchesGlob(path, pattern) || path.split('/').some((_, i, parts) => matchesGlob(parts.slice(0, i + 1).join('/'), pattern)));

  // The base image's Node: the pinned Node 24 at /usr/local/bin in every stage.
  const nodeBinary = join(REPO, 'node_modules', 'node', 'bin', 'node');
  const stages: Stage[] = [];
  let stage: Stage | null = null;
  const at = (current: Stage, path: string) => join(current.root, path.startsWith('/') ? path : join(current.workdir, path));
  const commandEnv = (current: Stage) => {
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(current.env)) {
      // An absolute path into the image's file system points into the stage's folder.
      const top = value.startsWith('/') ? value.split('/')[1] : undefined;
      env[name] = top && existsSync(join(current.root, top)) ? join(current.root, value) : value;
    }
    // The machine's settings pass through (registry, proxy, CA certificates), as a build's proxy
    // arguments do; the image's Node comes first on PATH.
    return { ...process.env, PATH: `${join(current.root, 'usr/local/bin')}:${process.env.PATH}`, ...env } as Record<string, string>;
  };

  for (const { keyword, args } of parseDockerfile(readFileSync(join(context, 'Dockerfile'), 'utf8'))) {
    if (keyword === 'FROM') {
      const [image = '', , name = null] = args.split(/\s+/);
      if (!/^node:24[.-]/.test(image)) throw new Error(`base image ${image}: this check stands in for node:24 only`);
      // The node images come with an unprivileged `node` user; this machine needs one too.
      ensureUser('node');
      const root = join(work, `stage-${stages.length}`);
      mkdirSync(join(root, 'usr/local/bin'), { recursive: true });
      copyFileSync(nodeBinary, join(root, 'usr/local/bin/node'));
      chmodSync(join(root, 'usr/local/bin/node'), 0o755);
      stage = { name, root, workdir: '/', env: {}, user: 'root' };
      stages.push(stage);
      log(`stage ${stages.length - 1}${name ? ` (${name})` : ''} from ${image}`);
      continue;
    }
    if (!stage) throw new Error(`${keyword} before FROM`);
    const current: Stage = stage;
    if (keyword === 'WORKDIR') {
      current.workdir = args.startsWith('/') ? args : join(current.workdir, args);
      mkdirSync(join(current.root, current.workdir), { recursive: true });
    } else if (keyword === 'ENV') {
      Object.assign(current.env, parseEnv(args));
    } else if (keyword === 'USER') {
      current.user = args;
    } else if (keyword === 'COPY') {
      const words = args.split(/\s+/);
      const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
      const paths = words.filter((word) => !word.startsWith('--'));
      const dest = paths.pop()!;
      const source = from ? stages.find((candidate) => candidate.name === from || String(stages.indexOf(candidate)) === from) : null;
      if (from && !source) throw new Error(`COPY --from=${from}: no such stage`);
      for (const path of paths) {
        const src = source ? at(source, path) : join(context, path);
        const target = dest.endsWith('/') && !statSync(src).isDirectory() ? join(at(current, dest), path.split('/').pop()!) : at(current, dest);
        mkdirSync(dirname(target), { recursive: true });
        const filter = (file: string) => source !== null || !isIgnored(relative(context, file) || '.') || relative(context, file) === '';
        cpSync(src, target, { recursive: true, filter });
      }
    } else if (keyword === 'RUN') {
      log(`RUN ${args}`);
      const result = spawnSync('sh', ['-c', args], { cwd: join(current.root, current.workdir), env: commandEnv(current), stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`RUN failed (exit ${result.status}): ${args}`);
    } else if (keyword === 'VOLUME') {
      for (const path of args.replace(/[[\]",]/g, ' ').split(/\s+/).filter(Boolean)) mkdirSync(at(current, path), { recursive: true });
    } else if (keyword === 'CMD') {
      return start(current, JSON.parse(args) as string[], commandEnv(current), work);
    } else if (keyword !== 'EXPOSE' && keyword !== 'ARG' && keyword !== 'LABEL') {
      throw new Error(`${keyword}: not understood by this check; teach it or keep the Dockerfile simple`);
    }
  }
  throw new Error('the Dockerfile has no CMD');
}

function ensureUser(name: string) {
  if (spawnSync('id', ['-u', name]).status === 0) return;
  execFileSync('useradd', ['--system', '--user-group', '--no-create-home', name]);
  log(`created the unprivileged user ${name}`);
}

/** CMD as the image's user; healthy means /api/health answers 200. */
async function start(stage: Stage, command: string[], env: Record<string, string>, work: string) {
  ensureUser(stage.user);
  log(`CMD ${command.join(' ')} as ${stage.user}`);
  const server = spawn('setpriv', ['--reuid', stage.user, '--regid', stage.user, '--init-groups', '--', ...command], {
    cwd: join(stage.root, stage.workdir),
    // As `docker run -e`: production needs a signing secret; a free port for the check.
    env: { ...env, JWT_SECRET: 'image-check-secret-image-check-secret!', PORT: String(PORT) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  try {
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const health = await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => null);
      if (health?.status === 200) {
        const page = await fetch(`http://127.0.0.1:${PORT}/login`);
        if (page.status !== 200 || !(await page.text()).includes('<div id="root">')) throw new Error(`/login answered ${page.status} without the shell`);
        log(`healthy: /api/health ${health.status}, /login serves the built shell`);
        return;
      }
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('/api/health did not answer 200 within 60 s');
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error(`[image-check] failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
