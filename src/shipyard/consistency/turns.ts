/**
 * Consistency of a state, part 2: the order of play. The turns each player has played
 * fix the turn number, where the lead card is (it moves exactly one space per normal
 * turn, ruling S4), whether a lap has just ended, the countdown, how many cards carry
 * each player's pawns and how many contracts each keeps.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { actionsInPlay, CONTRACTS_DEALT } from '../setup.js';
import type { ShipyardState } from '../state.js';
import { contractsKept } from '../rules/contracts.js';
import { advancedThisTurn, cardsHeldBetweenTurns, firstTurns } from '../rules/track.js';
import { COUNTDOWN_END, countdownStart, lastSeat } from '../rules/turn.js';

/** The first problem with the order of play, naming the field, or `null`. */
export function turnsProblem(s: ShipyardState): string | null {
  return turnCountProblem(s) ?? trackProblem(s) ?? pawnsProblem(s) ?? contractsHeldProblem(s);
}

/** Whether a turn of normal play is under way (it has not yet ended with contract discards). */
const inTurn = (s: ShipyardState): boolean => s.era === 'play' && s.step !== 'discard';

/** How far `seat` comes after the first player in the order of play. */
const place = (s: ShipyardState, seat: Seat): number => (seat - s.firstPlayer + s.rules.players) % s.rules.players;

/** Turns played in normal play, all players together, the one under way included. */
const playTurns = (s: ShipyardState): number => s.players.reduce((n, p) => n + p.turns, 0) + (inTurn(s) ? 1 : 0);

/** Normal turns (step 1, advancing a card) so far: every turn but the first ones. */
const advances = (s: ShipyardState): number => Math.max(0, playTurns(s) - firstTurns(s));

/**
 * Players have played the same number of turns but for the round under way (those before
 * the current seat, from the first player, one more); the turn number counts them, plus
 * the final actions and last chances begun.
 */
function turnCountProblem(s: ShipyardState): string | null {
  const n = s.rules.players;
  const last = s.players[lastSeat(s)]?.turns ?? 0;
  // Seats that have played their turn of the round under way.
  const done = s.era !== 'play' ? 0 : place(s, s.current) + (s.step === 'discard' ? 1 : 0);
  for (const [seat, p] of s.players.entries()) {
    const want = last + (done < n && place(s, seat) < done ? 1 : 0);
    if (p.turns !== want) return `players[${seat}].turns: ${p.turns}, but ${want} with seat index ${s.current} to play and the last seat at ${last}`;
  }
  const played = s.players.reduce((total, p) => total + p.turns, 0);
  const finals = s.era === 'finalAction' ? place(s, s.current) + 1 : s.era === 'finalChance' ? n + place(s, s.current) + 1 : s.era === 'over' ? 2 * n : 0;
  const want = playTurns(s) + finals;
  if (s.turnNumber !== want) return `turnNumber: ${s.turnNumber}, but ${played} turns have been played (era '${s.era}', seat index ${s.current} to play): ${want}`;
  return null;
}

/**
 * The track holds the cards in play, each once; the lead card is on the space the normal
 * turns so far have brought it to, with an empty space ahead; the countdown has moved
 * once per lap completed (the lap ending now moves it at the end of the turn).
 */
function trackProblem(s: ShipyardState): string | null {
  const length = s.rules.components.board.trackLength;
  if (s.track.length !== length) return `track: ${s.track.length} spaces, but the board has ${length}`;
  const cards = actionsInPlay(s.rules.players);
  for (const [space, card] of s.track.entries()) {
    if (card === null) continue;
    if (!cards.includes(card)) return `track[${space}]: '${card}' is not in play with ${s.rules.players} players`;
    if (s.track.indexOf(card) !== space) return `track[${space}]: '${card}' is on the track twice`;
  }
  const absent = cards.find((c) => !s.track.includes(c));
  if (absent !== undefined) return `track: the '${absent}' card is missing`;
  const moved = advances(s);
  if (s.lead !== moved % length) return `lead: space ${s.lead}, but after ${moved} normal turn(s) the lead card is on space ${moved % length}`;
  if (s.track[s.lead] === null) return `track[${s.lead}]: the lead space holds no card`;
  const ahead = (s.lead + 1) % length;
  if (s.track[ahead] !== null) return `track[${ahead}]: the space ahead of the lead card must be empty`;
  const lapEnded = inTurn(s) && moved > 0 && moved % length === 0;
  if (s.lapEnded !== lapEnded) return `lapEnded: ${s.lapEnded}, but the lead card has ${lapEnded ? '' : 'not '}just reached the start space`;
  const laps = Math.floor(moved / length) - (lapEnded ? 1 : 0);
  const countdown = Math.min(COUNTDOWN_END, countdownStart(s.rules.players) + laps);
  if (s.countdown !== countdown) return `countdown: ${s.countdown}, but ${laps} lap(s) are complete with ${s.rules.players} players: ${countdown}`;
  if (inTurn(s) && s.countdown >= COUNTDOWN_END) return `era: 'play', but the countdown has reached its end`;
  if (s.era !== 'play' && s.countdown < COUNTDOWN_END && !s.earlyEnd) return `era: '${s.era}' before the countdown's end, but no ship deck has run out (earlyEnd is false)`;
  return null;
}

/**
 * Each player's pawns are on cards of the track, never on another player's: one card with
 * 3-4 players, two with 2, once they have played enough turns. The player whose turn it
 * is has taken his pawn(s) off the card he advanced and, once he has chosen, put one on
 * the chosen card.
 */
function pawnsProblem(s: ShipyardState): string | null {
  const between = cardsHeldBetweenTurns(s.rules.players);
  const taken = new Set<string>();
  for (const [seat, p] of s.players.entries()) {
    let want = Math.min(p.turns, between);
    if (inTurn(s) && seat === s.current) want += (s.step === 'choose' ? 0 : 1) - (advancedThisTurn(s) ? 1 : 0);
    if (p.held.length !== want) return `players[${seat}].held: pawns on ${p.held.length} card(s), but ${want} after ${p.turns} turn(s)`;
    for (const [k, card] of p.held.entries()) {
      if (!s.track.includes(card)) return `players[${seat}].held[${k}]: '${card}' is not on the track`;
      if (taken.has(card)) return `players[${seat}].held[${k}]: '${card}' already carries pawns`;
      taken.add(card);
    }
  }
  const me = s.players[s.current];
  if (inTurn(s) && s.step !== 'choose' && me !== undefined && me.held[me.held.length - 1] !== s.chosen) {
    return `players[${s.current}].held: the card chosen this turn ('${String(s.chosen)}') carries no pawn of seat index ${s.current}`;
  }
  return null;
}

/**
 * Each player was dealt 3 contracts of each colour and gives some up at the countdown:
 * everyone holds as many as the countdown lets him keep (one of each once normal play is
 * over), except while contracts are being given up, when what is held less what is still
 * due is that number for everyone.
 */
function contractsHeldProblem(s: ShipyardState): string | null {
  const contracts = s.rules.components.contracts.contracts;
  const discarding = s.era === 'play' && s.step === 'discard';
  const kept = s.era === 'play' ? contractsKept(s.rules.players, s.countdown) : 1;
  // Contracts given up at the lap's end keep `kept`; at the end of normal play, one of each (ruling S19).
  let target: number | null = null;
  for (const [seat, p] of s.players.entries()) {
    const due = s.discards[seat] ?? { green: 0, blue: 0 };
    for (const colour of ['green', 'blue'] as const) {
      const held = p.contracts.filter((i) => contracts[i]?.colour === colour).length;
      const gone = p.discarded.filter((i) => contracts[i]?.colour === colour).length;
      if (held + gone !== CONTRACTS_DEALT) return `players[${seat}].contracts: ${held} ${colour} held and ${gone} given up, but ${CONTRACTS_DEALT} were dealt`;
      if (!discarding) {
        if (due[colour] !== 0) return `discards[${seat}].${colour}: ${due[colour]}, but no contracts are being given up (step '${s.step}')`;
        if (held !== kept) return `players[${seat}].contracts: ${held} ${colour}, but ${kept} of each colour are kept now`;
        continue;
      }
      if (due[colour] > held) return `discards[${seat}].${colour}: ${due[colour]} to give up, but seat index ${seat} holds ${held}`;
      target ??= held - due[colour];
      if (held - due[colour] !== target || (target !== kept && target !== 1)) {
        return `discards[${seat}].${colour}: ${due[colour]} to give up from ${held}, which does not leave every player with the same number kept`;
      }
    }
  }
  if (discarding && s.discards.every((d) => d.green + d.blue === 0)) return `discards: step 'discard', but nobody has a contract to give up`;
  return null;
}
