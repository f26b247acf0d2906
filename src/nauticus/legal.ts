/**
 * Which moves are possible: `check` says why a move is refused (each rule in one place,
 * in `rules/`), `candidates` lists exactly the moves it accepts, built from the same rule
 * functions (the game declares `candidatesAreLegal`, so `legalMoves` lists them without
 * checking each; strict mode and the harness still prove the two agree).
 *
 * @module
 */
import { illegal, type RuleError } from '../core/errors.js';
import { ACTION_TILES } from './board.js';
import type { NauticusMove } from './moves.js';
import { bonusMove, endTurnMove, extraMove, finishMove, passMove, selectMove, takeFreeMove } from './listed-moves.js';
import type { NauticusState, Step } from './state.js';
import { freeChoices, useMoves, useProblem } from './rules/actions.js';
import { rewardMoves, rewardProblem } from './rules/rewards.js';
import { bonusChoices } from './rules/selection.js';
import { currentActivity, extraAvailable } from './rules/turn.js';

const STEP_OF: Record<NauticusMove['type'], Step> = {
  select: 'select',
  bonus: 'bonus',
  extra: 'turn',
  buy: 'turn',
  transport: 'turn',
  withdraw: 'turn',
  deliver: 'turn',
  crown: 'turn',
  takeFree: 'turn',
  reward: 'turn',
  rewardGoods: 'turn',
  finish: 'turn',
  pass: 'turn',
  endTurn: 'turn',
};

const STEP_NAME: Record<Step, string> = {
  select: "the start player's choice of an action",
  bonus: "the start player's choice of a bonus tile",
  turn: 'the players’ turns of an action phase',
  over: 'the end of the game',
};

/**
 * The seats that may move now: the start player while he chooses, then the player in turn.
 *
 * @group Rules
 */
export function activePlayers(state: NauticusState): readonly number[] {
  switch (state.step) {
    case 'select':
    case 'bonus':
      return [state.startPlayer];
    case 'turn':
      return state.turn === null ? [] : [state.turn.player];
    case 'over':
      return [];
  }
}

/**
 * Why `move` is refused now, or `null` if the rules allow it.
 *
 * @group Rules
 */
export function check(state: NauticusState, move: NauticusMove): RuleError | null {
  if (STEP_OF[move.type] !== state.step) {
    return illegal(`'${move.type}' is not possible during ${STEP_NAME[state.step]}.`);
  }
  const problem = problemOf(state, move);
  return problem === null ? null : illegal(problem);
}

function problemOf(state: NauticusState, move: NauticusMove): string | null {
  if (move.type === 'select') return state.flipped[move.position] === true ? `the action at position ${move.position} has been played this round` : null;
  if (move.type === 'bonus') return bonusChoices(state).includes(move.piece) ? null : `${move.piece} cannot be taken as this bonus`;
  const turn = state.turn;
  if (turn === null) return 'nobody is in turn';
  if (move.type === 'reward' || move.type === 'rewardGoods') return rewardProblem(state, move);
  if (turn.rewards !== null) return 'choose the rewards of the completed ship first';
  const free = turn.activity?.free === 'pending';
  if (move.type === 'takeFree') return !free ? 'no free tile is due' : freeChoices(state).includes(move.piece) ? null : `${move.piece} cannot be the free tile`;
  if (free) return 'choose the free tile first';
  switch (move.type) {
    case 'extra':
      if (turn.activity !== null) return 'the extra action comes before or after the phase’s action, not during it';
      return extraAvailable(state) ? null : 'the extra action has been used';
    case 'finish':
      return turn.activity === null ? 'no action is being carried out' : null;
    case 'pass':
      return turn.activity === null && turn.main === 'open' ? null : 'the phase’s action has already been dealt with';
    case 'endTurn':
      return turn.activity === null && turn.main !== 'open' ? null : 'the phase’s action has not been dealt with';
    default:
      return useProblem(state, move);
  }
}

/**
 * The moves `player` may make now, in a stable order: exactly those {@link check} accepts.
 *
 * @group Rules
 */
export function candidates(state: NauticusState, player: number): NauticusMove[] {
  switch (state.step) {
    case 'select': {
      const moves: NauticusMove[] = [];
      state.flipped.forEach((flipped, position) => {
        if (flipped !== true) moves.push(selectMove(player, position));
      });
      return moves;
    }
    case 'bonus':
      return bonusChoices(state).map((piece): NauticusMove => bonusMove(player, piece));
    case 'over':
      return [];
    case 'turn':
      return turnCandidates(state, player);
  }
}

function turnCandidates(state: NauticusState, player: number): NauticusMove[] {
  const turn = state.turn;
  if (turn === null) return [];
  if (turn.rewards !== null) return rewardMoves(state, player);
  if (turn.activity?.free === 'pending') return freeChoices(state).map((piece): NauticusMove => takeFreeMove(player, piece));
  const activity = currentActivity(state);
  if (turn.activity !== null && activity !== null) {
    const moves: NauticusMove[] = useMoves(state, player, activity);
    moves.push(finishMove(player));
    return moves;
  }
  if (turn.main === 'open' && activity !== null) {
    const moves: NauticusMove[] = useMoves(state, player, activity);
    moves.push(passMove(player));
    return pushExtras(state, player, moves);
  }
  const moves = pushExtras(state, player, []);
  moves.push(endTurnMove(player));
  return moves;
}

/** Adds the extra-action moves, one per tile, if the player may still use it. */
function pushExtras(state: NauticusState, player: number, moves: NauticusMove[]): NauticusMove[] {
  if (extraAvailable(state)) for (const tile of ACTION_TILES) moves.push(extraMove(player, tile));
  return moves;
}
