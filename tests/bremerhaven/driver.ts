/**
 * Small helpers that drive a Bremerhaven game through its public API, for the tests.
 */
import { canonicalJson, cloneJson } from '../../src/core/clone.js';
import {
  bremerhaven,
  type BremerhavenConfig,
  type BremerhavenDraft,
  type BremerhavenMove,
  type BremerhavenState,
  type SpaceId,
} from '../../src/bremerhaven/index.js';

export type S = BremerhavenState;
export type M = BremerhavenMove;

/** Every variant at every player count. */
export const TABLES: readonly BremerhavenConfig[] = [
  { players: 2, variant: 'long' },
  { players: 3, variant: 'long' },
  { players: 4, variant: 'long' },
  { players: 2, variant: 'short' },
  { players: 3, variant: 'short' },
  { players: 4, variant: 'short' },
  { players: 1, variant: 'solo' },
];

/** Sets up a table, or throws with the refusal. */
export function setup(config: BremerhavenConfig, seed = 1): S {
  const r = bremerhaven.setup(config, seed);
  if (r._tag === 'Left') throw new Error(r.left.message);
  return r.right;
}

/** Applies a move, or throws with the refusal. */
export function play(s: S, move: M): S {
  const r = bremerhaven.apply(s, move);
  if (r._tag === 'Left') throw new Error(`${JSON.stringify(move)}: ${r.left.code} ${r.left.message}`);
  return r.right;
}

/** Whether `move` is among the legal moves of its player. */
export function isLegal(s: S, move: M): boolean {
  const key = canonicalJson(move);
  return bremerhaven.legalMoves(s, move.player).some((m) => canonicalJson(m) === key);
}

/** One bid per entry: the space and the value of the card. */
export type Bids = readonly (readonly [SpaceId, number])[];

/** Plays a whole Bidding phase: each seat places its planned cards in turn order. */
export function bidRound(s: S, plan: Readonly<Record<number, Bids>>): S {
  const next: Record<number, number> = {};
  let state = s;
  while (state.phase === 'bidding') {
    const seat = bremerhaven.activePlayers(state)[0];
    if (seat === undefined) throw new Error('nobody to bid');
    const i = next[seat] ?? 0;
    const bid = plan[seat]?.[i];
    if (bid === undefined) throw new Error(`seat ${seat} has no planned bid ${i + 1}`);
    next[seat] = i + 1;
    state = play(state, { type: 'bid', player: seat, space: bid[0], value: bid[1] });
  }
  return state;
}

/** A seat's choice in a decision phase; `undefined` falls back to {@link defaultChoice}. */
export type Chooser = (s: S, seat: number, legal: readonly M[]) => M | undefined;

/**
 * The quiet default: no permits, no paid growth, keep prices and ranks, the first legal
 * placement, starting goods in list order, finish the harbour at once.
 */
export function defaultChoice(s: S, seat: number, legal: readonly M[]): M {
  const prefer = ['endPermits', 'skipGrow', 'keepRanks', 'endHarbour'];
  for (const type of prefer) {
    const m = legal.find((x) => x.type === type);
    if (m !== undefined) return m;
  }
  if (s.phase === 'prices') {
    const keep = legal.find((x) => x.type === 'setPrices' && x.card === s.priceStack[0]);
    if (keep !== undefined) return keep;
  }
  const first = legal[0];
  if (first === undefined) throw new Error(`seat ${seat} has no legal move in ${s.phase}`);
  return first;
}

/** Plays every decision until the next Bidding phase (or the end), with `choose` first. */
export function settle(s: S, choose: Chooser = () => undefined): S {
  return playUntil(s, (state) => state.phase === 'bidding', choose);
}

/** Plays until `stop` holds (or the game ends), with `choose` for the decisions. */
export function playUntil(s: S, stop: (s: S) => boolean, choose: Chooser = () => undefined): S {
  let state = s;
  for (let guard = 0; guard < 10_000 && !stop(state) && state.phase !== 'over'; guard++) {
    const seat = bremerhaven.activePlayers(state)[0];
    if (seat === undefined) return state;
    const legal = bremerhaven.legalMoves(state, seat);
    state = play(state, choose(state, seat, legal) ?? defaultChoice(state, seat, legal));
  }
  return state;
}

/** A copy of `s` changed by `change` (to build a situation the examples need). */
export function edit(s: S, change: (d: BremerhavenDraft) => void): S {
  const d = cloneJson(s) as unknown as BremerhavenDraft;
  change(d);
  return d as unknown as S;
}

/** Every card on parking: a bid plan that wins nothing but money. */
export function parkAll(hand: readonly number[]): Bids {
  return hand.map((v) => ['parking', v] as const);
}
