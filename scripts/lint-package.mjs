#!/usr/bin/env node
// `npm run lint:package`: publint on the package folder, then arethetypeswrong and
// `npm publish --dry-run` on the tarball, so that a publish that would fail fails here
// first. The tarball is packed with --ignore-scripts: `npm test` has just built dist/ and
// docs/, and `attw --pack` would run the prepack script (a second build) for nothing.
// Needs the npm registry (as the consumer tests do): npm 11 refuses even a dry run of a
// version that is already published, which is the normal case right after a release; the
// same files are then dry-run under the next prerelease version instead.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (command, args, cwd) => execFileSync(command, args, { stdio: 'inherit', cwd });
const dir = mkdtempSync(join(tmpdir(), 'nautical-lint-'));
try {
  run('npx', ['publint', '--strict']);
  const packed = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { encoding: 'utf8' }));
  const tarball = join(dir, packed[0].filename);
  run('npx', ['attw', tarball]);

  const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
  const onRegistry = spawnSync('npm', ['view', `${name}@${version}`, 'version'], { encoding: 'utf8' }).stdout.trim() === version;
  if (!onRegistry) run('npm', ['publish', '--dry-run', '--ignore-scripts', tarball]);
  else {
    const unpacked = join(dir, 'unpacked');
    mkdirSync(unpacked);
    run('tar', ['-xzf', tarball, '-C', unpacked]);
    const folder = join(unpacked, 'package');
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    manifest.version = `${version}-next.0`;
    writeFileSync(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`${name}@${version} is on the registry already: dry-running the same files as ${manifest.version}.`);
    run('npm', ['publish', '--dry-run', '--ignore-scripts', '--tag', 'next'], folder);
  }
} catch {
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
