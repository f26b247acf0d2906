/**
 * The HTML API reference reads well cold: the package root is a module named
 * `nautical-rules` with a description, every one of its exports sits in a named group
 * (none left in typedoc's "Functions" or "Interfaces" piles), and each game's guides hang
 * under that game's module rather than in a folder of the same name beside it. Reads the
 * sidebar of the built reference (`npm test` runs `npm run docs` before the tests).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const repo = resolve(__dirname, '../..');

interface NavNode { readonly text: string; readonly path?: string; readonly kind?: number; readonly children?: readonly NavNode[] }

/** The sidebar of the built reference: typedoc writes it as deflated, base64 JSON. */
function sidebar(): NavNode[] {
  const file = join(repo, 'docs/api/assets/navigation.js');
  expect(existsSync(file), 'docs/api is missing: run `npm run docs` first (npm test does)').toBe(true);
  const data = /"([A-Za-z0-9+/=]+)"/.exec(readFileSync(file, 'utf8'))![1]!;
  return JSON.parse(inflateSync(Buffer.from(data, 'base64')).toString('utf8')) as NavNode[];
}

/** The groups typedoc makes by itself, for exports with no group of their own. */
const KIND_GROUPS = ['Functions', 'Interfaces', 'Type Aliases', 'Variables', 'Classes', 'Enumerations', 'Namespaces'];
const GAMES = ['meuterer', 'nauticus', 'shipyard', 'bremerhaven'];

describe('the API reference', () => {
  const nav = sidebar();
  const modules = nav.find((n) => n.text === 'Modules')?.children ?? [];
  const documents = nav.find((n) => n.text === 'Documents')?.children ?? [];

  it('names the package root and describes it', () => {
    expect(modules[0]?.text).toBe('nautical-rules');
    expect(modules.map((m) => m.text)).not.toContain('index');
    const page = readFileSync(join(repo, 'docs/api', modules[0]!.path!), 'utf8');
    expect(page).toContain('The core, imported as');
  });

  it('puts every export of the root in a named group', () => {
    const groups = (modules[0]?.children ?? []).map((g) => g.text);
    expect(groups).toEqual(['Contract', 'Errors', 'Running games', 'Records', 'Seeds and randomness', 'Sealed saves', 'Codecs', 'Component data', 'Defining a game']);
    expect(groups.filter((g) => KIND_GROUPS.includes(g))).toEqual([]);
    const names = (modules[0]?.children ?? []).flatMap((g) => (g.children ?? []).map((c) => c.text));
    expect(names).toContain('replay');
    for (const internal of ['appended', 'withFields', 'clip', 'preview', 'plainCopy']) expect(names).not.toContain(internal);
  });

  it.each(GAMES)("has %s's guides under its module, and no folder of the same name beside it", (game) => {
    expect(nav.map((n) => n.text)).not.toContain(game);
    expect(documents.map((d) => d.text)).not.toContain(game);
    const module = modules.find((m) => m.text === game);
    const attached = (module?.children ?? []).find((g) => g.text === 'Documents')?.children?.map((d) => d.text) ?? [];
    const guides = readdirSync(join(repo, 'docs', game)).filter((f) => f.endsWith('.md'));
    expect(attached.length, `${game}: ${attached.join(', ')}`).toBe(guides.length);
  });
});
