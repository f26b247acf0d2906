/**
 * A policy that steers random play towards the rules it rarely reaches: the Commodity
 * Exchange leaving the prices to the stack (a built Exchange and no bid on 1.4), building,
 * producing, uncovering, packing and unpacking. Otherwise it plays at random.
 */
import type { Policy } from '../../src/core/playout.js';
import type { Random } from '../../src/core/random.js';
import { cards, SYNTHETIC_BUILDINGS, type BremerhavenConfig, type BremerhavenMove, type BremerhavenState } from '../../src/bremerhaven/index.js';

type Move = BremerhavenMove;
type State = BremerhavenState;

/** The first move of the first listed type that has one, with probability `p` for each type tried. */
function prefer(moves: readonly Move[], types: readonly string[], p: number, random: Random): Move | undefined {
  for (const type of types) {
    const of = moves.filter((m) => m.type === type);
    if (of.length > 0 && random.int(0, 99) < p * 100) return random.pick(of);
  }
  return undefined;
}

const isExchange = (s: State, id: string): boolean => Object.prototype.hasOwnProperty.call(cards(s).buildings, id) && cards(s).buildings[id]?.commodityExchange === true;

/**
 * Bids: the highest card on the Commodity Exchange while it is on offer, a card on the
 * Building permit while a Building waits to be built, never a card on 1.4 once an Exchange
 * is built (so that its owner chooses). Decisions: build, produce, uncover and the
 * Exchange's own move first; pack and unpack now and then.
 */
export const steering: Policy<State, Move> = (state, seat, moves, random) => {
  const h = state.harbors[seat];
  if (state.phase === 'bidding' && h !== undefined) {
    const exchangeBuilt = state.harbors.some((x) => x.buildings.some((b) => isExchange(state, b)));
    const open = exchangeBuilt ? moves.filter((m) => !(m.type === 'bid' && m.space === 'prices')) : moves;
    const bids = open.filter((m): m is Extract<Move, { type: 'bid' }> => m.type === 'bid');
    const top = state.buildingStack[0];
    const onBuilding = bids.filter((m) => m.space === 'building').sort((a, b) => b.value - a.value)[0];
    if (top !== undefined && isExchange(state, top) && onBuilding !== undefined) return onBuilding;
    const onPermit = bids.filter((m) => m.space === 'permit');
    if (h.gained.length > 0 && onPermit.length > 0 && random.int(0, 1) === 0) return random.pick(onPermit);
    // A low card on Grow influence now and then: outbid there, a seat decides to pay or not.
    const onGrow = bids.filter((m) => m.space === 'grow').sort((a, b) => a.value - b.value)[0];
    if (onGrow !== undefined && random.int(0, 3) === 0) return onGrow;
    return random.pick(open.length > 0 ? open : moves);
  }
  return (
    prefer(moves, ['endPermits'], 0.25, random) ??
    prefer(moves, ['rotatePrices', 'build', 'produce', 'uncover'], 0.7, random) ??
    prefer(moves, ['grow', 'pack', 'unpack', 'unload', 'deliver', 'bollard', 'swapRanks'], 0.3, random) ??
    random.pick(moves)
  );
};

/**
 * `config` with the Commodity Exchange third in the Building stack: it is one Building in
 * 20, so most random games never see it built; here it is on offer in the first rounds (or
 * a starting Building of the short game), as a table may arrange the stack.
 */
export function withExchangeEarly(config: BremerhavenConfig): BremerhavenConfig {
  const ids = SYNTHETIC_BUILDINGS.cards.map((c) => c.id).filter((id) => id !== 'commodity-exchange');
  return { ...config, buildingStack: [...ids.slice(0, 2), 'commodity-exchange', ...ids.slice(2)] };
}
