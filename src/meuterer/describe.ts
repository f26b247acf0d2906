/**
 * A readable account of a move and of everything that followed from it, for logs.
 * It tells all (including face-down choices): it is meant for the CLI and debugging, not
 * to be shown to players during a game.
 *
 * @module
 */
import type { Role } from './cards.js';
import type { MeutererMove } from './moves.js';
import type { MeutererState, PointsEntry } from './state.js';

const ROLE_NAME: Record<Role, string> = {
  mutineer: 'Meuterer (mutineer)',
  cabinBoy: 'Schiffsjunge (cabin boy)',
  mate: 'Maat (mate)',
  merchant: 'Händler (merchant)',
  loader: 'Lademeister (loader)',
};

const seat = (s: number): string => `Seat ${s}`;

/** One line per event: the move itself, then reveals, mutiny, scoring, the ship, the next round. */
export function describe(before: MeutererState, move: MeutererMove, after: MeutererState): string[] {
  const isle = (i: number | null): string => (i === null ? '?' : (before.rules.islands[i]?.name ?? `island ${i}`));
  const lines: string[] = [];
  const who = seat(move.player);
  switch (move.type) {
    case 'offerReward':
      lines.push(`${who} (captain) offers ${move.points} point(s) to the mate.`);
      break;
    case 'play':
      lines.push(`${who} plays ${move.card}.`);
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
          ? `${who} (captain) passes with ${hand} card(s): destination ${isle(after.captainDestination)}.`
          : `${who} passes with ${hand} card(s).`,
      );
      break;
    }
    case 'takeRole':
      lines.push(`${who} takes an action card face down: ${ROLE_NAME[move.role]}.`);
      break;
    case 'addConflicts':
      lines.push(`${who} adds ${move.count} conflict card(s) to the mutiny.`);
      break;
    case 'sell':
      lines.push(`${who} sells ${move.count} ${move.good} on ${isle(move.island)}.`);
      break;
    case 'noSale':
      lines.push(`${who} sells nothing on ${isle(move.island)}.`);
      break;
    case 'returnCard':
      lines.push(`${who} (Lademeister) puts a ${move.card} card under the deck.`);
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
  const summaryNow = after.history[after.history.length - 1];
  const closedRound = summaryNow !== undefined && (after.round > before.round || (after.phase === 'over' && before.phase !== 'over'));
  if (closedRound && summaryNow) {
    lines.push(...summaryNow.points.filter((p) => p.reason === 'sale').map((p) => pointsLine(p, isle)));
    lines.push(`Scores after round ${summaryNow.round}: ${after.scores.join(' / ')}.`);
    if (after.phase !== 'over') {
      lines.push(`The ship sails to ${isle(after.ship)}.`);
    }
  }
  if (after.round > before.round) lines.push(`— Round ${after.round} of ${after.rules.rounds}, captain ${seat(after.captain)} —`);
  if (after.phase === 'over' && before.phase !== 'over') lines.push('The game is over.');
  return lines;
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

/** The table at the start: islands, ship, captain, hands. */
export function describeStart(state: MeutererState): string[] {
  const names = state.rules.islands.map((i) => i.name).join(', ');
  return [
    `Islands clockwise: ${names}.`,
    `The ship is on ${state.rules.islands[state.ship]?.name ?? '?'}${state.pirateShip === null ? '' : `, the pirate ship on ${state.rules.islands[state.pirateShip]?.name ?? '?'}`}.`,
    ...state.hands.map((h, s) => `${seat(s)} holds ${h.join(', ')}.`),
    `— Round 1 of ${state.rules.rounds}, captain ${seat(state.captain)} —`,
  ];
}
