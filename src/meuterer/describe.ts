/**
 * A readable account of a move and of everything that followed from it, for logs, as one
 * audience may read it: `'all'` tells everything (the CLI, debugging); a seat reads what
 * it may see (its own face-down action card and draws, the Lademeister his own cards);
 * a spectator reads only what is public.
 *
 * @module
 */
import type { Audience, Seat } from '../core/game.js';
import { seatsFrom } from '../core/seats.js';
import { CARDS, tally, withoutCards, type Card } from './cards.js';
import type { MeutererMove } from './moves.js';
import { cardWord, islandName, ROLE_NAME, seatName as seat } from './names.js';
import { HAND_SIZE } from './rules/round.js';
import type { MeutererState, PointsEntry } from './state.js';

/** Whether `audience` may see what only `player` sees. */
function sees(audience: Audience, player: Seat): boolean {
  return audience === 'all' || audience === player;
}

/** One line per event: the move itself, then reveals, mutiny, scoring, the ship, the refill, the next round. */
export function describe(before: MeutererState, move: MeutererMove, after: MeutererState, audience: Audience = 'all'): string[] {
  const isle = (i: number | null): string => islandName(before.rules.islands, i);
  const lines: string[] = [];
  const who = seat(move.player);
  const own = sees(audience, move.player);
  switch (move.type) {
    case 'offerReward':
      lines.push(`${who} (captain) offers ${plural(move.points, 'point')} to the mate.`);
      break;
    case 'play':
      lines.push(`${who} plays ${cardWord(move.card)}.`);
      if (move.card === 'pirate') {
        lines.push(`  The pirate ship sails from ${isle(before.pirateShip)} to ${isle(after.pirateShip)}.`);
        const playedBefore = before.offered.flat().length;
        const playedAfter = after.offered.flat().length;
        if (playedBefore > 0 && playedAfter === 0) {
          const handGrew = (after.hands[move.player]?.length ?? 0) > (before.hands[move.player]?.length ?? 0) - 1;
          lines.push(handGrew ? `  ${who} seizes all ${playedBefore} played cards.` : `  All ${playedBefore} played cards are lost to the pirates.`);
        }
      }
      break;
    case 'pass': {
      const hand = before.hands[move.player]?.length ?? 0;
      lines.push(
        move.player === before.captain
          ? `${who} (captain) passes with ${plural(hand, 'card')}: destination ${isle(after.captainDestination)}.`
          : `${who} passes with ${plural(hand, 'card')}.`,
      );
      break;
    }
    case 'takeRole':
      lines.push(own ? `${who} takes an action card face down: ${ROLE_NAME[move.role]}.` : `${who} takes an action card face down.`);
      break;
    case 'addConflicts':
      lines.push(`${who} adds ${plural(move.count, 'conflict card')} to the mutiny.`);
      break;
    case 'sell':
      lines.push(`${who} sells ${move.count} ${move.good} on ${isle(move.island)}.`);
      break;
    case 'noSale':
      lines.push(`${who} sells nothing on ${isle(move.island)}.`);
      break;
    case 'returnCard':
      lines.push(`${who} (Lademeister) puts ${own ? aCard(move.card) : 'a card'} under the deck.`);
      break;
  }
  if (!before.revealed && after.revealed) {
    const roles = after.roles.map((r, s) => (r === null ? null : `${seat(s)} ${ROLE_NAME[r]}`)).filter((x) => x !== null);
    lines.push(`Action cards revealed: ${roles.join(', ')}.`);
    if (after.mutineerDestination !== null) lines.push(`The mutineer's destination: ${isle(after.mutineerDestination)}.`);
  }
  if (after.history.length > before.history.length) {
    const summary = after.history[after.history.length - 1];
    if (summary) {
      if (summary.mutiny) {
        const m = summary.mutiny;
        lines.push(
          `Mutiny ${m.succeeded ? 'succeeds' : 'fails'}: mutineers ${m.mutineerSide} against captain ${m.captainSide}.` +
            (m.succeeded ? ` ${seat(m.mutineer)} becomes captain.` : ''),
        );
      }
      lines.push(...summary.points.filter((p) => p.reason !== 'sale').map((p) => pointsLine(p, isle)));
    }
  }
  // The sale is scored when the round ends or stops for the Lademeister's choice.
  const summaryNow = after.history[after.history.length - 1];
  const saleScored =
    (after.phase === 'loader' && before.phase !== 'loader') ||
    (after.phase === 'over' && before.phase !== 'over') ||
    (after.round > before.round && before.phase !== 'loader');
  if (saleScored && summaryNow) {
    lines.push(...summaryNow.points.filter((p) => p.reason === 'sale').map((p) => pointsLine(p, isle)));
    lines.push(`Scores after round ${summaryNow.round}: ${after.scores.map((points, s) => `${seat(s)} ${points}`).join(', ')}.`);
    if (after.phase !== 'over') {
      lines.push(`The ship sails to ${isle(after.ship)}.`);
    }
  }
  lines.push(...refillLines(before, move, after, saleScored, audience));
  if (after.round > before.round) lines.push(`— Round ${after.round} of ${after.rules.rounds}: ${seat(after.captain)} is captain —`);
  if (after.phase === 'over' && before.phase !== 'over') lines.push('The game is over.');
  return lines;
}

/**
 * The refill of phase 7 in this transition: who draws how many (and which cards, to the
 * seat that draws), the reshuffle when the deck runs out, the Lademeister's draw and what
 * he keeps (the cards to him only).
 */
function refillLines(before: MeutererState, move: MeutererMove, after: MeutererState, saleScored: boolean, audience: Audience): string[] {
  const lines: string[] = [];
  // The hand each seat held when the refill began: the last conflict cards added to the
  // mutiny left the hand in this very move.
  const held = (s: Seat): readonly Card[] => {
    const hand = before.hands[s] ?? [];
    return move.type === 'addConflicts' && move.player === s ? withoutCards(hand, 'conflict', move.count) : hand;
  };
  let seats: readonly Seat[];
  let available: number;
  const resumed = before.loader;
  if (resumed !== null && after.loader === null) {
    // His last card went under the deck: he keeps the rest, then the seats after him draw.
    const kept = gained(held(resumed.player), after.hands[resumed.player] ?? []);
    lines.push(`${seat(resumed.player)} (Lademeister) keeps ${cards(kept, sees(audience, resumed.player))}.`);
    seats = before.refillQueue;
    available = before.deck.length + 1;
  } else if (saleScored && after.phase !== 'over') {
    const order = seatsFrom(after.captain, after.rules.players);
    seats = after.loader === null ? order : order.slice(0, order.indexOf(after.loader.player) + 1);
    available = before.deck.length;
  } else {
    return lines;
  }
  let drawn = 0;
  for (const s of seats) {
    const stopped = after.loader !== null && after.loader.player === s;
    const got = stopped ? (after.loader?.drawn ?? []) : gained(held(s), after.hands[s] ?? []);
    if (got.length === 0) continue;
    if (drawn <= available && drawn + got.length > available) lines.push('The draw pile runs out: the discard pile is shuffled into a new one.');
    drawn += got.length;
    lines.push(`${seat(s)}${stopped ? ' (Lademeister)' : ''} draws ${cards(got, sees(audience, s))}.`);
  }
  return lines;
}

/** "a wine card", "a conflict card", "the pirate card". */
const aCard = (card: Card): string => (card === 'conflict' || card === 'pirate' ? cardWord(card) : `a ${card} card`);

/** `3 cards: ruby, salt, wine` when shown, `3 cards` when not. */
function cards(list: readonly Card[], shown: boolean): string {
  return shown && list.length > 0 ? `${plural(list.length, 'card')}: ${list.join(', ')}` : plural(list.length, 'card');
}

/** "1 card", "3 cards". */
function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The cards `after` holds beyond `before`, in canonical order. */
function gained(before: readonly Card[], after: readonly Card[]): Card[] {
  if (after.length <= before.length) return [];
  const had = tally(before);
  const has = tally(after);
  return CARDS.flatMap((c) => new Array<Card>(Math.max(0, has[c] - had[c])).fill(c));
}

function pointsLine(p: PointsEntry, isle: (i: number | null) => string): string {
  const what: Record<PointsEntry['reason'], string> = {
    destination: `for bringing the ship to ${isle(p.island ?? null)}`,
    mate: 'as mate',
    'reward-paid': 'paid to the mate',
    'cabin-boy': 'as cabin boy',
    sale: `for selling on ${isle(p.island ?? null)}`,
  };
  return `  ${seat(p.player)} ${p.points >= 0 ? '+' : ''}${p.points} ${what[p.reason]}.`;
}

/** The table at the start: islands, ship, captain, and the hands the audience may see. */
export function describeStart(state: MeutererState, audience: Audience = 'all'): string[] {
  const names = state.rules.islands.map((i) => i.name).join(', ');
  const hands =
    audience === 'all'
      ? state.hands.map((h, s) => `${seat(s)} holds ${h.join(', ')}.`)
      : [`Each player is dealt ${HAND_SIZE} cards.`, ...(audience === 'spectator' ? [] : [`${seat(audience)} holds ${(state.hands[audience] ?? []).join(', ')}.`])];
  return [
    `Islands clockwise: ${names}.`,
    `The ship is on ${islandName(state.rules.islands, state.ship)}${state.pirateShip === null ? '' : `, the pirate ship on ${islandName(state.rules.islands, state.pirateShip)}`}.`,
    ...hands,
    `— Round 1 of ${state.rules.rounds}: ${seat(state.captain)} is captain —`,
  ];
}
