#!/usr/bin/env node
// `npm run lint:package`: publint on the package folder, then arethetypeswrong on the
// tarball. The tarball is packed with --ignore-scripts: `npm test` has just built dist/ and
// docs/, and `attw --pack` would run the prepack script (a second build) for nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
const dir = mkdtempSync(join(tmpdir(), 'nautical-lint-'));
try {
  run('npx', ['publint', '--strict']);
  const packed = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { encoding: 'utf8' }));
  run('npx', ['attw', join(dir, packed[0].filename)]);
} catch {
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
