/**
 * A readable account of a move and of everything that followed from it, for logs. It
 * tells all (face-down bids included): it is meant for the CLI and debugging, not to be
 * shown to players during a game.
 *
 * @module
 */
import { cards, lookup } from './catalog.js';
import { spaceName } from './spaces.js';
import { RANK_NAMES, who } from './log.js';
import type { BremerhavenMove } from './moves.js';
import { perform } from './perform.js';
import type { BremerhavenState, WorkingState } from './state.js';

/**
 * The journal of the move: the move runs again on a copy of `before` with a journal that
 * keeps every line (the rules write them as they go), so the log and the rules cannot
 * disagree. `after` is what `apply` returned; it is not needed.
 *
 * @group Rules
 */
export function describe(before: BremerhavenState, move: BremerhavenMove, _after: BremerhavenState): string[] {
  const lines: string[] = [];
  // A shallow copy is a working state: the rules replace what they change (see WorkingState).
  const working: WorkingState = { ...before };
  perform(working, move, (line) => lines.push(line));
  return lines;
}

const VARIANT_NAME = { long: 'long game', short: 'short game', solo: 'solo game against the dummy' } as const;

/**
 * The table at the start: ranks and money, the boards, the starting contracts and buildings.
 *
 * @group Rules
 */
export function describeStart(state: BremerhavenState): string[] {
  const r = cards(state);
  const lines = [
    `Bremerhaven, ${VARIANT_NAME[state.rules.variant]}; the Ship token starts on ${state.token} of ${r.board.progress.last}.`,
    ...state.ranks.map((p, i) => `${RANK_NAMES[i]}: ${who(p)}${p === 'dummy' ? '' : ` with ${state.harbors[p]?.money ?? 0} money`}.`),
    `Sea board: ${state.sea.map((c) => (c === null ? '—' : `${lookup(r.ships, c)?.name ?? c} (${c})`)).join(', ')}.`,
    `Land board: ${state.land.map((c) => (c === null ? '—' : `${c} (${lookup(r.contracts, c)?.goods.join(', ') ?? '?'})`)).join(', ')}.`,
    `Building on offer: ${lookup(r.buildings, state.buildingStack[0] ?? '')?.name ?? 'none'}; Price card on top: ${state.priceStack[0] ?? 'none'}.`,
  ];
  state.harbors.forEach((h, seat) => {
    const contract = h.loadingDocks.find((c) => c !== null);
    const built = h.buildings.map((b) => lookup(r.buildings, b)?.name ?? b);
    lines.push(
      `${who(seat)}: starting contract ${contract == null ? 'none' : `${contract.card} (${lookup(r.contracts, contract.card)?.goods.join(', ') ?? '?'})`}` +
        (built.length > 0 ? `, starting building ${built.join(', ')}` : '') +
        '.',
    );
  });
  if (state.phase === 'startingGoods') lines.push('Every player now chooses 3 starting goods.');
  else lines.push(`— Round ${state.round}: Bidding phase —`);
  for (const b of state.bids) lines.push(`${who(b.by)} bids ${b.value} on ${spaceName(b.space)}.`);
  return lines;
}
