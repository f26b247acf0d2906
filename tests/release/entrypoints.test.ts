/**
 * One list of subpaths, kept in step everywhere: the `exports` map, `typesVersions`, the
 * tsup entries, the typedoc entry points, the CLI and the docs all name the same games.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { libraryEntries } from '../../tsup.config.js';
import { CLI_GAMES } from '../../src/cli/games.js';

const repo = resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  typesVersions: { '*': Record<string, string[]> };
};
const typedoc = JSON.parse(readFileSync(join(repo, 'typedoc.json'), 'utf8')) as { entryPoints: string[] };
const subpaths = Object.keys(pkg.exports).filter((k) => k !== './package.json' && k !== '.').map((k) => k.slice(2)).sort();
/** Subpaths that are not games: the property-test harness, the bots, the boardgame.io adapter and the worker pool. */
const TOOLS = ['testing', 'bots', 'boardgameio', 'boardgameio/server', 'parallel'];
const games = subpaths.filter((s) => !TOOLS.includes(s));

describe('entry points', () => {
  it('tsup builds exactly the exported subpaths', () => {
    expect(Object.keys(libraryEntries).sort()).toEqual(['index', ...subpaths.map((s) => `${s}/index`)].sort());
  });

  it('typesVersions covers every subpath (node10 resolution)', () => {
    expect(Object.keys(pkg.typesVersions['*']).sort()).toEqual(subpaths);
  });

  it('typedoc documents exactly the exported entry points', () => {
    expect(typedoc.entryPoints.slice().sort()).toEqual(['src/index.ts', ...subpaths.map((s) => `src/${s}/index.ts`)].sort());
  });

  it('the boardgame.io adapter is the only module that imports boardgame.io, and only its types', () => {
    const files = (dir: string): string[] =>
      readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
    for (const file of files('src')) {
      const text = readFileSync(join(repo, file), 'utf8');
      const imports = [...text.matchAll(/^import (type )?[^;]*from '(boardgame\.io[^']*)'/gm)];
      if (!file.startsWith('src/boardgameio/')) expect(imports, file).toEqual([]);
      for (const m of imports) expect(m[1], `${file} imports boardgame.io at run time`).toBe('type ');
    }
  });

  it('the CLI knows every game', () => {
    expect(CLI_GAMES.map((g) => g.game.id).sort()).toEqual(games);
  });

  it.each(games)('%s has its rulings and data docs, linked from the guides, and a golden record', (game) => {
    expect(existsSync(join(repo, `docs/${game}/rulings.md`))).toBe(true);
    expect(existsSync(join(repo, `docs/${game}/data.md`))).toBe(true);
    expect(readFileSync(join(repo, 'docs/rulings.md'), 'utf8')).toContain(`(${game}/rulings.md)`);
    expect(readFileSync(join(repo, 'docs/component-data.md'), 'utf8')).toContain(`(${game}/data.md)`);
    expect(readFileSync(join(repo, 'README.md'), 'utf8')).toContain(`nautical-rules/${game}`);
    expect(readdirSync(join(repo, 'tests/golden')).some((f) => f.startsWith(`${game}-`) && f.endsWith('.json'))).toBe(true);
  });
});
