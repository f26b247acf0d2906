/**
 * Simultaneous moves must commute: when several seats may move at once, the order in
 * which they act must not matter.
 *
 * @module
 */
import { canonicalJson } from '../core/clone.js';
import type { BaseMove, BaseView, Game, Seat } from '../core/game.js';

/**
 * Checks every pair of active seats of `state`, each with the move `pick` chooses for it:
 * one seat's move leaves the other seat's legal moves unchanged, and both orders give
 * the same state. Returns what fails, or `null`.
 */
export function commuteProblem<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  state: S,
  pick: (seat: Seat, moves: readonly M[]) => M,
): string | null {
  const active = game.activePlayers(state);
  for (let i = 0; i < active.length; i++) {
    for (let j = i + 1; j < active.length; j++) {
      const a = active[i] as Seat;
      const b = active[j] as Seat;
      const legalA = game.legalMoves(state, a);
      const legalB = game.legalMoves(state, b);
      if (legalA.length === 0 || legalB.length === 0) return `active seat ${legalA.length === 0 ? a : b} has no move`;
      const ma = pick(a, legalA);
      const mb = pick(b, legalB);
      const sa = game.apply(state, ma);
      const sb = game.apply(state, mb);
      if (sa._tag === 'Left' || sb._tag === 'Left') return 'a listed move was refused';
      if (canonicalJson(game.legalMoves(sa.right, b)) !== canonicalJson(legalB)) {
        return `seats ${a} and ${b} move at the same time, but ${JSON.stringify(ma)} changes what seat ${b} may do`;
      }
      if (canonicalJson(game.legalMoves(sb.right, a)) !== canonicalJson(legalA)) {
        return `seats ${a} and ${b} move at the same time, but ${JSON.stringify(mb)} changes what seat ${a} may do`;
      }
      const ab = game.apply(sa.right, mb);
      const ba = game.apply(sb.right, ma);
      if (ab._tag === 'Left' || ba._tag === 'Left') return `${JSON.stringify(ma)} and ${JSON.stringify(mb)} do not both apply in either order`;
      if (canonicalJson(ab.right) !== canonicalJson(ba.right)) {
        return `${JSON.stringify(ma)} then ${JSON.stringify(mb)} differs from the other order`;
      }
    }
  }
  return null;
}
