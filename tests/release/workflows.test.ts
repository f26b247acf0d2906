/**
 * The GitHub workflows cannot run here, so their YAML is parsed (strictly: a duplicate key,
 * a tab or a broken indent is an error) and what they promise is checked: CI runs
 * .ci/run, which runs the README's test command and `npm publish --dry-run` through the
 * package lint; the release workflow versions with changesets, publishes with provenance
 * (an OIDC token) and publishes the API docs to GitHub Pages after a release.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';

const repo = resolve(__dirname, '../..');
const workflows = join(repo, '.github/workflows');

interface Step { readonly uses?: string; readonly run?: string; readonly with?: Record<string, unknown>; readonly env?: Record<string, unknown>; readonly id?: string }
interface Job { readonly 'runs-on'?: string; readonly steps?: readonly Step[]; readonly permissions?: Record<string, string>; readonly needs?: string; readonly if?: string; readonly env?: Record<string, unknown>; readonly outputs?: Record<string, string> }
interface Workflow { readonly name?: string; readonly on?: unknown; readonly jobs?: Record<string, Job> }

/** A workflow's YAML, or the parser's and the shape's problems with it. */
function parse(text: string): { workflow: Workflow; problems: string[] } {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  const problems = [...doc.errors, ...doc.warnings].map((e) => e.message);
  if (problems.length > 0) return { workflow: {}, problems };
  const workflow = (doc.toJS() ?? {}) as Workflow;
  if (typeof workflow.name !== 'string') problems.push('no name');
  if (workflow.on === undefined) problems.push('no `on`');
  if (workflow.jobs === undefined || Object.keys(workflow.jobs).length === 0) problems.push('no jobs');
  for (const [id, job] of Object.entries(workflow.jobs ?? {})) {
    if (job === null || typeof job !== 'object') {
      problems.push(`job ${id} is not a mapping`);
      continue;
    }
    if (typeof job['runs-on'] !== 'string') problems.push(`job ${id}: no runs-on`);
    if (!Array.isArray(job.steps) || job.steps.length === 0) problems.push(`job ${id}: no steps`);
    for (const step of job.steps ?? []) {
      if ((step.uses === undefined) === (step.run === undefined)) problems.push(`job ${id}: a step needs exactly one of uses and run`);
      if (step.uses !== undefined && !/^[\w.-]+\/[\w./-]+@v\d+$/.test(step.uses)) problems.push(`job ${id}: ${step.uses} is not pinned to a major version`);
    }
  }
  return { workflow, problems };
}

const read = (file: string): Workflow => {
  const { workflow, problems } = parse(readFileSync(join(workflows, file), 'utf8'));
  expect(problems, file).toEqual([]);
  return workflow;
};
const steps = (job: Job | undefined): readonly Step[] => job?.steps ?? [];

describe('GitHub workflows', () => {
  it('every workflow parses and has the shape GitHub runs', () => {
    const files = readdirSync(workflows).filter((f) => /\.ya?ml$/.test(f)).sort();
    expect(files).toEqual(['ci.yml', 'release.yml']);
    for (const file of files) read(file);
  });

  it('the check finds a broken workflow', () => {
    const good = readFileSync(join(workflows, 'ci.yml'), 'utf8');
    expect(parse(good).problems).toEqual([]);
    expect(parse(good.replace('name: CI', 'name: CI\nname: again')).problems.join()).toMatch(/unique|duplicate/i);
    expect(parse(good.replace('    runs-on: ubuntu-latest', '\truns-on: ubuntu-latest')).problems).not.toEqual([]);
    expect(parse(good.replace('actions/checkout@v4', 'actions/checkout@main')).problems.join()).toContain('not pinned');
    expect(parse(good.replace('    steps:', '    stepz:')).problems.join()).toContain('no steps');
  });

  it('CI runs .ci/run under CI=true, with PostgreSQL; .ci/run runs the README test command and installs Chromium', () => {
    const ci = read('ci.yml');
    const job = ci.jobs!['test']!;
    expect(job.env?.['CI']).toBe('true');
    expect(steps(job).some((s) => s.run === 'bash .ci/run')).toBe(true);
    expect(JSON.stringify(job)).toContain('postgres');
    const script = readFileSync(join(repo, '.ci/run'), 'utf8');
    expect(script).toMatch(/^npm test$/m);
    expect(script).toContain('apt-get install -y -qq chromium');
    // The publish dry run and the API report check are part of `npm test`.
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['test']).toContain('npm run api:check');
    expect(pkg.scripts['test']).toContain('npm run lint:package');
    expect(readFileSync(join(repo, 'scripts/lint-package.mjs'), 'utf8')).toContain("'publish', '--dry-run'");
  });

  it('the release workflow: a version pull request, then npm publish with provenance, then the docs site', () => {
    const release = read('release.yml');
    expect(release.on).toEqual({ push: { branches: ['main'] } });
    const job = release.jobs!['release']!;
    expect(job.permissions).toMatchObject({ 'id-token': 'write', contents: 'write', 'pull-requests': 'write' });
    const action = steps(job).find((s) => s.uses?.startsWith('changesets/action@'));
    expect(action?.with).toMatchObject({ version: 'npm run version', publish: 'npm run release' });
    expect(action?.env?.['NPM_CONFIG_PROVENANCE']).toBe('true');
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['version']).toMatch(/^changeset version && npm install --package-lock-only/);
    expect(pkg.scripts['release']).toBe('changeset publish');
    // The docs site is built after a publish, from the same commit.
    const pages = release.jobs!['pages']!;
    expect(pages.needs).toBe('release');
    expect(pages.if).toContain('needs.release.outputs.published');
    expect(job.outputs?.['published']).toContain(`steps.${action?.id}.outputs.published`);
    expect(pages.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    expect(steps(pages).map((s) => s.run ?? s.uses?.replace(/@.*/, ''))).toEqual(
      expect.arrayContaining(['npm run docs', 'actions/upload-pages-artifact', 'actions/deploy-pages']),
    );
    expect(steps(pages).find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))?.with?.['path']).toBe('docs/api');
  });
});
