/**
 * What the start screen offers: each game, and each variant that changes the table, as
 * one choice with its player counts and the config it sets up.
 */
import type { AnyGame } from 'nautical-rules';

export interface GameChoice {
  /** The id used in the URL (`?game=bremerhaven-short`). */
  readonly id: string;
  readonly label: string;
  readonly game: AnyGame;
  readonly players: { readonly min: number; readonly max: number };
  config(players: number): unknown;
}

/** The choices for the games given (by `game.id`), in the order shown. */
export function choicesFor(games: readonly AnyGame[]): readonly GameChoice[] {
  const choices: GameChoice[] = [];
  for (const game of games) {
    const base = { game, players: game.players };
    if (game.id === 'meuterer') {
      choices.push({ ...base, id: 'meuterer', label: `${game.title}`, config: (players) => ({ players }) });
      choices.push({ ...base, id: 'meuterer-pirates', label: `${game.title} with the pirates`, config: (players) => ({ players, pirates: true }) });
    } else if (game.id === 'bremerhaven') {
      // Long and short are for 2-4; the solo game is its own choice, for exactly one.
      const table = { ...base, players: { min: 2, max: game.players.max } };
      choices.push({ ...table, id: 'bremerhaven', label: `${game.title}, the long game`, config: (players) => ({ players, variant: 'long' }) });
      choices.push({ ...table, id: 'bremerhaven-short', label: `${game.title}, the short game`, config: (players) => ({ players, variant: 'short' }) });
      choices.push({ ...base, id: 'bremerhaven-solo', label: `${game.title}, solo`, players: { min: 1, max: 1 }, config: () => ({ players: 1, variant: 'solo' }) });
    } else {
      choices.push({ ...base, id: game.id, label: game.title, config: (players) => game.defaultConfig(players) });
    }
  }
  return choices;
}
