/**
 * Every link and every file path named in the README and the guides resolves: in the
 * repository, and, for the documents that ship in the package, among the files of the
 * package itself (an npm page and an installed package can follow nothing else).
 *
 * What counts as a file path: a Markdown link to a relative target, or inline code that
 * looks like a path (has a `/`, no spaces, and names a file with an extension or a folder
 * ending in `/`). Import specifiers (`nautical-rules/meuterer`, `fp-ts/...`) and
 * placeholders (`docs/<game>/rulings.md`) are not paths. Needs `npm run docs` first
 * (`npm test` builds the API docs before the tests) for links into `docs/api/`, which
 * exist in the repository once built but do not ship.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(__dirname, '../..');

/** The README, CONTRIBUTING and every guide (the generated API docs and working notes aside). */
function documents(): string[] {
  const found = ['README.md', 'CONTRIBUTING.md'];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(repo, dir)).sort()) {
      const path = `${dir}/${entry}`;
      if (path === 'docs/api') continue;
      if (statSync(join(repo, path)).isDirectory()) walk(path);
      else if (path.endsWith('.md')) found.push(path);
    }
  };
  walk('docs');
  return found;
}

/** The files `npm pack` puts in the tarball, relative to the package root. */
const shipped: readonly string[] = (
  JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--ignore-scripts', '--json'], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  ) as { files: { path: string }[] }[]
)[0]!.files.map((f) => f.path);

/** A regular expression for a file name or path with `*` wildcards (within one folder). */
const wildcard = (glob: string): RegExp =>
  new RegExp(`^${glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);

const ships = (path: string): boolean => {
  const clean = path.replace(/\/$/, '');
  if (clean.includes('*')) return shipped.some((f) => wildcard(clean).test(f));
  return shipped.some((f) => f === clean || f.startsWith(`${clean}/`));
};

const existsInRepo = (path: string): boolean => {
  if (path.startsWith('..')) return false;
  if (!path.includes('*')) return existsSync(join(repo, path));
  const dir = dirname(path);
  if (dir.includes('*') || !existsSync(join(repo, dir))) return false;
  return readdirSync(join(repo, dir)).some((f) => wildcard(path.split('/').pop()!).test(f));
};

/** Paths a document names, each also as a path from the repository root. */
function pathsIn(doc: string): { named: string; path: string }[] {
  const text = readFileSync(join(repo, doc), 'utf8').replace(/```[\s\S]*?```/g, '');
  const out: { named: string; path: string }[] = [];
  for (const m of text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
    const target = m[1]!;
    if (/^(https?:|mailto:|#)/.test(target)) continue;
    out.push({ named: target, path: normalize(join(dirname(doc), target.split('#')[0]!)) });
  }
  for (const m of text.matchAll(/`([^`\s]+)`/g)) {
    const token = m[1]!;
    if (!token.includes('/') || /^(nautical-rules|fp-ts|io-ts|@|https?:)/.test(token)) continue;
    if (!/^[\w.*/-]+$/.test(token) || !(/\.\w+$/.test(token) || token.endsWith('/'))) continue;
    // A path is named from the repository root, or from the document's own folder.
    const fromDoc = normalize(join(dirname(doc), token));
    out.push({ named: token, path: !existsInRepo(normalize(token)) && existsInRepo(fromDoc) ? fromDoc : normalize(token) });
  }
  return out;
}

describe('links and file paths in the README and the guides', () => {
  const docs = documents();

  it('finds the documents, the packed file list and the API docs', () => {
    expect(docs).toContain('docs/frontend.md');
    expect(shipped).toContain('README.md');
    expect(existsSync(join(repo, 'docs/api/index.html')), 'docs/api is missing: run `npm run docs` first (npm test does)').toBe(true);
  });

  it.each(docs)('%s names only what exists in the repository', (doc) => {
    const missing = pathsIn(doc).filter((p) => !existsInRepo(p.path)).map((p) => p.named);
    expect(missing, `${doc} names paths that do not exist`).toEqual([]);
  });

  // The HTML API reference is built by `npm run docs` and does not ship (the declarations
  // carry the same comments): a shipped document may say where a clone builds it.
  const builtByDocs = (path: string): boolean => path === 'docs/api' || path.startsWith('docs/api/');
  // The example table's source stays in the repository (an app does not need it): the
  // frontend guide may point at its files, which a reader opens in a clone.
  const exampleSource = (path: string): boolean => path.startsWith('examples/web/') && existsInRepo(path);

  it.each(docs.filter((doc) => shipped.includes(doc)))('%s ships, and names only what ships with it', (doc) => {
    const missing = pathsIn(doc).filter((p) => !ships(p.path) && !builtByDocs(p.path) && !exampleSource(p.path)).map((p) => p.named);
    expect(missing, `${doc} ships in the package but names paths that do not`).toEqual([]);
  });

  it('ships the README and every guide, not the HTML API reference', () => {
    for (const doc of docs.filter((d) => d !== 'CONTRIBUTING.md')) expect(shipped, doc).toContain(doc);
    expect(shipped.filter((f) => f.startsWith('docs/api/'))).toEqual([]);
  });
});
