#!/usr/bin/env node
// The tarball, packed once for a whole `npm test`: `node scripts/pack.mjs [folder]` packs the
// package (`npm pack --ignore-scripts`: dist/ is built already) into the folder (default
// .artifacts/package, emptied first), writes npm's description of it to pack.json there, and
// prints the folder. `npm test` passes it to the tests and the package lint as
// NAUTICAL_PACKED; a test or `npm run lint:package` run alone, without it, packs for itself.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Packs the package into `folder` (emptied first); returns npm's description of the tarball, with its path as `tarball`. */
export function pack(folder) {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', folder], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 }));
  const described = { ...packed, tarball: join(folder, packed.filename) };
  writeFileSync(join(folder, 'pack.json'), `${JSON.stringify(described, null, 2)}\n`);
  return described;
}

/** The tarball NAUTICAL_PACKED names (a folder written by {@link pack}), or `undefined` when it is not set. */
export function givenPack() {
  const folder = process.env['NAUTICAL_PACKED'];
  return folder === undefined || folder === '' ? undefined : JSON.parse(readFileSync(join(folder, 'pack.json'), 'utf8'));
}

/**
 * The tarball unpacked into `folder` (its `package` folder is returned), with package.json's
 * version set to `version` and CHANGELOG.md replaced by `changelog` when given: the same
 * files as another version, for `npm publish --dry-run`.
 */
export function unpackAs(tarball, folder, { version, changelog } = {}) {
  mkdirSync(folder, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', folder]);
  const root = join(folder, 'package');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  if (version !== undefined) manifest.version = version;
  writeFileSync(join(root, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (changelog !== undefined) copyFileSync(changelog, join(root, 'CHANGELOG.md'));
  return root;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = resolve(process.argv[2] ?? join(repo, '.artifacts/package'));
  pack(folder);
  console.log(folder);
}
