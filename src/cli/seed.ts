/**
 * Seeds on the command line.
 *
 * `--seed` takes a safe integer written in plain decimal (`42`, `-7`) or any other
 * non-empty text, which is a string seed. A value that looks like a number but is not a
 * plain safe integer (`1e300`, `1.5`, `0x10`, `007`, `-0`, `9007199254740993`) is
 * refused: the user meant a number, and taking it as text, or rounding it, would deal a
 * game they did not ask for. The seed is played and recorded exactly as given.
 *
 * @module
 */
import { left, right, type Either } from '../core/either.js';
import { MAX_SEED_LENGTH, seedProblem, type Seed } from '../core/seed.js';
import { quote } from './errors.js';

const PLAIN_INTEGER = /^(0|-?[1-9][0-9]*)$/;

/** Whether `text` reads as a number to a person or to `Number` (exponents, hex, signs, leading zeros, digit groups). */
function looksNumeric(text: string): boolean {
  const t = text.trim();
  if (t === '') return false;
  return !Number.isNaN(Number(t)) || /^[+-]?(nan|inf|infinity)$/i.test(t) || /^[+-]?[0-9][0-9_,]*$/.test(t);
}

/** The seed `text` stands for, or why it is refused (a phrase that follows the option name). */
export function parseSeed(text: string): Either<string, Seed> {
  if (text.trim() === '') return left('must not be empty or blank (give a safe integer or any other text)');
  if (PLAIN_INTEGER.test(text)) {
    const n = Number(text);
    if (!Number.isSafeInteger(n)) {
      return left(`${quote(text)} is outside the safe integers (${-Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}): an integer seed is refused, never cut`);
    }
    return right(n);
  }
  if (looksNumeric(text)) {
    return left(`${quote(text)} looks like a number but is not a safe integer in plain decimal (such as 42 or -7); it is refused rather than taken as text`);
  }
  const problem = seedProblem(text);
  return problem === null ? right(text) : left(`is refused: ${problem}`);
}

/** A seed as the CLI prints it: integers as they are, string seeds quoted (so `7` and `"7"` differ). */
export function showSeed(seed: Seed): string {
  return typeof seed === 'number' ? String(seed) : JSON.stringify(seed);
}

/** The seeds of `--games N`: which seed game `i` plays, and how the output line names them. */
export interface SeedSeries {
  readonly seed: (i: number) => Seed;
  /** E.g. `seeds 100..119` or `seeds "table/0".."table/19"`. */
  readonly label: string;
}

/**
 * `games` seeds from `first`: `S..S+N-1` for an integer seed, `"S/0".."S/N-1"` for a
 * string seed. Refused when the last one would leave the safe integers or exceed
 * {@link MAX_SEED_LENGTH} characters.
 */
export function seedSeries(first: Seed, games: number): Either<string, SeedSeries> {
  if (typeof first === 'number') {
    // `first + (games - 1)`, not `first + games - 1`: the sum past 2^53 would round back into the safe range.
    const last = first + (games - 1);
    if (!Number.isSafeInteger(last)) {
      return left(`--games ${games} from --seed ${first} would go past the largest safe integer (${Number.MAX_SAFE_INTEGER})`);
    }
    return right({ seed: (i) => first + i, label: `seeds ${first}..${last}` });
  }
  const at = (i: number): string => `${first}/${i}`;
  const last = at(games - 1);
  if (last.length > MAX_SEED_LENGTH) {
    return left(`--games ${games} with a string seed plays seeds SEED/0 to SEED/${games - 1}, and ${quote(last, 40)} is longer than ${MAX_SEED_LENGTH} characters`);
  }
  return right({ seed: at, label: `seeds ${showSeed(at(0))}..${showSeed(last)}` });
}
