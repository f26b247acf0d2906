/**
 * The release flow works on a copy of the repository: `npm run version` (changesets)
 * bumps the version and writes CHANGELOG.md from the pending changesets (if any; right
 * after a release the changelog already holds the current version), the version stays
 * below 1.0, and `npm publish --dry-run` accepts the packed files as that version (the
 * tarball `npm test` packed, NAUTICAL_PACKED, or one packed here when run alone).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { givenPack, pack, unpackAs } from '../../scripts/pack.mjs';

const repo = resolve(__dirname, '../..');

describe('release', () => {
  it('versions from changesets and publishes (dry run)', () => {
    const copy = mkdtempSync(join(tmpdir(), 'nautical-release-'));
    const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const file of tracked) if (existsSync(join(repo, file))) cpSync(join(repo, file), join(copy, file), { recursive: true });
    symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
    // Right after a release there is nothing pending: the changelog already holds the
    // current version. Otherwise `npm run version` cuts the next one from the changesets.
    const pending = readdirSync(join(copy, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
    const before = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { version: string };
    if (pending.length > 0) execFileSync('npm', ['run', 'version', '--silent'], { cwd: copy, encoding: 'utf8', stdio: 'pipe' });
    const after = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { version: string };
    if (pending.length > 0) expect(after.version).not.toBe(before.version);
    // Until 1.0 a breaking change is a minor bump (CONTRIBUTING): no changeset may be major.
    expect(after.version, 'a pending changeset is major: until 1.0 breaking changes are minor').toMatch(/^0\./);
    const changelog = readFileSync(join(copy, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toContain(`## ${after.version}`);

    // The packed files (the tarball `npm test` packed, or one of our own) as this version.
    const { tarball } = givenPack() ?? pack(join(copy, '.packed'));
    const versioned = unpackAs(tarball, join(copy, '.unpacked'), { version: after.version, changelog: join(copy, 'CHANGELOG.md') });
    const publish = spawnSync('npm', ['publish', '--dry-run', '--ignore-scripts'], { cwd: versioned, encoding: 'utf8' });
    expect(publish.status, publish.stderr).toBe(0);
    expect(publish.stdout + publish.stderr).toContain(`+ nautical-rules@${after.version}`);
    expect(publish.stdout + publish.stderr).toContain('dist/meuterer/index.js');
  });
});
