#!/usr/bin/env node
// Run before the commands that need dist/ (`npm run simulate`, `example`, `bench`, `npm pack`):
// builds dist/ when it is missing or older than a source file or the build setup, and
// otherwise says in one line that the build is reused.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Written last by scripts/build.mjs: its time is the build's. */
const stamp = join(repo, 'dist/cli/index.js');
const inputs = ['src', 'package.json', 'tsup.config.ts', 'tsconfig.json', 'tsconfig.lib.json', 'scripts/build.mjs'];

/** The newest file under `path` (a file or a folder): its path and modification time. */
function newest(path) {
  if (!existsSync(path)) return { file: path, time: 0 };
  const stat = statSync(path);
  if (!stat.isDirectory()) return { file: path, time: stat.mtimeMs };
  return readdirSync(path)
    .map((name) => newest(join(path, name)))
    .reduce((a, b) => (b.time > a.time ? b : a), { file: path, time: 0 });
}

const latest = inputs.map((p) => newest(join(repo, p))).reduce((a, b) => (b.time > a.time ? b : a));
if (existsSync(stamp) && statSync(stamp).mtimeMs >= latest.time) {
  console.error(`Using the build in dist/ (newer than every source file; \`npm run build\` rebuilds it).`);
} else {
  console.error(existsSync(stamp) ? `Rebuilding dist/ (${relative(repo, latest.file)} changed since the last build)...` : 'Building dist/ (first time, a few seconds)...');
  const built = spawnSync(process.execPath, [join(repo, 'scripts/build.mjs')], { cwd: repo, stdio: ['ignore', 2, 2] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
