/**
 * A full Nauticus state from what one seat knows: its table and its view.
 *
 * Everything on the table now is open, so the view gives it exactly. What no seat knows
 * is the order of the action tiles in the rounds to come (shuffled face down at the
 * table; layouts a config fixed are just as unknown): the sample gets a generator of its
 * own and no fixed layouts, so later rounds are shuffled anew. Past rounds are in the log,
 * not in the view (ruling N24); the state still keeps a summary of them, so the sample
 * gets one that fits what the view shows: each round's first action where the next
 * round's turntable stands, the start-player marker passing left every phase, the rest
 * dealt at random.
 *
 * @module
 */
import { cloneJson } from '../core/clone.js';
import type { Seat } from '../core/game.js';
import type { Random } from '../core/random.js';
import { nextSeat } from '../core/seats.js';
import { ACTION_TILES, blueWorkersAt, positionOf } from './board.js';
import type { NauticusTable } from './table.js';
import type { NauticusState, PhaseRecord, PlayerState, RoundSummary } from './state.js';
import type { NauticusView } from './view.js';
import { ACTION_PHASES } from './rules/round.js';
import { PASS_PENALTIES } from './rules/scoring.js';

/** Phases counted from the start of the game: phase 1 of round 1 is 1. */
const phaseIndex = (round: number, phase: number): number => ACTION_PHASES * (round - 1) + phase;

const POSITIONS = [0, 1, 2, 3, 4, 5, 6, 7];

/**
 * The rounds before the current one (and the current one too once the game is over), as
 * the view allows them: round `r` was played with the turntable at `rotations[r]`, and its
 * first action lay where the turntable stood in round `r + 1` (ruling N17).
 */
function pastRounds(table: NauticusTable, view: NauticusView, random: Random): RoundSummary[] {
  const board = table.board;
  const over = view.step === 'over';
  const now = over ? phaseIndex(view.round + 1, 1) : phaseIndex(view.round, view.phase);
  const rotations: number[] = [];
  rotations[1] = positionOf(board, 'workers3');
  for (let r = 2; r < view.round; r++) rotations[r] = random.pick(POSITIONS);
  rotations[view.round] = view.rotation;
  const startPlayerAt = (round: number, phase: number): Seat => nextSeat(view.startPlayer, table.players, phaseIndex(round, phase) - now);
  const unknown = (): number[] => view.seats.map(() => random.pick(PASS_PENALTIES));
  const rounds: RoundSummary[] = [];
  for (let round = 1; round < view.round; round++) {
    const rotation = rotations[round] as number;
    const first = rotations[round + 1] as number;
    const layout = random.shuffle(ACTION_TILES);
    const positions = [first, ...random.shuffle(POSITIONS.filter((p) => p !== first)).slice(0, ACTION_PHASES - 1)];
    const phases = positions.map((position, k): PhaseRecord => ({
      phase: k + 1,
      position,
      tile: layout[position] ?? 'withdraw',
      startPlayer: startPlayerAt(round, k + 1),
      blue: blueWorkersAt(board, rotation, position),
    }));
    rounds.push({ round, rotation, layout, phases, penalties: unknown(), crownPoints: view.seats.map(() => 0) });
  }
  if (over) {
    const layout = view.positions.map((p) => p.tile);
    rounds.push({ round: view.round, rotation: view.rotation, layout, phases: view.phases, penalties: unknown(), crownPoints: view.seats.map(() => 0) });
  }
  return rounds;
}

/**
 * A state the view's viewer could be in (see the module page): the table and the view as
 * they are, past rounds and the future layouts dealt from `random`.
 *
 * @group View
 */
export function fromView(table: NauticusTable, view: NauticusView, random: Random): NauticusState {
  // The rounds before this one are rebuilt one by one: only as many as the game has.
  if (!Number.isInteger(view.round) || view.round < 1 || view.round > table.rounds) throw new Error(`round ${String(view.round)} is not a round of this ${table.rounds}-round game`);
  if (!Number.isInteger(view.phase) || view.phase < 1 || view.phase > ACTION_PHASES) throw new Error(`phase ${String(view.phase)} is not a phase of a round`);
  if (view.viewer !== 'spectator' && view.viewer >= table.players) throw new Error(`seat index ${view.viewer} is not a seat of this ${table.players}-seat table`);
  if (!Array.isArray(view.seats) || view.seats.length !== table.players) throw new Error(`the view has ${String(view.seats?.length)} seats, the table ${table.players}`);
  const history = pastRounds(table, view, random);
  // A copy: the sample shares nothing with the caller's table and view, which stay theirs to edit.
  return cloneJson({
    game: 'nauticus',
    rules: { players: table.players, rounds: table.rounds, board: table.board },
    round: view.round,
    phase: view.phase,
    step: view.step,
    rotation: view.rotation,
    layout: view.positions.map((p) => p.tile),
    flipped: view.positions.map((p) => p.flipped),
    anchor: view.anchor,
    startPlayer: view.startPlayer,
    selected: view.selected,
    queue: view.queue,
    turn: view.turn,
    players: view.seats.map(({ crowns: _crowns, warehouseRoom: _room, ...player }): PlayerState => player),
    stock: view.stock,
    phases: view.phases,
    history,
    final: view.final,
    fixedLayouts: [],
    rng: random.fork(),
  });
}
