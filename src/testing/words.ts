/**
 * The law of the vocabulary: every button text, description, menu heading and log line
 * of a game speaks its players' language, in the game's own words.
 *
 * Tried on each deep step of a playout (for a game that gives a vocabulary; one without
 * any words of its own is not checked), it fails when a text
 *
 * - uses a word that is neither in the game's {@link Vocabulary} nor plain English
 *   ({@link COMMON_WORDS}): one name for each thing, and that name in one place;
 * - shows a code name: a hyphenated or camelCase id (`sail-fourth`, `cabinBoy`) that is
 *   not a word of the vocabulary;
 * - shows a rulebook section number (`4.3`, `(1.2)`, `Finish (4.3, 4.4)`): rule references are for tools
 *   (`Vocabulary.sections`), not for players;
 * - counts people from 0 ("Seat 0", "Player 0") or leaves a seat reference unrendered;
 * - is a label cut short (more than 60 characters, or ending in an ellipsis: a label is
 *   restructured to fit, never truncated);
 *
 * and when two legal moves of one seat read the same in their full descriptions (the
 * labels' uniqueness is `labelProblem`'s), or when the refusal of a near-miss move (a
 * legal move with another seat, type or field) names a person by a seat number ("seat 0",
 * "Seat 2", "Player 0"): a refusal is shown to the person who tried the move, so it says
 * "Player 1" for seat 0, as the labels and log lines do (`refusalProblem`).
 *
 * Plurals and verb forms of a listed word (`card` → `cards`, `pass` → `passes`) and a
 * possessive (`captain's`) count as the word.
 *
 * @module
 */
import type { Audience, BaseMove, BaseView, Game, Seat } from '../core/game.js';
import { canonicalJson } from '../core/clone.js';
import { Random } from '../core/random.js';
import { COMMON_WORDS, MAX_LABEL, type Vocabulary } from '../core/words.js';
import { mutations, type MoveObject } from './mutate.js';
import { seatTexts } from './texts.js';

/** The words of a text, as written: letters with inner apostrophes, hyphens and slashes. */
const WORD = /\p{L}(?:[\p{L}'’\-/]*\p{L})?/gu;

/** The default name of a seat ("Player 3"): the law reads the texts with the default names. */
const DEFAULT_NAME = /\bPlayer (\d+)(?:['’]s\b)?/gu;

const normal = (word: string): string => word.toLowerCase().replace(/’/gu, "'").replace(/'s?$/u, '');

/** The allowed words of each vocabulary object seen (the core gives one object per table). */
const allowedOf = new WeakMap<Vocabulary, ReadonlySet<string>>();

/** Every word a game's texts may use: its vocabulary's names and words, and the common words. */
export function allowedWords(vocabulary: Vocabulary): ReadonlySet<string> {
  const known = allowedOf.get(vocabulary);
  if (known !== undefined) return known;
  const out = new Set<string>(COMMON_WORDS.map(normal));
  const add = (text: string): void => {
    for (const w of text.match(WORD) ?? []) {
      out.add(normal(w));
      // A name of two words joined ("sail/funnel", "fourth-arms") allows each of them too.
      for (const part of w.split(/[-/]/u)) out.add(normal(part));
    }
  };
  for (const kind of Object.values(vocabulary.names)) for (const name of Object.values(kind)) add(name);
  for (const w of vocabulary.words) add(w);
  allowedOf.set(vocabulary, out);
  return out;
}

/** Whether `word` (normalised) is `allowed`, directly or as a plural or verb form of an allowed word. */
function known(word: string, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(word)) return true;
  if (word.endsWith('s') && allowed.has(word.slice(0, -1))) return true;
  if (word.endsWith('es') && allowed.has(word.slice(0, -2))) return true;
  if (word.endsWith('ies') && allowed.has(`${word.slice(0, -3)}y`)) return true;
  return false;
}

/**
 * What is wrong with one player text, or `null`: see the module. `label` for the short
 * texts (labels and headings), which must fit without being cut.
 */
export function textProblem(text: string, allowed: ReadonlySet<string>, label: boolean): string | null {
  if (/[\u{E000}\u{E001}]/u.test(text)) return 'leaves a seat reference unrendered';
  for (const m of text.matchAll(DEFAULT_NAME)) if (m[1] === '0') return 'counts people from 0 ("Player 0")';
  if (/\bSeat \d/u.test(text)) return 'names a seat by its number ("Seat 2"), not as a player';
  const section = /(?<![\d.])\d+\.\d+(?![\d.])/u.exec(text);
  if (section !== null) return `shows the rulebook section number ${JSON.stringify(section[0])}`;
  if (label && (text.length > MAX_LABEL || text.endsWith('…') || text.endsWith('...'))) return `is cut short (a label fits ${MAX_LABEL} characters whole)`;
  const words = text.replace(DEFAULT_NAME, ' ').match(WORD) ?? [];
  for (const w of words) {
    const word = normal(w);
    if (known(word, allowed)) continue;
    // "sail/funnel": two words of the vocabulary; a hyphenated word must be listed whole.
    if (w.includes('/') && !w.includes('-') && w.split('/').every((part) => known(normal(part), allowed))) continue;
    if (w.includes('-')) return `shows the code name ${JSON.stringify(w)}; use the name the vocabulary gives`;
    if (/\p{Ll}\p{Lu}/u.test(w)) return `shows the code name ${JSON.stringify(w)}; use the name the vocabulary gives`;
    return `uses the word ${JSON.stringify(w)}, which is not in the game's vocabulary`;
  }
  return null;
}

/**
 * What is wrong with the message of a refusal (a `RuleError` of `apply`), or `null`: it
 * names a person by a seat number ("seat 0", "Seat 2", "seats 0, 1"), counts people from
 * 0 ("Player 0") or leaves a seat reference unrendered. Paths into a saved state
 * (`roles[2]`, "seat index 2") are indices and may count from 0.
 */
export function refusalProblem(message: string): string | null {
  if (/[\u{E000}\u{E001}]/u.test(message)) return 'leaves a seat reference unrendered';
  const seat = /\b[Ss]eats? \d+/u.exec(message);
  if (seat !== null) return `names a person by a seat number (${JSON.stringify(seat[0])}); say "Player N", counting from 1`;
  if (/\b[Pp]layer 0\b/u.test(message)) return 'counts people from 0 ("Player 0")';
  return null;
}

/** The near-miss moves whose refusals the law reads at one step: a few, the same for the same moves. */
const NEAR_MISSES = 3;
const MUTATIONS = 8;

/** The first refusal of a near-miss move of `legalBySeat` whose message {@link refusalProblem} finds wrong. */
function refusalsProblem<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, state: S, legalBySeat: readonly (readonly M[])[]): string | null {
  const pool = legalBySeat.flat() as unknown as MoveObject[];
  if (pool.length === 0) return null;
  const players = game.playerCount(state);
  const random = Random.seeded(pool.length * 31 + players);
  const picked = new Set([0, Math.floor(pool.length / 2), pool.length - 1].slice(0, NEAR_MISSES));
  for (const i of picked) {
    for (const near of mutations(pool[i] as MoveObject, pool, players, random, MUTATIONS)) {
      const refused = game.apply(state, near as unknown as M);
      if (refused._tag === 'Right') continue;
      const problem = refusalProblem(refused.left.message);
      if (problem !== null) return `the refusal ${JSON.stringify(refused.left.message)} of ${canonicalJson(near)} ${problem}`;
    }
  }
  return null;
}

/** Whether a vocabulary says anything of its own (a game without one is not checked). */
const hasWords = (v: Vocabulary): boolean => v.words.length > 0 || Object.keys(v.names).length > 0;

/**
 * The law of the vocabulary, tried on one state and the move played from it (see the
 * module): the labels, descriptions and groups of every seat's legal moves, and the log
 * of the move for every audience (with the log of the start when `first`). Returns a
 * problem or `null`.
 */
export function wordsProblem<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  state: S,
  legalBySeat: readonly (readonly M[])[],
  move: M | null,
  after: S | null,
  first = false,
): string | null {
  const table = game.table(state);
  if (table._tag === 'Left') return null; // another law reports a state with no table
  const vocabulary = game.vocabulary(table.right);
  if (!hasWords(vocabulary)) return null;
  const allowed = allowedWords(vocabulary);
  for (const [seat, legal] of legalBySeat.entries()) {
    if (legal.length === 0) continue;
    const shown = seatTexts(game, state, seat as Seat, legal);
    if (shown === null) continue;
    const described = new Map<string, M>();
    for (const [i, m] of legal.entries()) {
      const texts = [
        ['label', shown.labels[i] as string, true],
        ['group', shown.groups[i] as string, true],
        ['description', game.moveDescription(shown.table, shown.view, m), false],
      ] as const;
      for (const [what, text, short] of texts) {
        const problem = textProblem(text, allowed, short);
        if (problem !== null) return `the ${what} ${JSON.stringify(text)} of ${canonicalJson(m)} ${problem}`;
      }
      const description = texts[2][1];
      const other = described.get(description);
      if (other !== undefined) return `two legal moves of seat ${seat} read the same in full, ${JSON.stringify(description)}: ${canonicalJson(other)} and ${canonicalJson(m)}`;
      described.set(description, m);
    }
  }
  const refusal = refusalsProblem(game, state, legalBySeat);
  if (refusal !== null) return refusal;
  const players = game.playerCount(state);
  const audiences: Audience[] = ['all', 'spectator', ...Array.from({ length: players }, (_, i) => i)];
  for (const audience of audiences) {
    const lines = [...(first ? game.describeStart(state, audience) : []), ...(move !== null && after !== null ? game.describe(state, move, after, audience) : [])];
    for (const line of lines) {
      const problem = textProblem(line, allowed, false);
      if (problem !== null) return `the log line ${JSON.stringify(line)} (for ${audience}${move === null ? '' : `, after ${canonicalJson(move)}`}) ${problem}`;
    }
  }
  return null;
}
