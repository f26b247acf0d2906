/**
 * Setting up a Nauticus table.
 *
 * @module
 */
import { right, type Either } from '../core/either.js';
import { cloneJson } from '../core/clone.js';
import type { Draft } from '../core/draft.js';
import { invalidConfig, type RuleError } from '../core/errors.js';
import type { Random } from '../core/random.js';
import { seatsFrom } from '../core/seats.js';
import { checkBoard, layoutProblem, positionOf, SYNTHETIC_BOARD, type Board } from './board.js';
import { BOX, noGoods } from './components.js';
import type { NauticusConfig } from './config.js';
import type { NauticusDraft, NauticusState, PlayerState } from './state.js';
import { prepareRound, roundsFor } from './rules/round.js';

/**
 * What every player starts with: 4 workers, 15 coins, 10 points on the score track.
 *
 * @group Rules
 */
export const START = { workers: 4, coins: 15, score: 10 } as const;

/**
 * Extra coins and workers by place in the turn order, from the start player.
 *
 * @rulebook Préparation: « Le 2ème joueur reçoit 1 pièce supplémentaire. Dans une partie à 3 joueurs, le
 *   3ème joueur reçoit 2 pièces et 1 ouvrier supplémentaire. Dans une partie à 4 joueurs, le 3ème joueur
 *   reçoit 1 pièce et 1 ouvrier supplémentaire, le 4ème joueur reçoit 2 pièces et 2 ouvriers ».
 *
 * @group Rules
 */
export function compensation(players: number, place: number): { coins: number; workers: number } {
  const table: Record<number, { coins: number; workers: number }[]> = {
    2: [{ coins: 0, workers: 0 }, { coins: 1, workers: 0 }],
    3: [{ coins: 0, workers: 0 }, { coins: 1, workers: 0 }, { coins: 2, workers: 1 }],
    4: [{ coins: 0, workers: 0 }, { coins: 1, workers: 0 }, { coins: 1, workers: 1 }, { coins: 2, workers: 2 }],
  };
  return table[players]?.[place] ?? { coins: 0, workers: 0 };
}


/**
 * Deals each player a warehouse, workers, coins, the extra-action tile and the pass tiles
 * (all face up), with the compensation of his place; puts the turntable's anchor section
 * at the « 3 ouvriers » bonus and shuffles the action tiles onto the board.
 *
 * @rulebook Préparation.
 *
 * @group Rules
 */
export function setupNauticus(config: NauticusConfig, random: Random): Either<RuleError, NauticusState> {
  const players = config.players;
  const board = config.board ?? SYNTHETIC_BOARD;
  const problem = checkBoard(board);
  if (problem !== null) return invalidConfig(`Invalid config: board.${problem}.`);
  const startPlayer = config.startPlayer ?? 0;
  if (startPlayer >= players) return invalidConfig(`Invalid config: startPlayer: there is no seat index ${startPlayer} with ${players} players (seat indices count from 0).`);
  const rounds = roundsFor(players);
  const layouts = config.layouts ?? [];
  if (layouts.length > rounds) return invalidConfig(`Invalid config: layouts: a ${players}-player game has ${rounds} rounds, not ${layouts.length} layouts.`);
  const bad = layouts.findIndex((l) => layoutProblem(l) !== null);
  if (bad >= 0) return invalidConfig(`Invalid config: layouts[${bad}]: ${layoutProblem(layouts[bad] ?? [])}.`);

  const seats: Draft<PlayerState>[] = [];
  seatsFrom(startPlayer, players).forEach((seat, place) => {
    const extra = compensation(players, place);
    seats[seat] = {
      workers: START.workers + extra.workers,
      coins: START.coins + extra.coins,
      score: START.score,
      warehouse: [],
      ships: [],
      delivered: noGoods(),
      passFlipped: 0,
      extra: null,
      crownPoints: 0,
    };
  });

  const state: NauticusDraft = {
    game: 'nauticus',
    rules: { players, rounds, board: cloneJson(board) as Draft<Board> },
    round: 1,
    phase: 1,
    step: 'select',
    rotation: 0,
    layout: [],
    flipped: [],
    anchor: null,
    startPlayer,
    selected: null,
    queue: [],
    turn: null,
    players: seats,
    stock: { ...BOX },
    phases: [],
    history: [],
    final: null,
    fixedLayouts: layouts.map((l) => l.slice()),
    rng: random.state(),
  };
  prepareRound(state, positionOf(board, 'workers3'));
  return right(state);
}
