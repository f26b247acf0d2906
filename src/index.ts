/**
 * The core, imported as `nautical-rules`: what every game has in common. The {@link Game}
 * contract that each game module (`nautical-rules/meuterer`, `/nauticus`, `/shipyard`,
 * `/bremerhaven`) implements and that frontends, bots and servers drive; the typed
 * {@link RuleError}s every refusal is; {@link playout} and {@link replay}, which play a game
 * and replay its {@link GameRecord} byte for byte from a {@link Seed}; {@link randomSeed}
 * and {@link seal} for servers; the io-ts codecs that decode untrusted input
 * ({@link decodeWith}); and {@link defineGame} with its helpers, for writing a game of
 * your own that the property-test harness checks like ours.
 *
 * ```ts
 * import { playout, replay } from 'nautical-rules';
 * import { meuterer } from 'nautical-rules/meuterer';
 *
 * const game = playout(meuterer, meuterer.defaultConfig(4), 7);
 * if (game._tag === 'Right') {
 *   const again = replay(meuterer, game.right.record); // same state, byte for byte
 * }
 * ```
 *
 * @groupDescription Contract
 * The {@link Game} interface every game implements, and the types it speaks in.
 *
 * @groupDescription Errors
 * Every refusal is a {@link RuleError} with a stable code: nothing in the contract throws.
 *
 * @groupDescription Running games
 * Play a game to its end with a policy (random by default), from its setup or from a state.
 *
 * @groupDescription Records
 * A game record `{ game, config, seed, moves }`, and replaying it exactly.
 *
 * @groupDescription Seeds and randomness
 * What a table is dealt from, and the seeded generator that lives in the state.
 *
 * @groupDescription Sealed saves
 * A state sealed with an HMAC, refused when anything in it changed.
 *
 * @groupDescription Codecs
 * Decoding untrusted input (moves, configs, saves) with bounded work and readable errors,
 * and the io-ts building blocks the games' codecs are made of.
 *
 * @groupDescription Component data
 * Problems of a custom component data set, and where each data set's values come from.
 *
 * @groupDescription Defining a game
 * {@link defineGame} turns a rules object into a {@link Game}; the seat and ranking helpers
 * the four games share.
 *
 * @module nautical-rules
 */
// The public face of the core, listed name by name: helpers that the games share but users
// do not need (array and object copies, JSON clones, the bounded plain copy, problem-path
// formatting, seed hashing) stay in src/core and are not exported from the package.
export type { AnyGame, Audience, BaseMove, BaseView, ComponentSource, ConfigOf, Game, GameCodecs, GameResult, MoveOf, Seat, StateOf, TableOf, TableOptions, ViewOf, Viewer } from './core/game.js';
export type { RuleError, RuleErrorCode } from './core/errors.js';
export { illegal, invalidConfig, ruleError } from './core/errors.js';
export type { Playout, PlayoutOptions, Policy } from './core/playout.js';
export { playFrom, playout, randomPolicy } from './core/playout.js';
export type { GameRecord, ReplayError, ReplayTrace } from './core/record.js';
export { GameRecordCodec, gameForRecord, replay, traceRecord } from './core/record.js';
export type { Seed } from './core/seed.js';
export { MAX_SEED_LENGTH, SeedCodec, checkSeed, randomSeed } from './core/seed.js';
export type { ChaChaState, GeneratorName, RngState, XoroshiroState } from './core/random.js';
export { DEFAULT_GENERATOR, GENERATORS, GeneratorNameCodec, Random, RngStateCodec, sameGeneratorState } from './core/random.js';
export { MIN_SEAL_KEY_BYTES, seal, unseal } from './core/seal.js';
export type { InputLimits } from './core/plain.js';
export { CONFIG_LIMITS, MOVE_LIMITS, RECORD_LIMITS, STATE_LIMITS } from './core/plain.js';
export type { OneOfType } from './core/codecs.js';
export { closed, codecFor, consistentState, decodeWith, exactly, formatErrors, hardened, intRange, integer, natural, nullable, oneOf, optional, safeId, taggedUnion, viewerCodec } from './core/codecs.js';
export type { DataCheck, DataProblem } from './core/problems.js';
export type { Provenance, ProvenanceKind } from './core/provenance.js';
export { ProvenanceCodec, ProvenanceKindCodec, describeProvenance } from './core/provenance.js';
export type { GameRules } from './core/define.js';
export type { Draft } from './core/draft.js';
export { defineGame } from './core/define.js';
export { nextSeat, seatsFrom } from './core/seats.js';
export { rank } from './core/ranking.js';
export type { Knowledge, TreeBudget } from './core/knowledge.js';
export { weightedPick, weightedPolicy } from './core/knowledge.js';
export type { TextOptions, Vocabulary } from './core/words.js';
export { COMMON_WORDS, MAX_LABEL, MAX_NAME_LENGTH, defaultName, fitParts, seatRef, shorten } from './core/words.js';
