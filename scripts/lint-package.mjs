#!/usr/bin/env node
// `npm run lint:package`: publint on the package folder, then arethetypeswrong and
// `npm publish --dry-run` on the tarball, so that a publish that would fail fails here
// first. The tarball is packed with --ignore-scripts: `npm test` has just built dist/ and
// docs/, and `attw --pack` would run the prepack script (a second build) for nothing; under
// `npm test` it is the one the tests used (scripts/pack.mjs, NAUTICAL_PACKED), not packed again.
// Needs the npm registry (as the consumer tests do): npm 11 refuses even a dry run of a
// version that is already published, which is the normal case right after a release; the
// same files are then dry-run under the next prerelease version instead.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { givenPack, pack, unpackAs } from './pack.mjs';

const run = (command, args, cwd) => execFileSync(command, args, { stdio: 'inherit', cwd });
const dir = mkdtempSync(join(tmpdir(), 'nautical-lint-'));
try {
  run('npx', ['publint', '--strict']);
  // The tarball `npm test` packed for the tests (NAUTICAL_PACKED), or one of our own.
  const { tarball } = givenPack() ?? pack(join(dir, 'package'));
  run('npx', ['attw', tarball]);

  const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
  const onRegistry = spawnSync('npm', ['view', `${name}@${version}`, 'version'], { encoding: 'utf8' }).stdout.trim() === version;
  if (!onRegistry) run('npm', ['publish', '--dry-run', '--ignore-scripts', tarball]);
  else {
    const next = `${version}-next.0`;
    const folder = unpackAs(tarball, join(dir, 'unpacked'), { version: next });
    console.log(`${name}@${version} is on the registry already: dry-running the same files as ${next}.`);
    run('npm', ['publish', '--dry-run', '--ignore-scripts', '--tag', 'next'], folder);
  }
} catch {
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
