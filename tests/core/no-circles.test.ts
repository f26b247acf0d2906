/**
 * No import circles in src/: every module's imports (type imports too: types sit at the
 * bottom of a game's folder, rules above them, codecs and assembly on top) form a graph
 * without cycles. Rule modules that hand over to the next step of the turn are given that
 * step by a module above them rather than importing it.
 *
 * And the folders keep their order: a game imports no other game and no bot; the core and
 * the bots import no game (the bots read a game's knowledge from the game they are given).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(__dirname, '../../src');

/** Relative imports and re-exports of each `.ts` file under `dir`, as paths relative to `dir`. */
function importGraph(dir: string): Map<string, string[]> {
  const files: string[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d).sort()) {
      const path = join(d, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts')) files.push(path);
    }
  };
  walk(dir);
  const graph = new Map<string, string[]>();
  const statement = /^\s*(?:import|export)\s+(?:type\s+)?[^'";]*?\s*from\s*['"](\.[^'"]+)['"]/gms;
  for (const file of files) {
    const deps = [...readFileSync(file, 'utf8').matchAll(statement)].map((m) => relative(dir, resolve(dirname(file), (m[1] as string).replace(/\.js$/, '.ts'))));
    graph.set(relative(dir, file), [...new Set(deps)]);
  }
  return graph;
}

/** The groups of modules that import each other in a circle (strongly connected components of more than one module, or a module importing itself), each sorted. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** The folders of src/ that hold a game (a `game.ts`; the core's is the contract). */
const games = readdirSync(src).filter((d) => d !== 'core' && statSync(join(src, d)).isDirectory() && readdirSync(join(src, d)).includes('game.ts')).sort();

/**
 * The imports that cross the folders' order, as `from -> to`: from a game into another game
 * or into `bots/`, and from `core/` or `bots/` into any game. `games` names the game folders.
 */
export function crossings(graph: ReadonlyMap<string, readonly string[]>, gameFolders: readonly string[]): string[] {
  const folder = (path: string): string => path.split('/')[0] as string;
  const found: string[] = [];
  for (const [from, deps] of graph) {
    const own = folder(from);
    for (const to of deps) {
      const target = folder(to);
      if (target === own) continue;
      const fromGame = gameFolders.includes(own);
      const intoGame = gameFolders.includes(target);
      if ((fromGame && (intoGame || target === 'bots')) || ((own === 'core' || own === 'bots') && intoGame)) found.push(`${from} -> ${to}`);
    }
  }
  return found.sort();
}

describe('the folders\' order', () => {
  it('no game imports another game or a bot, and neither the core nor the bots import a game (type imports too)', () => {
    const graph = importGraph(src);
    expect(games).toEqual(['bremerhaven', 'meuterer', 'nauticus', 'shipyard']);
    // The graph holds the arrows the check looks at: games into the core, each game's strategy into its rules.
    expect(graph.get('bots/search.ts')).toContain('core/knowledge.ts');
    expect(graph.get('shipyard/game.ts')).toContain('shipyard/strategy.ts');
    expect(crossings(graph, games)).toEqual([]);
  });

  it('the check finds each kind of crossing, and lets the allowed arrows pass', () => {
    const graph = new Map([
      ['bots/search.ts', ['core/game.ts', 'meuterer/state.ts']],
      ['core/game.ts', ['shipyard/moves.ts']],
      ['meuterer/strategy.ts', ['meuterer/state.ts', 'core/knowledge.ts', 'nauticus/rules/scoring.ts', 'bots/search.ts']],
      ['cli/games.ts', ['meuterer/index.ts', 'bots/index.ts']],
      ['testing/harness.ts', ['core/game.ts']],
    ]);
    expect(crossings(graph, ['meuterer', 'nauticus', 'shipyard'])).toEqual([
      'bots/search.ts -> meuterer/state.ts',
      'core/game.ts -> shipyard/moves.ts',
      'meuterer/strategy.ts -> bots/search.ts',
      'meuterer/strategy.ts -> nauticus/rules/scoring.ts',
    ]);
  });
});

describe('import circles', () => {
  it('src/ has none', () => {
    const graph = importGraph(src);
    // The graph is src/'s: the round's and the turn's loops close in the modules on top.
    expect(graph.get('bremerhaven/rules/round.ts')).toContain('bremerhaven/rules/bidding.ts');
    expect(graph.get('shipyard/rules/play.ts')).toContain('shipyard/rules/turn.ts');
    expect(circles(graph)).toEqual([]);
  });

  it('the state codecs sit above the rules: no state.ts is in a circle, and the Nauticus actions and rewards do not import each other', () => {
    const graph = importGraph(src);
    for (const game of ['meuterer', 'nauticus', 'shipyard', 'bremerhaven']) {
      expect(circles(graph).flat()).not.toContain(`${game}/state.ts`);
      for (const dep of graph.get(`${game}/state.ts`) ?? []) expect(dep.startsWith(`${game}/rules/`) || dep === `${game}/consistency.ts`, dep).toBe(false);
    }
    expect(graph.get('nauticus/rules/rewards.ts')).not.toContain('nauticus/rules/actions.ts');
  });

  it('the check finds a circle, a self-import, and none in a chain', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', ['a']]]))).toEqual([['a']]);
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });
});
