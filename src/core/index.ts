/**
 * The core's barrel inside the repository: every module of src/core, for the games, the
 * tools and the tests. It is not what the package exports: the package root is
 * src/index.ts, which lists the public names one by one and leaves out the helpers users
 * do not need (copies, JSON clones, the bounded plain copy, problem paths, seed hashing).
 *
 * @module core
 */
export type { RuleError, RuleErrorCode } from './errors.js';
export { ruleError, illegal, invalidConfig } from './errors.js';
export type { AnyGame, Audience, BaseMove, BaseView, ComponentSource, ConfigOf, Game, GameCodecs, GameResult, MoveOf, Seat, StateOf, TableOf, TableOptions, ViewOf, Viewer } from './game.js';
export type { GameRules } from './define.js';
export type { Draft } from './draft.js';
export { defineGame } from './define.js';
export { appended, removeAt, removeFirst, replaceAt, updateAt, withFields } from './edit.js';
export type { ChaChaState, GeneratorName, RngState, XoroshiroState } from './random.js';
export { DEFAULT_GENERATOR, GENERATORS, GeneratorNameCodec, Random, RngStateCodec, rngStateProblem, sameGeneratorState, seedRng } from './random.js';
export type { Seed } from './seed.js';
export { MAX_SEED_LENGTH, SeedCodec, checkSeed, randomSeed, seedBytes, seedProblem } from './seed.js';
export { MIN_SEAL_KEY_BYTES, seal, unseal } from './seal.js';
export type { InputLimits } from './plain.js';
export { CONFIG_LIMITS, MOVE_LIMITS, RECORD_LIMITS, STATE_LIMITS, clip, plainCopy, preview } from './plain.js';
export { cloneExcept, cloneJson, jsonEqual, canonicalJson } from './clone.js';
export type { OneOfType } from './codecs.js';
export { closed, codecFor, consistentState, decodeWith, errorProblems, exactly, optional, formatErrors, hardened, intRange, integer, natural, nullable, oneOf, safeId, taggedUnion, viewerCodec } from './codecs.js';
export { nextSeat, seatsFrom } from './seats.js';
export { rank } from './ranking.js';
export type { DataCheck, DataProblem } from './problems.js';
export { firstProblem, joinPath, problemLine, problemLines, problemsWithin } from './problems.js';
export type { Provenance, ProvenanceKind } from './provenance.js';
export { ProvenanceCodec, ProvenanceKindCodec, describeProvenance } from './provenance.js';
export type { GameRecord, ReplayError, ReplayTrace } from './record.js';
export { GameRecordCodec, gameForRecord, replay, traceRecord } from './record.js';
export type { Playout, PlayoutOptions, Policy } from './playout.js';
export { playFrom, playout, randomPolicy } from './playout.js';
export type { Knowledge, TreeBudget } from './knowledge.js';
export { weightedPick, weightedPolicy } from './knowledge.js';
export type { TextOptions, Vocabulary } from './words.js';
export { COMMON_WORDS, MAX_LABEL, MAX_NAME_LENGTH, cleanName, defaultName, fitParts, seatRef, shorten } from './words.js';
