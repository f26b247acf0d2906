/**
 * A policy that steers random play towards the rules it reaches rarely: the pirate card,
 * the mutiny with conflict cards added, the Lademeister, split sales. A third of its
 * choices stay uniformly random, so every other path keeps being played too.
 */
import type { Policy } from '../../src/core/playout.js';
import type { MeutererMove, MeutererState } from '../../src/meuterer/index.js';

/** The moves worth preferring when they are on offer, most wanted first. */
function wanted(moves: readonly MeutererMove[]): MeutererMove[] {
  const pirate = moves.filter((m) => m.type === 'play' && m.card === 'pirate');
  if (pirate.length > 0) return pirate;
  // The mutineer starts a mutiny, the Lademeister a choice of cards to put back.
  const roles = moves.filter((m) => m.type === 'takeRole' && (m.role === 'mutineer' || m.role === 'loader'));
  if (roles.length > 0) return roles;
  // Conflict cards played decide mutinies: prefer them to goods in the offer.
  const conflicts = moves.filter((m) => m.type === 'play' && m.card === 'conflict');
  if (conflicts.length > 0) return conflicts;
  const added = moves.filter((m) => m.type === 'addConflicts' && m.count > 0);
  if (added.length > 0) return added;
  // A split sale (part on each active island) is the rarest sale.
  const sales = moves.filter((m) => m.type === 'sell');
  const least = Math.min(...sales.map((m) => (m.type === 'sell' ? m.count : Infinity)));
  const split = sales.filter((m) => m.type === 'sell' && m.count === least && sales.some((o) => o.type === 'sell' && o.good === m.good && o.count > least));
  return split;
}

/** Prefers the rarely reached moves two times in three, else plays at random. */
export const steeringPolicy: Policy<MeutererState, MeutererMove> = (_state, _seat, moves, random) => {
  const preferred = random.int(0, 2) > 0 ? wanted(moves) : [];
  return random.pick(preferred.length > 0 ? preferred : moves);
};
