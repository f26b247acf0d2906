/**
 * Shared checks for each game's `moveTargets`: over seeded games, every target of every
 * legal move is a string that names something real (a `view.` path reaches a value of the
 * view, a `table.` path one of the table), and hostile input gives `[]`.
 */
import { expect } from 'vitest';
import type { AnyGame } from '../../src/core/game.js';
import { Random } from '../../src/core/random.js';

type Targets = (table: any, view: any, move: any) => readonly string[];

/** The value at a dotted path below `root`, or `undefined`. */
export function at(root: unknown, path: string): unknown {
  let here: unknown = root;
  for (const key of path.split('.')) {
    if (here === null || typeof here !== 'object') return undefined;
    if (Array.isArray(here) && !/^(0|[1-9]\d*)$/.test(key)) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/** What is wrong with `target` for this table and view, or `null`. */
export function targetProblem(table: unknown, view: unknown, target: unknown, spaces: RegExp): string | null {
  if (typeof target !== 'string') return `${String(target)} is not a string`;
  if (target.startsWith('view.')) return at(view, target.slice(5)) === undefined ? `${target} names nothing in the view` : null;
  if (target.startsWith('table.')) return at(table, target.slice(6)) === undefined ? `${target} names nothing in the table` : null;
  if (target.startsWith('space.')) return spaces.test(target.slice(6)) ? null : `${target} is not a space of this game`;
  return `${target} is neither view., table. nor space.`;
}

/**
 * Plays `games` seeded games of `config` and checks every target of every legal move of
 * every active seat; returns the move types that had at least one target.
 */
export function checkTargets(game: AnyGame, moveTargets: Targets, config: unknown, games: number, spaces: RegExp = /^$/): Set<string> {
  const targeted = new Set<string>();
  for (let seed = 1; seed <= games; seed++) {
    const random = Random.seeded(seed);
    const start = game.setup(config, seed);
    if (start._tag === 'Left') throw new Error(start.left.message);
    const table = game.table(start.right);
    if (table._tag === 'Left') throw new Error(table.left.message);
    let state = start.right;
    for (let step = 0; step < 3000 && !game.isOver(state); step++) {
      const active = game.activePlayers(state) as number[];
      for (const seat of active) {
        const view = game.view(state, seat);
        if (view._tag === 'Left') throw new Error(view.left.message);
        for (const move of game.legalMoves(state, seat)) {
          const targets = moveTargets(table.right, view.right, move);
          expect(Array.isArray(targets)).toBe(true);
          for (const t of targets) expect(targetProblem(table.right, view.right, t, spaces), `${JSON.stringify(move)} -> ${t}`).toBeNull();
          if (targets.length > 0) targeted.add((move as { type: string }).type);
        }
      }
      const seat = random.pick(active);
      const next = game.apply(state, random.pick(game.legalMoves(state, seat)));
      if (next._tag === 'Left') throw new Error(next.left.message);
      state = next.right;
    }
  }
  return targeted;
}

/** Hostile input: no throw, and `[]` (or strings only). */
export function checkHostile(moveTargets: Targets, table: unknown, view: unknown, moves: readonly unknown[]): void {
  const junk: unknown[] = [null, undefined, 7, 'x', [], {}, { type: 'play' }, { type: 'bid', player: -1, space: '__proto__' }, { type: 'hire', player: 0, space: 1e9, stack: -1 }];
  const proxy = new Proxy({}, { get: () => { throw new Error('hostile'); } });
  for (const move of [...junk, ...moves, proxy]) {
    for (const [t, v] of [[table, view], [null, null], [table, null], [null, view], [proxy, proxy], [table, {}]] as const) {
      let out: readonly string[] = [];
      expect(() => { out = moveTargets(t, v, move); }).not.toThrow();
      expect(Array.isArray(out) && out.every((s) => typeof s === 'string')).toBe(true);
    }
  }
}
