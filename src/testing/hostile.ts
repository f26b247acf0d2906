/**
 * Hostile input: what an attacker sends a game server instead of a move, a viewer or a
 * state. The harness tries all of it on every game; a game written with `defineGame`
 * passes without doing anything itself, and these checks keep it that way.
 *
 * @module
 */
import { canonicalJson, jsonEqual } from '../core/clone.js';
import type { BaseMove, BaseView, Game, Seat, Viewer } from '../core/game.js';

/** A JSON array nested `depth` levels deep, built without recursion (5,000 levels is about 10 KB). */
export function deepArray(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** A JSON object nested `depth` levels deep under the key `k`. */
export function deepObject(depth: number): unknown {
  let v: unknown = {};
  for (let i = 0; i < depth; i++) v = { k: v };
  return v;
}

/** The megabyte values, made once: building them on every check would cost more than the check. */
let big: { readonly mega: string; readonly million: readonly number[] } | undefined;

function bigValues(): { readonly mega: string; readonly million: readonly number[] } {
  big ??= { mega: 'k'.repeat(1_000_000), million: Object.freeze(new Array<number>(1_000_000).fill(0)) };
  return big;
}

/**
 * Values that are not moves and are built to hurt: deep nesting (in the move and in a
 * field), a megabyte key, a megabyte string, a huge array, a `__proto__` key, a getter
 * that throws, a Proxy that throws, a revoked Proxy. `apply` must refuse each with
 * `MALFORMED_MOVE`, with a short message, and never throw.
 */
export function hostileMoves(base: BaseMove): readonly { readonly name: string; readonly value: unknown }[] {
  const { mega, million } = bigValues();
  const { proxy: revoked, revoke } = Proxy.revocable({ ...base }, {});
  revoke();
  const throwing = Object.defineProperty({ ...base }, 'player', {
    enumerable: true,
    get() {
      throw new Error('boom');
    },
  });
  return [
    { name: 'an array nested 5,000 levels deep', value: deepArray(5_000) },
    { name: 'an object nested 5,000 levels deep', value: deepObject(5_000) },
    { name: 'a move with a field nested 5,000 levels deep', value: { ...base, extra: deepArray(5_000) } },
    { name: 'a move whose type is nested 5,000 levels deep', value: { ...base, type: deepArray(5_000) } },
    { name: 'a move with a 1 MB key', value: { ...base, [mega]: 1 } },
    { name: 'a move with a 1 MB string', value: { ...base, type: mega } },
    { name: 'a move with a million-item array', value: { ...base, extra: million } },
    { name: "a move with a '__proto__' key", value: JSON.parse(`{"__proto__": {"player": 0}, "type": ${JSON.stringify(base.type)}, "player": ${base.player}}`) as unknown },
    { name: 'a move whose getter throws', value: throwing },
    { name: 'a Proxy whose traps throw', value: new Proxy({ ...base }, { ownKeys: () => { throw new Error('boom'); }, get: () => { throw new Error('boom'); } }) },
    { name: 'a revoked Proxy', value: revoked },
    { name: 'a function', value: () => base },
    { name: 'a symbol', value: Symbol('move') },
    { name: 'a bigint', value: BigInt(1) },
    { name: 'a class instance', value: new (class Move { type = base.type; player = base.player; })() },
  ];
}

/**
 * A move that shows `first` to the first read of each field and `then` to every later
 * one, as a getter object and as a Proxy: the library must decide on one reading only.
 */
export function twoFacedMoves(first: Record<string, unknown>, then: Record<string, unknown>): readonly { readonly name: string; readonly value: unknown }[] {
  const reads = new Map<string, number>();
  const read = (key: string): unknown => {
    const n = reads.get(key) ?? 0;
    reads.set(key, n + 1);
    return n === 0 ? first[key] : then[key];
  };
  const getters: Record<string, unknown> = {};
  for (const key of Object.keys(first)) Object.defineProperty(getters, key, { enumerable: true, get: () => read(key) });
  const proxyReads = new Map<string, number>();
  const proxy = new Proxy({ ...first }, {
    get(target, key) {
      if (typeof key !== 'string') return Reflect.get(target, key);
      const n = proxyReads.get(key) ?? 0;
      proxyReads.set(key, n + 1);
      return n === 0 ? first[key] : then[key];
    },
  });
  return [
    { name: 'a move whose getters change after the first read', value: getters },
    { name: 'a Proxy whose values change after the first read', value: proxy },
  ];
}

/** Viewers that are not seats of a table with `players` seats: each gets the spectator's view. */
export function invalidViewers(players: number): readonly unknown[] {
  return [players, players + 5, -1, 1.5, Number.NaN, '0', '1', 'all', '', null, undefined, {}, [0], true];
}

/**
 * Problems with how `game` treats hostile input at `state`, or `null`. `legal` is every
 * seat's legal moves there (at least one move listed somewhere).
 */
export function hostileProblem<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  state: S,
  legal: readonly M[],
  players: number,
): string | null {
  const base = legal[0];
  if (base !== undefined) {
    for (const { name, value } of hostileMoves(base)) {
      let r;
      try {
        r = game.apply(state, value as M);
      } catch (e) {
        return `apply threw on ${name}: ${String(e)}`;
      }
      if (r._tag === 'Right') return `apply accepts ${name}`;
      if (r.left.code !== 'MALFORMED_MOVE') return `${name} gives ${r.left.code}, expected MALFORMED_MOVE: ${r.left.message.slice(0, 200)}`;
      if (r.left.message.length > 400) return `the refusal of ${name} is ${r.left.message.length} characters long: messages must stay short`;
    }
    // Two-faced moves: the answer is the answer to their first reading, whatever comes later.
    const other = legal.find((m) => canonicalJson(m) !== canonicalJson(base));
    const later: Record<string, unknown> = other !== undefined ? { ...(other as object) } : { ...(base as object), player: (base.player + 1) % Math.max(players, 1), type: 'no-such-move' };
    for (const { name, value } of twoFacedMoves({ ...(base as object) }, later)) {
      const expected = game.apply(state, base);
      let r;
      try {
        r = game.apply(state, value as M);
      } catch (e) {
        return `apply threw on ${name}: ${String(e)}`;
      }
      if (!jsonEqual(r, expected)) return `${name} is judged differently from its first reading ${JSON.stringify(base)}`;
    }
  }
  // Viewers that are not seats see what a spectator sees; views never alias the state.
  const spectator = game.view(state, 'spectator');
  if (spectator._tag === 'Left') return `the spectator view is refused: ${spectator.left.message}`;
  for (const viewer of invalidViewers(players)) {
    let v;
    try {
      v = game.view(state, viewer as Viewer);
    } catch (e) {
      return `view threw for viewer ${String(JSON.stringify(viewer))}: ${String(e)}`;
    }
    if (!jsonEqual(v, spectator)) return `viewer ${String(JSON.stringify(viewer))} is not a seat but does not get the spectator's view`;
  }
  const before = JSON.stringify(state);
  for (const viewer of ['spectator', ...Array.from({ length: players }, (_, i) => i)] as Viewer[]) {
    const v = game.view(state, viewer);
    if (v._tag === 'Left') return `the view for ${viewer} is refused: ${v.left.message}`;
    try {
      scramble(v.right);
    } catch (e) {
      return `editing the view for ${viewer} failed (${String(e)}): the view shares frozen objects with the state`;
    }
    if (JSON.stringify(state) !== before) return `editing the view for ${viewer} changed the state: views must not alias it`;
  }
  return null;
}

/** Edits every array and object inside `value` in place (reverses arrays, adds a field). */
function scramble(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      stack.push(...v);
      v.reverse();
      v.push('scrambled');
    } else {
      const o = v as Record<string, unknown>;
      stack.push(...Object.values(o));
      o['scrambled'] = true;
    }
  }
}

/**
 * Problems with the contract's functions on values that are not states of `game`, or
 * `null`: each must answer without throwing; `view` with `INVALID_STATE`, `undoable` with
 * `false`, `apply` with a refusal that is not `INTERNAL_ERROR` (`apply` does not re-check
 * a whole state on every move, so `{ phase: 'over' }` may well answer `GAME_OVER`).
 */
export function notAStateProblem<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, move: M): string | null {
  const junk: unknown[] = [{}, null, undefined, 0, 'state', [], { game: game.id }, { phase: 'over' }];
  for (const s of junk) {
    const state = s as S;
    const label = String(JSON.stringify(s));
    try {
      const a = game.apply(state, move);
      if (a._tag === 'Right') return `apply accepts the non-state ${label}`;
      if (a.left.code === 'INTERNAL_ERROR') return `apply on the non-state ${label} gives INTERNAL_ERROR, expected a refusal such as INVALID_STATE`;
      const v = game.view(state, 0 as Seat);
      if (v._tag === 'Right') return `view answers for the non-state ${label}`;
      if (v.left.code !== 'INVALID_STATE') return `view on the non-state ${label} gives ${v.left.code}, expected INVALID_STATE`;
      game.legalMoves(state, 0);
      game.activePlayers(state);
      game.isOver(state);
      game.result(state);
      game.playerCount(state);
      game.describeStart(state);
      game.describe(state, move, state);
      game.components(state);
      game.determinize(state, 0, 1);
      if (game.undoable(state, move, state, 0)) return `undoable says a move between the non-states ${label} can be taken back`;
    } catch (e) {
      return `a function of the contract threw on the non-state ${label}: ${String(e)}`;
    }
  }
  return null;
}
