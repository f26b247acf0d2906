/**
 * The action track: pawns, step 1 (advancing the card of your previous turn, with the
 * special case and « être en retard »), which cards may be chosen, and step 3 (income).
 *
 * The track is circular; the cards form a line whose head is the lead card. "Ahead"
 * means nearer the lead card: {@link behindLead} is 0 for the lead card and grows
 * towards the last card.
 *
 * @module
 */
import type { Action } from '../items.js';
import { emit, setPlayer } from '../edit.js';
import type { NextState, StateOrDraft } from '../state.js';


/**
 * Cards a player's pawns occupy between turns: one with 3-4 players; with 2 players two
 * (two pawns on the older card, one on the newer).
 *
 * @rulebook Partie à deux joueurs: « Deux des pions indiqueront l'action de votre tour
 *   précédent et l'autre pion marquera l'action que vous choisissez ce tour ».
 *
 * @group Rules
 */
export function cardsHeldBetweenTurns(players: number): number {
  return players === 2 ? 2 : 1;
}

/**
 * How far behind the lead card `space` is (0 for the lead card's space).
 *
 * @group Rules
 */
export function behindLead(state: StateOrDraft, space: number): number {
  const n = state.track.length;
  return (((state.lead - space) % n) + n) % n;
}

/**
 * The action cards in play, in track order.
 *
 * @group Rules
 */
export function cardsInPlay(state: StateOrDraft): Action[] {
  const out: Action[] = [];
  for (const a of state.track) if (a !== null) out.push(a);
  return out;
}

/**
 * The space of an action card, or -1 if it is not in play.
 *
 * @group Rules
 */
export function spaceOf(state: StateOrDraft, action: Action): number {
  return state.track.indexOf(action);
}

/**
 * The cards with pawns on them (a card held by two players, or with two pawns, twice):
 * gathered once, so that asking about each card of the track costs a scan of a few
 * cards rather than of every player's.
 */
function cardsWithPawns(state: StateOrDraft): Action[] {
  const out: Action[] = [];
  for (const p of state.players) for (const a of p.held) out.push(a);
  return out;
}

/**
 * Whether the current player did step 1 this turn (not a first turn), so the lead card is his.
 *
 * @group Rules
 */
export function advancedThisTurn(state: StateOrDraft): boolean {
  return state.era === 'play' && state.turnNumber > firstTurns(state);
}

/**
 * How many turns, all players together, are first turns (no step 1): one each, two each with 2 players.
 *
 * @group Rules
 */
export function firstTurns(state: StateOrDraft): number {
  return state.rules.players * (state.rules.players === 2 ? 2 : 1);
}

/**
 * The cards the current player may put a pawn on, before asking whether the action can
 * be performed: unoccupied cards, not the lead card he just advanced.
 *
 * @rulebook 2) Choisissez une nouvelle action: « Vous ne pouvez pas choisir la première
 *   carte action »; « La carte que vous choisissez ne doit avoir aucun pion dessus ».
 *
 * @group Rules
 */
export function freeCards(state: StateOrDraft): Action[] {
  const lead = state.track[state.lead] ?? null;
  const occupied = cardsWithPawns(state);
  const out: Action[] = [];
  for (const action of state.track) {
    if (action === null || occupied.includes(action)) continue;
    if (action === lead && advancedThisTurn(state)) continue;
    out.push(action);
  }
  return out;
}

/**
 * What choosing `action` earns: 1 per occupied card ahead, and the empty-space bonus.
 *
 * @group Rules
 */
export interface Income {
  readonly florins: number;
  /** Occupied cards ahead of the chosen one. */
  readonly cards: number;
  /** The bonus for empty spaces (0 if any pawn is behind). */
  readonly empty: number;
}

/**
 * The income for choosing `action`. Nothing for a card ahead of every pawn; otherwise 1
 * florin per occupied card ahead (a card counts once however many pawns it has), plus,
 * when no pawn is on a card behind the chosen one, 1 florin per full 3 empty spaces
 * between the chosen card and the nearest card ahead of it (rulings S5).
 *
 * @rulebook 3) Collectez votre revenu; Le premier tour; Note pour une partie à deux joueurs.
 *
 * @group Rules
 */
export function incomeFor(state: StateOrDraft, action: Action): Income {
  const here = behindLead(state, spaceOf(state, action));
  let cards = 0;
  let pawnBehind = false;
  let nearestAhead = -1;
  const occupied = cardsWithPawns(state);
  for (let space = 0; space < state.track.length; space++) {
    const card = state.track[space] ?? null;
    if (card === null || card === action) continue;
    const d = behindLead(state, space);
    if (d < here) nearestAhead = Math.max(nearestAhead, d);
    if (!occupied.includes(card)) continue;
    if (d < here) cards++;
    else pawnBehind = true;
  }
  if (cards === 0) return { florins: 0, cards: 0, empty: 0 };
  const empties = here - nearestAhead - 1;
  const empty = pawnBehind ? 0 : Math.floor(empties / 3);
  return { florins: cards + empty, cards, empty };
}

/**
 * Step 1: the card of your previous turn (two turns ago with 2 players) moves to the
 * first empty space ahead of all others and becomes the lead card; with 2 players its
 * second pawn joins the one on your previous card. If the new lead card lands right
 * behind the last card, the last card (and any card directly in front of it) moves one
 * space forward, so that a space stays empty ahead of the lead. Reaching the start
 * space completes a lap (ruling S3, S4).
 *
 * @rulebook 1) Avancez la carte action de votre tour précédent; Cas spécial; Être en retard.
 *
 * @group Rules
 */
export function advance(d: NextState): void {
  const seat = d.current;
  const me = d.players[seat];
  const card = me?.held[0];
  if (me === undefined || card === undefined) return;
  setPlayer(d, seat, { held: me.held.slice(1) });
  const n = d.track.length;
  const track = d.track.slice();
  track[spaceOf(d, card)] = null;
  // The space right ahead of the lead is always empty (« être en retard »), so the first
  // empty space ahead of all cards is lead + 1, also in the special case.
  let target = (d.lead + 1) % n;
  while (track[target] !== null) target = (target + 1) % n;
  track[target] = card;
  d.lead = target;
  if (target === 0) d.lapEnded = true;
  // « Être en retard »: push the last card (and those right in front of it) one space on.
  let pushed = 0;
  let end = (target + 1) % n;
  while (track[end] !== null && end !== target) {
    end = (end + 1) % n;
    pushed++;
  }
  for (let k = 0; k < pushed; k++) {
    const to = (end - k + n) % n;
    const from = (to - 1 + n) % n;
    track[to] = track[from] ?? null;
    track[from] = null;
  }
  d.track = track;
  emit(d, { kind: 'advance', seat, action: card, space: target, pushed });
}
