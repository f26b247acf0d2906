/**
 * The checked-in API report (api/*.api.md, scripts/api-report.mjs): it matches the built
 * declarations of every subpath, and the check fails, naming the change and what to do,
 * when an export is added, removed or changed, also one re-exported from the core or a
 * type that the exports name without exporting it. Needs `npm run build` first (`npm test`
 * does). The broken builds are copies of dist/ in a temporary folder; the real report is
 * only read.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(__dirname, '../..');
const script = join(repo, 'scripts/api-report.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'nautical-api-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the report script with `args`: its exit code and what it printed. */
function run(...args: string[]): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [script, ...args], { cwd: repo, encoding: 'utf8' });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

let copies = 0;
/** A copy of dist/ (with node_modules beside it, as in the repository) that `change` edits. */
function brokenDist(change: (dist: string) => void): string {
  const root = join(scratch, `copy-${copies++}`);
  cpSync(join(repo, 'dist'), join(root, 'dist'), { recursive: true, filter: (f) => !/\.(c?js)$/.test(f) });
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  change(join(root, 'dist'));
  return join(root, 'dist');
}

describe('the API report', () => {
  it('is there for every subpath of the exports map, and matches this build', () => {
    expect(existsSync(join(repo, 'dist/index.d.ts')), 'dist/ is missing: run npm run build first (npm test does)').toBe(true);
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { exports: Record<string, unknown>; scripts: Record<string, string> };
    const subpaths = Object.keys(pkg.exports).filter((k) => k !== './package.json');
    expect(readdirSync(join(repo, 'api')).filter((f) => f.endsWith('.api.md'))).toHaveLength(subpaths.length);
    expect(pkg.scripts['api:update']).toContain('scripts/api-report.mjs');
    expect(pkg.scripts['test']).toContain('api:check');
    const checked = run('--check');
    expect(checked.out).toContain(`matches api/ (${subpaths.length} subpaths)`);
    expect(checked.code).toBe(0);
    // The internal helpers are not part of the root's surface.
    const root = readFileSync(join(repo, 'api/index.api.md'), 'utf8');
    for (const name of ['appended', 'withFields', 'clip', 'preview', 'plainCopy', 'cloneJson']) expect(root).not.toMatch(new RegExp(`function ${name}\\b`));
    expect(root).toContain('function replay<');
  });

  it('fails on a new export, and says to run api:update and add a changeset', () => {
    const dist = brokenDist((d) => {
      writeFileSync(join(d, 'core/extra.d.ts'), 'export interface Hidden {\n    readonly depth: number;\n}\nexport declare function extra(): Hidden;\n');
      appendFileSync(join(d, 'index.d.ts'), "export { extra } from './core/extra.js';\n");
    });
    const checked = run('--check', '--dist', dist);
    expect(checked.code).toBe(1);
    expect(checked.out).toContain('api/index.api.md differs');
    expect(checked.out).toContain('+ function extra(): Hidden;');
    expect(checked.out).toContain('npm run api:update');
    expect(checked.out).toContain('changeset');
    // The type it returns is not exported: the report still shows it.
    const api = join(scratch, 'api-new');
    expect(run('--dist', dist, '--api', api).code).toBe(0);
    const report = readFileSync(join(api, 'index.api.md'), 'utf8');
    expect(report).toContain('## Reached, not exported');
    expect(report).toContain('// core/extra: Hidden\ninterface Hidden {\n    readonly depth: number;\n}');
  });

  it('fails on a changed signature re-exported from the core, and on a removed export', () => {
    const dist = brokenDist((d) => {
      const seed = join(d, 'core/seed.d.ts');
      writeFileSync(seed, readFileSync(seed, 'utf8').replace('export declare function randomSeed(): string;', 'export declare function randomSeed(): number;'));
      const bots = join(d, 'bots/index.d.ts');
      writeFileSync(bots, readFileSync(bots, 'utf8').replace(/^export \{ randomBot \} from .*$/m, ''));
    });
    const checked = run('--check', '--dist', dist);
    expect(checked.code).toBe(1);
    expect(checked.out).toContain('- function randomSeed(): string;');
    expect(checked.out).toContain('+ function randomSeed(): number;');
    expect(checked.out).toContain('api/bots.api.md differs');
    expect(checked.out).toMatch(/- function randomBot\(/);
  });

  it('ignores documentation: a changed doc comment is not a change of the API', () => {
    const dist = brokenDist((d) => {
      const file = join(d, 'core/seed.d.ts');
      writeFileSync(file, readFileSync(file, 'utf8').replace('/**', '/** Reworded.'));
    });
    expect(run('--check', '--dist', dist).code).toBe(0);
  });
});
