/**
 * Changing a Nauticus draft by replacement. `apply` hands `perform` a draft whose fields
 * are the previous state's own objects (every field is in `sharedFields`), so nothing
 * below the top level may be edited in place: rule code takes a fresh copy of each
 * object on the path it changes (the players list and one player; the turn and its
 * activity; a ship; the supply), changes the copy's fields, puts it back, and shares
 * everything else. That is what makes a move cost a few small objects instead of a copy
 * of the whole state. A copy's fields are replaced, never edited (`p.warehouse =
 * [...]`, not `p.warehouse.push`): `Shallow` keeps everything below them read-only.
 *
 * Why each kind of object is copied by one function here, and not by a spread literal
 * where it changes (`{ ...player, coins }`): V8 gives every spread literal site shapes of
 * its own, and a few dozen sites made some 40 player shapes, so every read of a player
 * took the slow, megamorphic path. One copy site per kind keeps one shape per kind, and
 * the copies are object literals naming every field rather than spreads: a literal is
 * cheaper to make than a spread (measured: the player's spread alone was 4% of a
 * playout) and gives the copy the shape of the object that `setup` or the rules create.
 * What they must preserve: every field of the kind, in the order of its codec in
 * `state.ts` (the order it is created in), so that states stay the same JSON text; the
 * `satisfies` clauses make the compiler check that no field is left out.
 *
 * The objects replaced are stale afterwards: rule code reads the draft again after a
 * change rather than keeping a player or a turn in a local across it.
 *
 * @module
 */
import { replaceAt } from '../../core/edit.js';
import type { Piece, PieceCounts } from '../components.js';
import type { Activity, NauticusDraft, NauticusState, PlayerState, Shallow, Ship, TurnState } from '../state.js';

/** The player at `seat` (a valid seat). */
export function playerAt(state: NauticusState, seat: number): PlayerState {
  return state.players[seat] as PlayerState;
}

/** A fresh copy of a player, to change and put back with {@link setPlayer}. */
export function copyPlayer(p: PlayerState): Shallow<PlayerState> {
  return {
    workers: p.workers, coins: p.coins, score: p.score, warehouse: p.warehouse, ships: p.ships,
    delivered: p.delivered, passFlipped: p.passFlipped, extra: p.extra, crownPoints: p.crownPoints,
  } satisfies Required<PlayerState>;
}

/** Puts `player` at `seat`: a new players list, the other players shared. */
export function setPlayer(d: NauticusDraft, seat: number, player: PlayerState): void {
  d.players = replaceAt(d.players, seat, player);
}

/** The turn under way (there is one whenever a move of a turn is performed). */
export function turnOf(state: NauticusState): TurnState {
  return state.turn as TurnState;
}

/** A fresh copy of the turn under way, to change and put back as `d.turn`. */
export function copyTurn(state: NauticusState): Shallow<TurnState> {
  const t = turnOf(state);
  return { player: t.player, main: t.main, activity: t.activity, rewards: t.rewards } satisfies Required<TurnState>;
}

/** A fresh copy of an action being carried out, to change and put back with {@link setActivity}. */
export function copyActivity(a: Activity): Shallow<Activity> {
  return {
    source: a.source, tile: a.tile, position: a.position, blue: a.blue, uses: a.uses,
    bought: a.bought, free: a.free, crownPoints: a.crownPoints,
  } satisfies Required<Activity>;
}

/** Puts `activity` as the action being carried out (which begins the phase's action on its first use). */
export function setActivity(d: NauticusDraft, activity: Activity): void {
  const turn = copyTurn(d);
  turn.activity = activity;
  d.turn = turn;
}

/** A fresh copy of a ship, to change and put back into a copy of its player. */
export function copyShip(s: Ship): Shallow<Ship> {
  return { parts: s.parts, masts: s.masts, sails: s.sails, goods: s.goods, rewards: s.rewards } satisfies Required<Ship>;
}

/** Takes one `piece` out of the general supply. */
export function takeFromStock(d: NauticusDraft, piece: Piece): void {
  // Copy, then change: a computed key in the literal itself would take V8's slow path.
  const stock = copyStock(d.stock);
  stock[piece] -= 1;
  d.stock = stock;
}

/**
 * A fresh copy of the supply. A literal, as the copies above, and for the same reasons:
 * a spread of its 18 counts was the dearest line of a purchase. Same key order as
 * `BOX` (and `PieceCountsCodec`), so the state's JSON is unchanged.
 */
function copyStock(s: PieceCounts): Record<Piece, number> {
  return {
    hull: s.hull, bow: s.bow, middle: s.middle, stern: s.stern,
    'mast-whale': s['mast-whale'], 'mast-anchor': s['mast-anchor'], 'mast-wheel': s['mast-wheel'],
    'mast-fourth': s['mast-fourth'], 'mast-crown': s['mast-crown'],
    'sail-whale': s['sail-whale'], 'sail-anchor': s['sail-anchor'], 'sail-wheel': s['sail-wheel'],
    'sail-fourth': s['sail-fourth'], 'sail-crown': s['sail-crown'],
    coffee: s.coffee, grain: s.grain, salt: s.salt, fish: s.fish,
  } satisfies PieceCounts;
}
