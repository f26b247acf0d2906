/**
 * Editing a state by replacement.
 *
 * Every field of Shipyard's state is shared between a state and the next (`sharedFields`
 * in `game.ts`): `apply` hands `perform` a fresh top-level object whose fields are the
 * previous state's own objects (frozen in strict mode). So rule code assigns the
 * top-level fields it changes and replaces, never edits, what they hold: a new object or
 * array along the path it changes, the rest shared. A move then copies the few small
 * objects it changes instead of the whole table (a deep copy was 40% of a move).
 *
 * What these helpers must preserve: the state's JSON text, byte for byte. The state, a
 * player, step 4's record, the action in progress and the sea trial are copied as object
 * literals with their fields in the order the rules create them (in setup.ts, `doing`,
 * turn.ts and trial.ts, the same order as the codecs), and `Object.assign` of the
 * changes keeps that order; so a replaced object prints as the edited one did. Other
 * objects are copied with a spread, which keeps the key order of the object it copies.
 *
 * @module
 */
import { replaceAt } from '../core/edit.js';
import type { Seat } from '../core/game.js';
import type { Action } from './items.js';
import type { ActState, Doing, NextState, PlayerState, ShipyardEvent, ShipyardState, TrialState } from './state.js';

/** Every field of the state, once each (the type makes sure none is missing). */
const FIELDS: { readonly [K in keyof ShipyardState]-?: true } = {
  game: true,
  rules: true,
  era: true,
  step: true,
  current: true,
  firstPlayer: true,
  turnNumber: true,
  track: true,
  lead: true,
  countdown: true,
  lapEnded: true,
  earlyEnd: true,
  chosen: true,
  act: true,
  trial: true,
  discards: true,
  players: true,
  ships: true,
  shipDecks: true,
  trainDisplay: true,
  trainDeck: true,
  trainDiscard: true,
  canalDisplay: true,
  canalDeck: true,
  canalDiscard: true,
  markers: true,
  oval: true,
  contractBox: true,
  rng: true,
  events: true,
};

/**
 * The fields a move shares with the state before it: all of them, since the rules only
 * ever replace what they change (see the module comment).
 *
 * @group Rules
 */
export const SHARED_FIELDS = Object.keys(FIELDS) as readonly (keyof ShipyardState)[];

/**
 * The next state's top-level object before a move edits it: every field shared, written as
 * one object literal with the fields in the order `setup` creates them (and `FIELDS` lists
 * them). Why a literal: V8 then gives every Shipyard state one hidden class, so the rules'
 * field reads stay fast, which a generic copy loop cannot promise (see `copyState` in
 * `defineGame`). What it must preserve: every field, in this order, so that the state's
 * JSON text stays byte for byte the same (strict mode checks that no field is missing).
 *
 * @group Rules
 */
export function copyState(s: ShipyardState): NextState {
  return {
    game: s.game, rules: s.rules, era: s.era, step: s.step, current: s.current, firstPlayer: s.firstPlayer,
    turnNumber: s.turnNumber, track: s.track, lead: s.lead, countdown: s.countdown, lapEnded: s.lapEnded,
    earlyEnd: s.earlyEnd, chosen: s.chosen, act: s.act, trial: s.trial, discards: s.discards, players: s.players,
    ships: s.ships, shipDecks: s.shipDecks, trainDisplay: s.trainDisplay, trainDeck: s.trainDeck,
    trainDiscard: s.trainDiscard, canalDisplay: s.canalDisplay, canalDeck: s.canalDeck, canalDiscard: s.canalDiscard,
    markers: s.markers, oval: s.oval, contractBox: s.contractBox, rng: s.rng, events: s.events,
  };
}

/**
 * Replaces fields of player `seat`: a new player object in a new list of players, the
 * other players and the player's other fields shared.
 *
 * @group Rules
 */
export function setPlayer(d: NextState, seat: Seat, changes: Partial<PlayerState>): void {
  const me = d.players[seat];
  // Not `{ ...me, ...changes }`: spreading a 15-field object took about 250 ns against 40 ns
  // for the literal copy (a tenth of a move's own time went to it). Assigning fields the
  // copy already has keeps its key order, so the JSON text is the same.
  if (me !== undefined) d.players = replaceAt(d.players, seat, Object.assign(copyPlayer(me), changes));
}

/**
 * A copy of one player's record, as one object literal with the fields in the order
 * `setup` creates them: fast to make, and every player record keeps one hidden class
 * (the same reasons as `copyState`). What it must preserve: every field, in this order.
 *
 * @group Rules
 */
export function copyPlayer(p: PlayerState): PlayerState {
  return {
    florins: p.florins, score: p.score, held: p.held, turns: p.turns, yard: p.yard, pieces: p.pieces,
    trains: p.trains, employees: p.employees, contracts: p.contracts, discarded: p.discarded, canals: p.canals,
    boat: p.boat, usedCanals: p.usedCanals, fleet: p.fleet, dismantled: p.dismantled,
  };
}

/**
 * Replaces fields of step 4's record (there must be one).
 *
 * @group Rules
 */
export function setAct(d: NextState, changes: Partial<ActState>): void {
  const act = d.act;
  // Literal copies rather than spreads, here and below, for the reasons of `setPlayer`.
  if (act !== null) d.act = Object.assign({ main: act.main, bonus: act.bonus, doing: act.doing }, changes);
}

/**
 * A fresh record of an action being performed.
 *
 * @group Rules
 */
export function doing(action: Action, role: Doing['role']): Doing {
  return { action, role, placed: 0, holding: null, canal: null, train: null, wagon: 0, swapped: [] };
}

/**
 * Replaces fields of the action in progress, which is first started as the main action
 * (the card chosen) if it has not started yet.
 *
 * @group Rules
 */
export function setDoing(d: NextState, changes: Partial<Doing>): void {
  const act = d.act;
  if (act === null) return;
  const now = act.doing;
  const next =
    now === null
      ? doing(d.chosen as Action, 'main')
      : { action: now.action, role: now.role, placed: now.placed, holding: now.holding, canal: now.canal, train: now.train, wagon: now.wagon, swapped: now.swapped };
  d.act = { main: act.main, bonus: act.bonus, doing: Object.assign(next, changes) };
}

/**
 * Replaces fields of the sea trial's record (there must be one).
 *
 * @group Rules
 */
export function setTrial(d: NextState, changes: Partial<TrialState>): void {
  const t = d.trial;
  if (t === null) return;
  const next = { waiting: t.waiting, ship: t.ship, stage: t.stage, load: t.load, speed: t.speed, remaining: t.remaining, officials: t.officials, riband: t.riband };
  d.trial = Object.assign(next, changes);
}

/**
 * Records a public fact the move set off (a new list: the one before may be shared).
 *
 * @group Rules
 */
export function emit(d: NextState, event: ShipyardEvent): void {
  d.events = [...d.events, event];
}
