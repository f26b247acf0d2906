/**
 * Rounds and action phases: preparing a round (turntable, shuffled action tiles), ending
 * an action phase (tile turned, anchor, start player), ending a round (pass tiles).
 *
 * @module
 */
import { appended, replaceAt } from '../../core/edit.js';
import { Random } from '../../core/random.js';
import { nextSeat } from '../../core/seats.js';
import { ACTION_TILES } from '../board.js';
import type { NauticusDraft } from '../state.js';
import { copyPlayer } from './edits.js';
import { finalScoring, passPenalty } from './scoring.js';

/**
 * Action phases in a round: 7 of the 8 action tiles are played, the 8th is not.
 *
 * @group Rules
 */
export const ACTION_PHASES = 7;

/**
 * Rounds in a game: 4 with two players, 5 with three or four.
 *
 * @rulebook Fin du jeu: « Le jeu se termine après le 5ème tour dans une partie à 3 à 4 joueurs ou après
 *   le 4ème tour à 2 joueurs. »
 *
 * @group Rules
 */
export function roundsFor(players: number): number {
  return players === 2 ? 4 : 5;
}

/**
 * The turntable turns so that its anchor section faces `rotation`; the eight action tiles
 * are shuffled onto the eight positions (or laid as the config fixes them).
 *
 * @rulebook Préparation d'un nouveau tour.
 *
 * @group Rules
 */
export function prepareRound(d: NauticusDraft, rotation: number): void {
  d.rotation = rotation;
  const fixed = d.fixedLayouts[0];
  if (fixed !== undefined) {
    d.fixedLayouts = d.fixedLayouts.slice(1);
    d.layout = fixed.slice();
  } else {
    const random = Random.from(d.rng);
    d.layout = random.shuffle(ACTION_TILES);
    d.rng = random.state();
  }
  d.flipped = d.layout.map(() => false);
  d.anchor = null;
  d.phase = 1;
  d.step = 'select';
  d.selected = null;
  d.queue = [];
  d.turn = null;
  d.phases = [];
}

/**
 * Once every player has performed or passed: the tile is turned over, the anchor tile goes
 * on the first one of the round, the start-player marker passes left; after the seventh
 * phase the round ends.
 *
 * @rulebook 6 Fin de la phase action.
 *
 * @group Rules
 */
export function endPhase(d: NauticusDraft): void {
  const position = d.selected ?? 0;
  d.flipped = replaceAt(d.flipped, position, true);
  if (d.phase === 1) d.anchor = position;
  d.startPlayer = nextSeat(d.startPlayer, d.rules.players);
  d.selected = null;
  d.queue = [];
  d.turn = null;
  if (d.phase >= ACTION_PHASES) {
    endRound(d);
  } else {
    d.phase += 1;
    d.step = 'select';
  }
}

/**
 * Every player loses the values of his unflipped pass tiles, which are then turned face up
 * again; the next round starts with the turntable's anchor section facing the anchor tile,
 * or the game ends.
 *
 * @rulebook Fin du tour.
 */
function endRound(d: NauticusDraft): void {
  // Scores may go below zero (ruling N22); the turntable follows the anchor tile (N17).
  const penalties = d.players.map((p) => passPenalty(p.passFlipped));
  d.history = appended(d.history, {
    round: d.round,
    rotation: d.rotation,
    layout: d.layout.slice(),
    phases: d.phases.slice(),
    penalties,
    crownPoints: d.players.map((p) => p.crownPoints),
  });
  d.players = d.players.map((p, seat) => {
    const player = copyPlayer(p);
    player.score -= penalties[seat] ?? 0;
    player.passFlipped = 0;
    player.crownPoints = 0;
    return player;
  });
  if (d.round >= d.rules.rounds) {
    finalScoring(d);
    return;
  }
  d.round += 1;
  prepareRound(d, d.anchor ?? d.rotation);
}
