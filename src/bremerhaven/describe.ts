/**
 * A readable account of a move and of everything that followed from it, for logs, told to
 * one audience: a seat or a spectator reads what it may see; `'all'` tells everything
 * (face-down bids included), for the CLI and debugging.
 *
 * @module
 */
import type { Audience } from '../core/game.js';
import { cards, lookup } from './catalog.js';
import { RANK_NAMES, contractWords, priceWords, who } from './log.js';
import type { BremerhavenMove } from './moves.js';
import { perform } from './perform.js';
import { bidLine } from './rules/bidding.js';
import type { BremerhavenState, Participant, WorkingState } from './state.js';

/** Whether `audience` sees the value of a card that `by` placed face down. */
const seesBid = (audience: Audience, by: Participant): boolean => audience === 'all' || audience === by;

/**
 * The journal of the move: the move runs again on a copy of `before` with a journal that
 * keeps every line (the rules write them as they go), so the log and the rules cannot
 * disagree. Everything in it is public but the value of a bid while it lies face down,
 * which only its owner (and `'all'`) reads; the others read that a card went face down
 * there. The dummy's bids are face down to everyone. `after` is what `apply` returned; it
 * is not needed.
 *
 * @group Rules
 */
export function describe(before: BremerhavenState, move: BremerhavenMove, _after: BremerhavenState, audience: Audience = 'all'): string[] {
  const lines: string[] = [];
  // A shallow copy is a working state: the rules replace what they change (see WorkingState).
  const working: WorkingState = { ...before };
  perform(working, move, (line) => lines.push(line));
  if (move.type !== 'bid' || seesBid(audience, move.player)) return lines;
  const full = bidLine(move.player, move.space, move.value);
  return lines.map((line) => (line === full ? bidLine(move.player, move.space, null) : line));
}

const VARIANT_NAME = { long: 'long game', short: 'short game', solo: 'solo game against the dummy' } as const;

/**
 * The table at the start: ranks and money, the boards, the starting contracts and
 * buildings: all public (the Influence cards in hand are the same for everyone).
 *
 * @group Rules
 */
export function describeStart(state: BremerhavenState, audience: Audience = 'all'): string[] {
  const r = cards(state);
  const lines = [
    `Bremerhaven, ${VARIANT_NAME[state.rules.variant]}; the Ship token starts on ${state.token} of ${r.board.progress.last}.`,
    ...state.ranks.map((p, i) => `${RANK_NAMES[i]}: ${who(p)}${p === 'dummy' ? '' : ` with ${state.harbors[p]?.money ?? 0} money`}.`),
    `Sea board: ${state.sea.map((c) => (c === null ? '—' : (lookup(r.ships, c)?.name ?? 'a Ship'))).join(', ')}.`,
    `Land board: ${state.land.map((c) => (c === null ? '—' : contractWords(lookup(r.contracts, c)).replace(/^the /, ''))).join('; ')}.`,
    `Building on offer: ${lookup(r.buildings, state.buildingStack[0] ?? '')?.name ?? 'none'}; prices (top Price card): ${priceWords(lookup(r.prices, state.priceStack[0] ?? ''))}.`,
  ];
  state.harbors.forEach((h, seat) => {
    const contract = h.loadingDocks.find((c) => c !== null);
    const built = h.buildings.map((b) => lookup(r.buildings, b)?.name ?? b);
    lines.push(
      `${who(seat)}: starting contract ${contract == null ? 'none' : contractWords(lookup(r.contracts, contract.card)).replace(/^the Contract /, '')}` +
        (built.length > 0 ? `, starting building ${built.join(', ')}` : '') +
        '.',
    );
  });
  if (state.phase === 'startingGoods') lines.push('Every player now chooses 3 starting goods.');
  else lines.push(`— Round ${state.round}: Bidding phase —`);
  for (const b of state.bids) lines.push(bidLine(b.by, b.space, state.revealed || seesBid(audience, b.by) ? b.value : null));
  return lines;
}
