/**
 * From boardgame.io's `setupData` to a config of the game, for online matches.
 *
 * boardgame.io's lobby lists every match with its `setupData`, so whatever it holds is
 * public. A config may fix an arrangement (hands, deck order, who starts) to mirror a
 * physical table; online that would publish it, so only rule options are accepted.
 *
 * @module
 */
import { left, right, type Either } from '../core/either.js';
import type { AnyGame } from '../core/game.js';
import { DEFAULT_GENERATOR } from '../core/random.js';

/**
 * The config fields of this package's games that are rule options or component data
 * (public), not arrangements. The contract has no way yet to ask a game which fields fix
 * an arrangement, so they are listed here; a field a game adds later is refused until it
 * is listed, which is the safe side.
 */
const RULE_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  meuterer: ['players', 'pirates', 'islands', 'shuffleIslands', 'merchantFourWayTie'],
  nauticus: ['players', 'board'],
  shipyard: ['players', 'components', 'firstGame'],
  bremerhaven: ['players', 'variant', 'components'],
};

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);

/** The fields `setupData` may set for `game`, `generator` included. */
export function configFields(game: AnyGame, players: number, given?: readonly string[]): readonly string[] {
  if (given !== undefined) return [...given, 'generator'];
  const known = RULE_OPTIONS[game.id];
  if (known !== undefined) return [...known, 'generator'];
  try {
    const base: unknown = game.defaultConfig(players);
    return [...(isRecord(base) ? Object.keys(base) : []), 'generator'];
  } catch {
    return ['generator'];
  }
}

/**
 * The config a match of `players` seats is dealt with: `setupData`'s fields over the
 * game's default config, with the strong generator. A string says why it is refused.
 */
export function onlineConfig(game: AnyGame, setupData: unknown, players: number, fields?: readonly string[]): Either<string, unknown> {
  if (!Number.isInteger(players) || players < game.players.min || players > game.players.max) {
    return left(`${game.title} is played by ${game.players.min} to ${game.players.max} players, not ${String(players)}.`);
  }
  if (setupData !== undefined && setupData !== null && !isRecord(setupData)) return left('setupData must be an object of config fields.');
  const given = (setupData ?? {}) as Record<string, unknown>;
  const allowed = new Set(configFields(game, players, fields));
  for (const key of Object.keys(given)) {
    if (!allowed.has(key)) {
      return left(`setupData may not set "${key.slice(0, 40)}": the lobby makes setupData public, so online matches take only rule options (${[...allowed].join(', ')}).`);
    }
  }
  if (given['generator'] !== undefined && given['generator'] !== DEFAULT_GENERATOR) {
    return left(`Online matches are dealt with the ${DEFAULT_GENERATOR} generator, whose draws do not reveal the next ones.`);
  }
  let base: unknown;
  try {
    base = game.defaultConfig(players);
  } catch {
    return left(`${game.title} has no default config for ${players} players.`);
  }
  const config: unknown = { ...(isRecord(base) ? base : {}), ...given, generator: DEFAULT_GENERATOR };
  const decoded = game.codecs.config.decode(config);
  if (decoded._tag === 'Left') return left(`Not a config of ${game.title}.`);
  // A trial deal checks what the codec cannot (consistency, the seat count); its seed is
  // irrelevant, and its state is dropped.
  const trial = game.setup(decoded.right, 0);
  if (trial._tag === 'Left') return left(trial.left.message);
  if (game.playerCount(trial.right) !== players) {
    return left(`This config seats ${game.playerCount(trial.right)} players, but the match has ${players} seats.`);
  }
  return right(decoded.right);
}
