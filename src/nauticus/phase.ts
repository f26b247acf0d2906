/**
 * Where a Nauticus game is, by name, for coverage reports: finer than `state.step`, so that
 * the rarer situations of a turn (rewards, the free tile, the extra action) show up.
 *
 * @module
 */
import type { NauticusState } from './state.js';

/**
 * The phases, in the order of an action phase: the start player's choice of an action
 * (`select`) and of his bonus tile (`bonus`); a player's turn on the phase's action
 * (`action`), the rewards of a ship he completed (`rewards`), the free tile for buying all
 * four items (`freeTile`), the extra action under way (`extra`); the end (`over`).
 *
 * @group Rules
 */
export const PHASES = ['select', 'bonus', 'action', 'rewards', 'freeTile', 'extra', 'over'] as const;

/**
 * The phase `state` is in (one of {@link PHASES}).
 *
 * @group Rules
 */
export function phaseOf(state: NauticusState): (typeof PHASES)[number] {
  const turn = state.turn;
  if (state.step !== 'turn' || turn === null) return state.step === 'turn' ? 'action' : state.step;
  if (turn.rewards !== null) return 'rewards';
  if (turn.activity?.free === 'pending') return 'freeTile';
  return turn.activity?.source === 'extra' ? 'extra' : 'action';
}
