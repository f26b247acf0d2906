/**
 * Policies that steer random play where uniform choice rarely goes. Random players finish
 * and pass a lot, so ships are seldom completed, and the moves that follow completion
 * (rewards, delivery, crown evaluation) or buying all four items (the free tile) come up
 * only now and then.
 */
import type { Policy } from '../../src/core/playout.js';
import type { NauticusMove, NauticusState } from '../../src/nauticus/index.js';

const ENDINGS: readonly NauticusMove['type'][] = ['finish', 'pass', 'endTurn', 'extra'];

/** Keeps using the action while it can (9 times in 10): supplies run out, warehouses fill up, ships get completed. */
export const busy: Policy<NauticusState, NauticusMove> = (_state, _seat, moves, random) => {
  const uses = moves.filter((m) => !ENDINGS.includes(m.type));
  return uses.length > 0 && random.int(0, 9) < 9 ? random.pick(uses) : random.pick(moves);
};

/** The moves that only follow from a rarer situation: taken whenever offered (4 times in 5). */
const RARE: readonly NauticusMove['type'][] = ['takeFree', 'reward', 'rewardGoods', 'deliver', 'crown', 'endTurn'];

/** Whether a move builds onto a ship already in the shipyard, or lays a one-tile hull (the quickest ship to complete). */
const builds = (m: NauticusMove): boolean =>
  (m.type === 'buy' || m.type === 'transport') && (typeof m.to === 'number' || (m.to === 'new' && m.piece === 'hull'));

/**
 * For coverage: a rare move when one is offered; otherwise, in a blue action, an item not
 * bought yet in it (towards the free tile); otherwise mostly building moves (so ships get
 * completed and loaded), then any use, and otherwise uniformly at random.
 */
export const steering: Policy<NauticusState, NauticusMove> = (state, seat, offered, random) => {
  // The extra action mostly waits until after the phase's action, so that declining it (endTurn) comes up too.
  const later = state.turn?.main === 'open' && random.int(0, 19) > 0 ? offered.filter((m) => m.type !== 'extra') : offered;
  const moves = later.length > 0 ? later : offered;
  const rare = moves.filter((m) => RARE.includes(m.type));
  if (rare.length > 0 && random.int(0, 4) < 4) return random.pick(rare);
  // Buying all four items of a blue tile in one action earns the free tile.
  const bought = state.turn?.activity?.bought ?? [];
  const fresh = moves.filter((m) => m.type === 'buy' && !bought.includes(m.piece));
  if (fresh.length > 0 && random.int(0, 2) < 2) return random.pick(fresh.filter(builds).length > 0 ? fresh.filter(builds) : fresh);
  const building = moves.filter(builds);
  if (building.length > 0 && random.int(0, 9) < 9) return random.pick(building);
  return busy(state, seat, moves, random);
};
