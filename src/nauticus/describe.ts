/**
 * A readable account of a move and of everything that followed from it, for logs.
 *
 * Nauticus has no secret on the table: every tile, coin, worker and point is in the open,
 * and each action tile is laid face up at the start of its round. So every seat and the
 * spectator read the same lines, which tell only what their views show before and after
 * the move; past rounds live on in these lines, not in the view (ruling N24). The only
 * thing nobody at the table knows, the layouts a config fixed for later rounds, is told in
 * the all-seeing log (`'all'`) alone.
 *
 * @module
 */
import type { Audience } from '../core/game.js';
import { isBlue, type ActionTile } from './board.js';
import type { Destination, NauticusMove } from './moves.js';
import type { NauticusState, PlayerState } from './state.js';
import { nextPassTile } from './labels.js';
import { aPiece, BONUS_NAME, pieceName, positionName, REWARD_NAME, seatName, shipName, TILE_NAME } from './names.js';
import { PASS_PENALTIES } from './rules/scoring.js';
import { priceOf } from './rules/actions.js';
import { currentActivity } from './rules/turn.js';

const seat = seatName;
const where = (to: Destination): string => (to === 'warehouse' ? 'the warehouse' : to === 'new' ? 'a new ship' : shipName(to));

/** Which workers a use took: the turntable's blue ones first, then the player's own. */
function workersUsed(before: NauticusState, seat: number, after: NauticusState): string {
  const blue = (currentActivity(before)?.blue ?? 0) - (after.turn?.activity?.blue ?? 0);
  const own = (before.players[seat]?.workers ?? 0) - (after.players[seat]?.workers ?? 0);
  const parts = [blue > 0 ? `${blue} blue` : '', own > 0 ? `${own} own` : ''].filter((x) => x !== '');
  return parts.length === 0 ? '' : ` (${parts.join(' + ')} worker${blue + own > 1 ? 's' : ''})`;
}

function resources(p: PlayerState): string {
  return `${p.workers} workers, ${p.coins} coins, ${p.score} points`;
}

function layoutLines(state: NauticusState): string[] {
  const board = state.rules.board;
  return state.layout.map((tile, i) => {
    const pos = board.positions[i];
    const blue = board.turntable[(((i - state.rotation) % 8) + 8) % 8] ?? 0;
    return `  ${capital(positionName(i))}: ${TILE_NAME[tile]} — bonus ${pos ? BONUS_NAME[pos.bonus] : '?'}, prices ${pos?.prices.join('/') ?? '?'}, ${plural(blue, 'blue worker')}${i === state.rotation ? ' (anchor section)' : ''}`;
  });
}

function roundHeader(state: NauticusState): string[] {
  return [`— Round ${state.round} of ${state.rules.rounds}: ${seat(state.startPlayer)} starts —`, ...layoutLines(state)];
}

/**
 * The table at the start: what each seat holds, the board of round 1; for `'all'`, also
 * how many later layouts the config fixed (nobody at the table knows them).
 *
 * @group Rules
 */
export function describeStart(state: NauticusState, audience: Audience = 'all'): string[] {
  const fixed = audience === 'all' && state.fixedLayouts.length > 0 ? [`(The config fixes the layouts of the next ${plural(state.fixedLayouts.length, 'round')}.)`] : [];
  return [
    ...state.players.map((p, s) => `${seat(s)}: ${resources(p)}${s === state.startPlayer ? ' (start player)' : ''}.`),
    ...roundHeader(state),
    ...fixed,
  ];
}

/**
 * One line per event: the move itself, then completions, the end of a phase or round, the
 * tally. The same for every audience: all of it happens in the open.
 *
 * @group Rules
 */
export function describe(before: NauticusState, move: NauticusMove, after: NauticusState, _audience: Audience = 'all'): string[] {
  const lines: string[] = [];
  const who = seat(move.player);
  const me = after.players[move.player] as PlayerState;
  const was = before.players[move.player] as PlayerState;
  switch (move.type) {
    case 'select': {
      const tile = before.layout[move.position] as ActionTile;
      const record = after.phases[after.phases.length - 1] ?? before.phases[before.phases.length - 1];
      const bonus = before.rules.board.positions[move.position]?.bonus;
      lines.push(
        `Phase ${before.phase}: ${who} chooses ${TILE_NAME[tile]} at ${positionName(move.position)} (${plural(record?.blue ?? 0, 'blue worker')}) and takes the bonus ${bonus ? BONUS_NAME[bonus] : '?'}.`,
      );
      break;
    }
    case 'bonus':
      lines.push(`${who} takes ${aPiece(move.piece)} as bonus, into the warehouse.`);
      break;
    case 'extra':
      lines.push(`${who} uses the extra action (+2 workers): ${TILE_NAME[move.tile]}${isBlue(move.tile) ? ', 2 coins per item' : ''}.`);
      break;
    case 'buy': {
      const activity = currentActivity(before);
      const price = activity === null ? 0 : priceOf(before, activity, move.piece);
      lines.push(`${who} buys ${aPiece(move.piece)} for ${plural(price, 'coin')}, to ${where(move.to)}${workersUsed(before, move.player, after)}.`);
      break;
    }
    case 'transport':
      lines.push(`${who} transports ${aPiece(move.piece)} to ${where(move.to)}${workersUsed(before, move.player, after)}.`);
      break;
    case 'withdraw':
      lines.push(`${who} withdraws 2 coins (now ${me.coins})${workersUsed(before, move.player, after)}.`);
      break;
    case 'deliver': {
      const goods = was.ships[move.ship]?.goods ?? [];
      lines.push(`${who} delivers the cargo of ${shipName(move.ship)}: ${goods.join(', ')}${workersUsed(before, move.player, after)}.`);
      break;
    }
    case 'crown':
      lines.push(`${who} evaluates crowns: +${me.score - was.score} points${workersUsed(before, move.player, after)}.`);
      break;
    case 'takeFree':
      lines.push(`${who} takes a free ${pieceName(move.piece)} for buying all four items, into the warehouse.`);
      break;
    case 'reward':
      lines.push(`${who} takes ${REWARD_NAME[move.reward]} as a reward.`);
      break;
    case 'rewardGoods':
      lines.push(`${who} takes ${move.goods.join(' and ')} as a reward.`);
      break;
    case 'finish': {
      const activity = before.turn?.activity;
      const extra = activity?.source === 'extra' ? ' (extra action)' : '';
      lines.push(`${who} finishes ${activity ? TILE_NAME[activity.tile] : 'the action'}${extra} after ${plural(activity?.uses ?? 0, 'use')} (${resources(me)}).`);
      break;
    }
    case 'pass': {
      const tile = nextPassTile(was.passFlipped);
      lines.push(tile !== null ? `${who} passes and flips the -${tile} pass tile.` : `${who} passes (no pass tile left to flip).`);
      break;
    }
    case 'endTurn':
      lines.push(`${who} ends the turn.`);
      break;
  }
  lines.push(...automatic(before, move, after));
  return lines;
}

function automatic(before: NauticusState, move: NauticusMove, after: NauticusState): string[] {
  const lines: string[] = [];
  const pending = after.turn?.rewards;
  if (pending != null && before.turn?.rewards == null) {
    const size = after.players[move.player]?.ships[pending.ship]?.parts.length ?? 0;
    lines.push(`  ${capital(shipName(pending.ship))} (${plural(size, 'hull tile')}) is complete: ${plural(pending.remaining, 'reward')} to choose.`);
  }
  if (after.turn?.activity?.free === 'pending' && before.turn?.activity?.free !== 'pending') {
    lines.push('  All four items bought: one more is free.');
  }
  const lostFree = before.turn?.activity?.free !== 'done' && after.turn?.activity?.free === 'done' && move.type !== 'takeFree';
  if (lostFree) lines.push('  All four items bought, but the free tile cannot be taken (supply or warehouse).');
  if (before.step === 'turn' && after.step !== 'turn') {
    const tile = before.selected === null ? undefined : before.layout[before.selected];
    lines.push(`Phase ${before.phase} ends${tile ? `: ${TILE_NAME[tile]} is turned over` : ''}; the start player marker passes to ${seat(after.startPlayer)}.`);
  }
  if (after.history.length > before.history.length) {
    const summary = after.history[after.history.length - 1];
    if (summary) {
      lines.push(
        `End of round ${summary.round}: pass penalties ${summary.penalties.map((p, s) => `${seat(s)} -${p}`).join(', ')} (unflipped tiles; ${PASS_PENALTIES.join('/')} for 0-3 passes).`,
      );
      lines.push(`Scores: ${after.players.map((p, s) => `${seat(s)} ${p.score}`).join(', ')}.`);
    }
  }
  if (after.round > before.round) lines.push(...roundHeader(after));
  if (after.step === 'over' && before.step !== 'over' && after.final !== null) {
    lines.push('The game is over. Final tally (track + goods + ships + coins/3):');
    after.final.forEach((f, s) => {
      lines.push(`  ${seat(s)}: ${f.track} + ${f.goods} + ${f.ships} + ${f.coinPoints} (${f.coins} coins) = ${f.total}`);
    });
  }
  return lines;
}

/** "Position 2": a name at the start of a line. */
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "1 coin", "3 coins". */
function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
