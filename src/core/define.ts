/**
 * `defineGame`: writes the parts of the {@link Game} contract that are the same for every
 * game once, so that a game module only states its rules.
 *
 * A game supplies, for each move, a `check` that says why it is refused (the one place
 * for each rule) and a `perform` that edits a private copy of the state. `defineGame`
 * adds what all games share:
 *
 * - the boundary: untrusted moves and configs are copied once into bounded plain JSON
 *   and decoded (see `plainCopy`); seeds are checked; the generator is chosen;
 * - the guards: moves after the end, by a seat that does not exist or may not move;
 * - the copy of the state before `perform` edits it;
 * - `legalMoves`, derived from the candidates that pass `check` (so every listed move is
 *   accepted);
 * - totality: no function of the contract throws, whatever it is given (see
 *   {@link Game}); an unexpected exception becomes a `Left`, or a neutral answer for the
 *   queries;
 * - views that never alias the state, and a spectator's view for any viewer that is not
 *   a seat.
 *
 * @module
 */
import * as t from 'io-ts';
import { left, right, type Either } from './either.js';
import { canonicalJson, cloneExcept, cloneJson, jsonEqual } from './clone.js';
import { decodeWith, formatErrors, hardened } from './codecs.js';
import { ruleError, type RuleError } from './errors.js';
import type { Audience, BaseMove, BaseView, ComponentSource, Game, GameResult, Seat, TableOptions, Viewer } from './game.js';
import { clip, CONFIG_LIMITS, MOVE_LIMITS, plainCopy } from './plain.js';
import { Recent, refusalText, Ring, TABLE_LIMITS, VIEW_LIMITS } from './seat-input.js';
import { DEFAULT_GENERATOR, GeneratorNameCodec, Random } from './random.js';
import { checkSeed, type Seed } from './seed.js';
import { MAX_LABEL, NO_VOCABULARY, defaultName, namesFrom, renderText, shorten, type TextOptions, type Vocabulary } from './words.js';

/**
 * What a game module writes; {@link defineGame} turns it into a {@link Game}. Everything
 * but `legalMoves` and `apply` means what it means on {@link Game}; those two are derived
 * from `candidates`, `check` and `perform`.
 *
 * @group Defining a game
 */
export interface GameRules<Config, State, Move extends BaseMove, View extends BaseView = BaseView, Table = unknown>
  extends Omit<
    Game<Config, State, Move, View, Table>,
    | 'legalMoves' | 'apply' | 'setup' | 'view' | 'codecs' | 'table' | 'fromView' | 'movesFromView' | 'sampler' | 'determinize'
    | 'moveLabel' | 'moveGroup' | 'describeStart' | 'describe' | 'moveTypes' | 'phases' | 'phase' | 'undoable' | 'tally'
    | 'moveDescription' | 'vocabulary'
  > {
  /** As {@link Game.moveTypes}; by default every type the move codec knows (see `taggedUnion`). */
  moveTypes?(config: Config): readonly string[];
  /** As {@link Game.phases}; by default none are listed (phases are then reported as they are seen). */
  readonly phases?: readonly string[];
  /** As {@link Game.phase}; by default the state's own `phase` field when it is a string. */
  phase?(state: State): string;
  /** The game's codecs; `config` without the {@link TableOptions}, which the core adds. */
  readonly codecs: {
    /** The game's own options; `defineGame` adds {@link TableOptions} to it. */
    readonly config: t.Type<Config, unknown, unknown>;
    readonly move: t.Type<Move, unknown, unknown>;
    /** Structure and consistency: build it with `consistentState`. */
    readonly state: t.Type<State, unknown, unknown>;
    /**
     * A table from outside: its structure, and that its parts fit together (the derived
     * fields as `table` derives them, component data that checks). The core copies the
     * input into bounded plain JSON first. Without it, any plain JSON passes to `fromView`.
     */
    readonly table?: t.Type<Table, unknown, unknown>;
    /**
     * A view from outside: its structure. The core copies the input into bounded plain
     * JSON first. Without it, any plain JSON passes to `fromView`, whose sample the state
     * codec then checks.
     */
    readonly view?: t.Type<View, unknown, unknown>;
  };
  /**
   * Called with a config that already decoded and a generator seeded from the checked
   * seed with the table's generator; checks consistency and deals. The state keeps
   * `random.state()` to draw from later.
   */
  setup(config: Config, random: Random): Either<RuleError, State>;
  /**
   * As {@link Game.tally}, for a game whose final scoring adds points that can be read off
   * the state before the end. By default, the scores of `result`.
   */
  tally?(state: State): readonly number[];
  /** As {@link Game.activePlayers}; only asked while the game is not over. */
  activePlayers(state: State): readonly Seat[];
  /**
   * Moves worth considering for `player` now; may include moves that `check` refuses
   * (they are filtered out), must include every move that `check` accepts.
   */
  candidates(state: State, player: Seat): readonly Move[];
  /** Why `move` (well-formed, by an active seat, game not over) is refused, or `null`. */
  check(state: State, move: Move): RuleError | null;
  /**
   * Applies an accepted move to `draft`: a copy of the state whose top-level fields are
   * deep copies, except those named in `sharedFields`, which are the caller's own
   * objects and must be replaced, never edited in place. `move` is frozen: read it only.
   */
  perform(draft: State, move: Move): void;
  /**
   * `true` when `candidates` lists exactly the legal moves (both it and `check` ask the
   * same rule functions), so that `legalMoves` need not run `check` on each of them.
   * Strict mode (`nautical-rules/testing`) still checks every candidate.
   */
  readonly candidatesAreLegal?: boolean;
  /** As {@link Game.view}, for a valid seat or `'spectator'`; the core copies the result. */
  view(state: State, viewer: Viewer): View;
  /** As {@link Game.table}; the core copies the result. */
  table(state: State): Table;
  /**
   * As {@link Game.fromView}: a state the view's viewer could be in, with everything it
   * cannot know dealt from `random` (a fresh cursor seeded from the caller's seed; give
   * the sample its own generator with `random.fork()`). `table` and `view` are plain
   * JSON that their codecs accepted; the table is shared by every sample of the table
   * (deep-frozen in strict mode): read them, never edit them. `view.viewer` is a seat (an integer from 0) or
   * `'spectator'`. Throws a plain `Error` with a message in words on a table and view
   * that do not fit together (the core answers `INVALID_VIEW` with it; any other
   * exception gets a fixed message); must never read the real state, which it does not
   * have; and must stay within the game's own bounds whatever numbers the view holds
   * (check a count before looping over it). The core checks the first sample of each
   * view with the state codec and refuses the view when it does not decode.
   */
  fromView(table: Table, view: View, random: Random): State;
  /**
   * As {@link Game.moveLabel}, with seats written as `seatRef(seat)` (the core renders
   * them with the caller's names). It should fit 60 characters on its own (see
   * `fitParts`); the core shortens a longer one at a word, as a last resort.
   */
  moveLabel(table: Table, view: View, move: Move): string;
  /** As {@link Game.moveDescription}, seats as in `moveLabel`; by default the label, whole. */
  moveDescription?(table: Table, view: View, move: Move): string;
  /** As {@link Game.moveGroup}, seats as in `moveLabel`; shortened at a word past 60 characters. */
  moveGroup(table: Table, view: View, move: Move): string;
  /** As {@link Game.vocabulary}, for a table its codec accepted; by default no words of its own. */
  vocabulary?(table: Table): Vocabulary;
  /**
   * As {@link Game.describeStart}, with the audience given (a valid seat, `'spectator'` or
   * `'all'`) and seats written as `seatRef(seat)`: the core renders them with the names.
   */
  describeStart(state: State, audience: Audience): readonly string[];
  /** As {@link Game.describe}, with the audience given and seats written as in `describeStart`. */
  describe(before: State, move: Move, after: State, audience: Audience): readonly string[];
  /**
   * As {@link Game.undoable}, for a move `apply` accepted (`after` is its result) and a
   * valid seat or `'spectator'`; the core answers `false` when it throws.
   */
  undoable(before: State, move: Move, after: State, viewer: Viewer): boolean;
  /**
   * Top-level fields of the state that `perform` never edits in place: fixed rules and
   * component data, and any field whose rule code replaces what it changes instead of
   * editing it (copy the path you change, share the rest). The working copy shares them
   * instead of copying them on every move. Strict mode freezes every state, so an edit
   * in place of a shared object fails the tests.
   */
  readonly sharedFields?: readonly (keyof State)[];
  /**
   * For games whose rule code edits only by replacement (every field shared): a shallow
   * copy of the state, written as an object literal with every top-level field in the
   * state's own key order. `apply` then copies with it instead of the generic copy: a
   * literal gives every state of the game one hidden class, so field reads stay fast
   * (measured 2× on Meuterer). Strict mode checks that it copies every field. (A save
   * decoded with its keys in another order comes out of the next `apply` in this order.)
   */
  readonly copyState?: (state: State) => State;
}

/**
 * Strict mode, for tests (`strictMode` in `nautical-rules/testing`): every state that
 * `setup` and `apply` return is deep-frozen, so that rule code that edits a shared object
 * in place throws instead of silently changing an earlier state; and `legalMoves` checks
 * every candidate of games that declare `candidatesAreLegal`. Off in production: it costs.
 */
let strict = false;

/** Turns strict mode on or off (see `strictMode` in `nautical-rules/testing`). */
export function setStrict(on: boolean): void {
  strict = on;
}

/** Freezes a listed move: moves are small and mostly flat, so only nested values take the general path. */
function freezeMove(move: unknown): void {
  // Games may hand out the same frozen move object in every list: nothing to do then.
  if (Object.isFrozen(move)) return;
  Object.freeze(move);
  for (const key in move as object) {
    const v = (move as Record<string, unknown>)[key];
    if (v !== null && typeof v === 'object') freezeDeep(v);
  }
}

function freezeDeep<T>(value: T): T {
  // Iterative, and stops at frozen objects: what is shared with an earlier state is frozen already.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || Object.isFrozen(v)) continue;
    Object.freeze(v);
    for (const key of Object.keys(v)) stack.push((v as Record<string, unknown>)[key]);
  }
  return value;
}

/** The longest message a refusal carries: whatever a move holds, an answer stays short. */
const MAX_MESSAGE = 300;

/** How many tables a game's seat functions find by content (each a few kilobytes: bounded memory). */
const TABLE_TEXTS = 256;

const bounded = (e: RuleError): RuleError => (e.message.length <= MAX_MESSAGE ? e : { code: e.code, message: clip(e.message, MAX_MESSAGE) });

/**
 * The game's config codec with the {@link TableOptions} every table accepts: `generator`
 * is checked here and the rest goes to the game's own (closed) codec.
 */
function withTableOptions<Config>(codec: t.Type<Config, unknown, unknown>): t.Type<Config, unknown, unknown> {
  const split = (u: unknown): { rest: unknown; generator: unknown; has: boolean } => {
    if (typeof u !== 'object' || u === null || Array.isArray(u) || !Object.prototype.hasOwnProperty.call(u, 'generator')) {
      return { rest: u, generator: undefined, has: false };
    }
    const { generator, ...rest } = u as Record<string, unknown>;
    return { rest, generator, has: generator !== undefined };
  };
  return new t.Type<Config, unknown, unknown>(
    codec.name,
    (u): u is Config => {
      const s = split(u);
      return (!s.has || GeneratorNameCodec.is(s.generator)) && codec.is(s.rest);
    },
    (u, c) => {
      const s = split(u);
      if (s.has && !GeneratorNameCodec.is(s.generator)) {
        return t.failure(s.generator, t.appendContext(c, 'generator', GeneratorNameCodec, s.generator), `expected 'chacha20' or 'xoroshiro128+'`);
      }
      const rest = codec.validate(s.rest, c);
      if (rest._tag === 'Left') return rest;
      return t.success(s.has ? ({ ...(rest.right as object), generator: s.generator } as Config) : rest.right);
    },
    (a) => a,
  );
}

/** The first field (one level down at most) where two plain values differ, for messages: `round`, `seats[2]`. */
function differentField(a: unknown, b: unknown): string {
  const fields = (x: unknown): Record<string, unknown> => (typeof x === 'object' && x !== null ? (x as Record<string, unknown>) : {});
  const fa = fields(a);
  const fb = fields(b);
  for (const k of new Set([...Object.keys(fa), ...Object.keys(fb)])) {
    if (jsonEqual(fa[k], fb[k])) continue;
    const inner = fields(fa[k]);
    const other = fields(fb[k]);
    const sub = [...new Set([...Object.keys(inner), ...Object.keys(other)])].find((j) => !jsonEqual(inner[j], other[j]));
    const name = clip(k, 40);
    return sub === undefined ? name : Array.isArray(fa[k]) || Array.isArray(fb[k]) ? `${name}[${clip(sub, 10)}]` : `${name}.${clip(sub, 40)}`;
  }
  return 'a field';
}

/** A seat of a table with `players` seats, or `'spectator'` for anything else. */
function normalizeViewer(viewer: unknown, players: number): Viewer {
  return typeof viewer === 'number' && Number.isInteger(viewer) && viewer >= 0 && viewer < players ? viewer : 'spectator';
}

/**
 * Builds a {@link Game} from its rules, adding the guards every game shares.
 *
 * @example
 * ```ts
 * import { defineGame, illegal, seatRef, type GameRules } from 'nautical-rules';
 *
 * // A whole game: a pile of counters; take 1 or 2; whoever takes the last one wins.
 * interface NimConfig { readonly players: number }
 * interface NimState { readonly players: number; pile: number; turn: number; winner: number | null }
 * interface NimMove { readonly type: 'take'; readonly player: number; readonly count: number }
 * interface NimView { readonly viewer: number | 'spectator'; readonly pile: number; readonly turn: number }
 * interface NimTable { readonly start: number }
 * // The io-ts codecs of the config, moves and states, written as for any game (see the games' own).
 * declare const codecs: GameRules<NimConfig, NimState, NimMove, NimView, NimTable>['codecs'];
 *
 * const nim = defineGame<NimConfig, NimState, NimMove, NimView, NimTable>({
 *   id: 'nim', title: 'Nim', players: { min: 2, max: 2 }, codecs,
 *   defaultConfig: (players) => ({ players }),
 *   setup: (config) => ({ _tag: 'Right', right: { players: config.players, pile: 7, turn: 0, winner: null } }),
 *   playerCount: (s) => s.players,
 *   activePlayers: (s) => (s.winner === null ? [s.turn] : []),
 *   candidates: (_s, player) => [1, 2].map((count) => ({ type: 'take', player, count })),
 *   check: (s, m) => (m.count <= s.pile ? null : illegal('not that many left')),
 *   perform: (draft, m) => {
 *     draft.pile -= m.count;
 *     if (draft.pile === 0) draft.winner = m.player;
 *     else draft.turn = 1 - draft.turn;
 *   },
 *   isOver: (s) => s.winner !== null,
 *   result: (s) => ({ scores: s.winner === 0 ? [1, 0] : [0, 1], ranking: s.winner === 1 ? [[1], [0]] : [[0], [1]] }),
 *   // Nothing is hidden: the view is the state, and a state is rebuilt from a view exactly.
 *   view: (s, viewer) => ({ viewer, pile: s.pile, turn: s.turn }),
 *   table: () => ({ start: 7 }),
 *   fromView: (_table, v) => ({ players: 2, pile: v.pile, turn: v.turn, winner: v.pile === 0 ? v.turn : null }),
 *   moveLabel: (_table, _view, m) => `Take ${m.count}`,
 *   moveGroup: () => 'Take',
 *   describeStart: () => ['A pile of 7.'],
 *   describe: (_before, m) => [`${seatRef(m.player)} takes ${m.count}.`], // Player 1 takes 2.
 *   // Nothing hidden, nothing random: every move can be taken back.
 *   undoable: () => true,
 *   components: () => [],
 * });
 * ```
 *
 * @group Defining a game
 */
export function defineGame<Config, State, Move extends BaseMove, View extends BaseView, Table = unknown>(
  rules: GameRules<Config, State, Move, View, Table>,
): Game<Config, State, Move, View, Table> {
  const moveCodec = hardened(rules.codecs.move, MOVE_LIMITS);
  const configCodec = hardened(withTableOptions(rules.codecs.config), CONFIG_LIMITS);
  // Tables and views from outside: a bounded plain copy, then the game's codec if it has one.
  const anyJson = new t.Type<unknown, unknown, unknown>('JSON', (_u): _u is unknown => true, (u) => t.success(u), t.identity);
  // The seat functions take the bounded copy themselves and decode it with the game's own codecs.
  const ownTableCodec = (rules.codecs.table ?? anyJson) as t.Type<Table, unknown, unknown>;
  const ownViewCodec = (rules.codecs.view ?? anyJson) as t.Type<View, unknown, unknown>;
  const tableCodec = hardened(ownTableCodec, TABLE_LIMITS);
  const viewCodec = hardened(ownViewCodec, VIEW_LIMITS);
  const codecs = { config: configCodec, move: moveCodec, state: rules.codecs.state, table: tableCodec, view: viewCodec };

  // Queries answer as for a game with nobody to move when given something that is not a
  // state: a thrown TypeError deep in rule code would otherwise reach a server's loop.
  function guard<A extends unknown[], R>(f: (...args: A) => R, fallback: R): (...args: A) => R {
    return (...args: A): R => {
      try {
        return f(...args);
      } catch {
        return fallback;
      }
    };
  }

  // Why a call failed: the state is not one (INVALID_STATE), or a defect (INTERNAL_ERROR).
  const failure = (state: unknown, what: string, e: unknown): RuleError => {
    let valid = false;
    try {
      valid = rules.codecs.state.is(state);
    } catch {
      valid = false;
    }
    return valid
      ? ruleError('INTERNAL_ERROR', clip(`Unexpected failure in ${rules.id} ${what}: ${e instanceof Error ? e.message : 'unknown error'}`, MAX_MESSAGE))
      : ruleError('INVALID_STATE', `Not a state of ${rules.title}: ${what} needs a state from setup, apply or the state codec.`);
  };

  // The hot queries are written out rather than wrapped by `guard`: its rest parameters
  // cost an array per call, which a search that calls them millions of times notices.
  const isOver = (state: State): boolean => {
    try {
      return rules.isOver(state);
    } catch {
      return true;
    }
  };
  const activePlayers = (state: State): readonly Seat[] => {
    try {
      return rules.isOver(state) ? [] : rules.activePlayers(state);
    } catch {
      return [];
    }
  };

  // The legal moves listed for the last few states, per seat: a second `legalMoves` on
  // the same state costs a lookup, and `apply` recognises a listed move by identity
  // (below). A small ring, not a map of every state: it holds at most RING states, so
  // nothing grows with use, and the garbage collector pays nothing for it (a WeakMap
  // entry per state measured 30-40% slower on Meuterer). The lists and their moves are
  // frozen, so a listed move cannot be edited into another one after it was listed.
  const RING = 4;
  const ringStates: (object | undefined)[] = new Array<object | undefined>(RING).fill(undefined);
  const ringLists: (readonly Move[] | undefined)[][] = Array.from({ length: RING }, () => []);
  let ringNext = 0;
  const noMoves: readonly Move[] = Object.freeze([]);

  const slotOf = (state: object): number => {
    for (let i = 0; i < RING; i++) if (ringStates[i] === state) return i;
    return -1;
  };

  const computeLegal = (state: State, player: Seat): readonly Move[] => {
    if (rules.isOver(state) || !rules.activePlayers(state).includes(player)) return noMoves;
    const candidates = rules.candidates(state, player);
    if (rules.candidatesAreLegal === true && !strict) return candidates;
    const legal = candidates.filter((m) => m.player === player && rules.check(state, m) === null);
    if (rules.candidatesAreLegal === true && legal.length !== candidates.length) {
      const bad = candidates.find((m) => !legal.includes(m));
      throw new Error(`${rules.id}: candidatesAreLegal, but ${JSON.stringify(bad)} is refused: ${JSON.stringify(bad && rules.check(state, bad))}`);
    }
    return legal;
  };

  const listMoves = (state: State, player: Seat): readonly Move[] => {
    if (typeof state !== 'object' || state === null) return noMoves;
    let slot = slotOf(state);
    const known = slot >= 0 ? ringLists[slot]?.[player] : undefined;
    if (known !== undefined) return known;
    const moves = computeLegal(state, player);
    for (let i = 0; i < moves.length; i++) freezeMove(moves[i]);
    Object.freeze(moves);
    if (!Number.isInteger(player) || player < 0 || player >= 64) return moves;
    if (slot < 0) {
      slot = ringNext;
      ringNext = (ringNext + 1) % RING;
      ringStates[slot] = state;
      ringLists[slot] = [];
    }
    (ringLists[slot] as (readonly Move[] | undefined)[])[player] = moves;
    return moves;
  };
  const legalMoves = (state: State, player: Seat): readonly Move[] => {
    try {
      return listMoves(state, player);
    } catch {
      return noMoves;
    }
  };

  // A move that `legalMoves` listed for this very state object (the same frozen object,
  // not an equal one) is legal by construction: skip decoding and the checks. A forged
  // or edited move is a different object, so it takes the full path.
  const wasListed = (state: State, move: Move): boolean => {
    if (typeof state !== 'object' || state === null) return false;
    const slot = slotOf(state);
    if (slot < 0) return false;
    for (const list of ringLists[slot] as (readonly Move[] | undefined)[]) if (list !== undefined && list.includes(move)) return true;
    return false;
  };

  const shared: ReadonlySet<string> = new Set((rules.sharedFields ?? []) as readonly string[]);
  const copyState = rules.copyState;
  const performOn = (state: State, m: Move): State => {
    const draft = copyState !== undefined ? copyState(state) : cloneExcept(state as State & object, shared);
    if (strict && copyState !== undefined && Object.keys(draft as object).sort().join() !== Object.keys(state as object).sort().join()) {
      throw new Error(`${rules.id}: copyState does not copy every field: ${Object.keys(draft as object).join()} vs ${Object.keys(state as object).join()}`);
    }
    rules.perform(draft, m);
    return strict ? freezeDeep(draft) : draft;
  };

  const apply = (state: State, move: Move): Either<RuleError, State> => {
    try {
      if (wasListed(state, move)) return right(performOn(state, move));
      // From here on only `m`, the private plain copy, is read: a getter or a Proxy in
      // `move` cannot show one value to the check and another to the rule.
      const decoded = decodeWith(moveCodec, move, 'MALFORMED_MOVE', 'move', MOVE_LIMITS);
      if (decoded._tag === 'Left') return left(bounded(decoded.left));
      const m = decoded.right;
      if (rules.isOver(state)) return left(ruleError('GAME_OVER', 'The game is over; no more moves.'));
      if (m.player < 0 || m.player >= rules.playerCount(state)) {
        return left(ruleError('MALFORMED_MOVE', `There is no player with seat index ${m.player} in this ${rules.playerCount(state)}-player game.`));
      }
      const active = rules.activePlayers(state);
      if (!active.includes(m.player)) {
        return left(ruleError('NOT_YOUR_TURN', `${defaultName(m.player)} may not move now; ${active.length === 0 ? 'no one may' : `waiting for ${active.map(defaultName).join(', ')}`}.`));
      }
      const refusal = rules.check(state, m);
      if (refusal !== null) return left(bounded(refusal));
      return right(performOn(state, freezeDeep(m)));
    } catch (e) {
      return left(failure(state, 'apply', e));
    }
  };

  const setup = (config: Config, seed: Seed): Either<RuleError, State> => {
    try {
      const checked = checkSeed(seed);
      if (checked._tag === 'Left') return checked;
      const decoded = decodeWith(configCodec, config, 'INVALID_CONFIG', 'config', CONFIG_LIMITS);
      if (decoded._tag === 'Left') return left(bounded(decoded.left));
      const { generator, ...own } = decoded.right as TableOptions & Record<string, unknown>;
      const random = Random.seeded(checked.right, generator ?? DEFAULT_GENERATOR);
      const made = rules.setup(own as Config, random);
      if (made._tag === 'Left') return left(bounded(made.left));
      return strict ? right(freezeDeep(made.right)) : made;
    } catch (e) {
      return left(ruleError('INTERNAL_ERROR', clip(`Unexpected failure in ${rules.id} setup: ${e instanceof Error ? e.message : 'unknown error'}`, MAX_MESSAGE)));
    }
  };

  const view = (state: State, viewer: Viewer): Either<RuleError, View> => {
    try {
      const seat = normalizeViewer(viewer, rules.playerCount(state));
      // A fresh copy: a caller that edits its view (`view.hand.reverse()`) edits only that.
      return right(cloneJson(rules.view(state, seat)));
    } catch (e) {
      return left(failure(state, 'view', e));
    }
  };

  const table = (state: State): Either<RuleError, Table> => {
    try {
      return right(cloneJson(rules.table(state)));
    } catch (e) {
      return left(failure(state, 'table', e));
    }
  };

  // ---- The seat functions: what a client or a bot sends is copied, decoded and checked
  // before the game's code reads it, and a view is checked once, then sampled many times.

  // Tables never change during a game: one is copied and decoded the first time its
  // object is seen, and found again by identity for as long as the object lives (editing
  // that same object afterwards is not noticed; the copy taken stays consistent whatever the
  // caller does). A table in a new object (a client that parses each message anew) is
  // copied and found by its content among the last TABLE_TEXTS tables: a server labelling
  // the moves of hundreds of matches in turn decodes each match's table once.
  const tables = new WeakMap<object, Either<RuleError, Table>>();
  const tableTexts = new Recent<string, Either<RuleError, Table>>(TABLE_TEXTS);
  const notTable = (why: string): Either<RuleError, never> => left(ruleError('INVALID_TABLE', clip(`Not a table of ${rules.title}: ${why}`, MAX_MESSAGE)));
  const decodeTable = (input: unknown): Either<RuleError, Table> => {
    const plain = plainCopy(input, TABLE_LIMITS);
    if (plain._tag === 'Left') return notTable(plain.left.replace(/^at value/, 'at table'));
    const key = JSON.stringify(plain.right) ?? '';
    const known = tableTexts.get(key);
    if (known !== undefined) return known;
    const decoded = ownTableCodec.decode(plain.right);
    return tableTexts.set(key, decoded._tag === 'Left' ? notTable(formatErrors(decoded.left, 'table')) : right(strict ? freezeDeep(decoded.right) : decoded.right));
  };
  const tableOf = (input: unknown): Either<RuleError, Table> => {
    if (typeof input !== 'object' || input === null) return decodeTable(input);
    const known = tables.get(input);
    if (known !== undefined) return known;
    const table = decodeTable(input);
    tables.set(input, table);
    return table;
  };

  interface Checked {
    readonly table: Table;
    readonly view: View;
    /** The view as canonical text: what a view from outside is recognised by. */
    readonly key: string;
  }
  // The views refused last, so that `movesFromView` after a refused `fromView` (a client
  // asking both) does not check the same view again.
  const refusedViews = new Ring<{ readonly table: Table; readonly key: string; readonly refusal: Either<RuleError, never> }>(8);
  // The views checked last: a second `fromView` of the same view (the same content, in
  // any object) costs a copy and a lookup, not another check.
  const checkedViews = new Ring<Checked>(8);
  // The tables a sample has confirmed: a table is compared with its sample's table once,
  // for as long as its decoded object lives (a bot playing many matches in turn confirms
  // each match's table once; a table that is no object is compared every time: it is small).
  const confirmedTables = new WeakSet<object>();
  const confirmed = (tableValue: Table): boolean => typeof tableValue === 'object' && tableValue !== null && confirmedTables.has(tableValue);
  // For labels and groups only: the plain copies of the last views, by object.
  const labelViews = new Ring<{ readonly input: unknown; readonly view: View | null }>(8);

  const invalidView = (why: string): Either<RuleError, never> => left(ruleError('INVALID_VIEW', clip(`Not a view of ${rules.title} for this table: ${why}.`, MAX_MESSAGE)));

  // One sample of a checked table and view; in strict mode every sample is checked with the state codec.
  const sampleOf = (tableValue: Table, viewValue: View, seed: Seed): Either<RuleError, State> => {
    let sample: State;
    try {
      // The sample's own choices need no secrecy: the fast generator draws them. Outside
      // strict mode nothing is frozen (frozen arrays slow the rules down: 30% for a
      // Shipyard bot), so each sample gets its own copy of the view: a caller that edits
      // a sample cannot change the checked view the next samples are drawn from.
      sample = rules.fromView(tableValue, strict ? viewValue : cloneJson(viewValue), Random.quick(seed));
    } catch (e) {
      return invalidView(refusalText(e));
    }
    if (strict) {
      // In tests every sample must be a state the codec accepts: a consistent save.
      const why = sampleProblem(sample);
      if (why !== null) return invalidView(`no state fits it (${why})`);
      freezeDeep(sample);
    }
    return right(sample);
  };

  // The state codec's verdict on a sample: cheap, since the sample is plain data the game
  // made (no copy); paid once per view in production, on every sample in strict mode.
  const sampleProblem = (sample: State): string | null => {
    try {
      if (rules.codecs.state.is(sample)) return null;
      const decoded = rules.codecs.state.decode(sample);
      return decoded._tag === 'Left' ? formatErrors(decoded.left, 'state') : 'it is not plain data';
    } catch {
      return 'the sample could not be checked';
    }
  };

  /** The checked table and view, and a first sample from `seed` when the view was new. */
  const check = (tableInput: unknown, viewInput: unknown, seed: Seed): Either<RuleError, { checked: Checked; first: State | null }> => {
    const tableValue = tableOf(tableInput);
    if (tableValue._tag === 'Left') return tableValue;
    const plain = plainCopy(viewInput, VIEW_LIMITS);
    if (plain._tag === 'Left') return invalidView(plain.left.replace(/^at value/, 'at view'));
    const key = JSON.stringify(plain.right) ?? '';
    const known = checkedViews.find((e) => e.table === tableValue.right && e.key === key);
    if (known !== undefined) return right({ checked: known, first: null });
    const refused = refusedViews.find((e) => e.table === tableValue.right && e.key === key);
    if (refused !== undefined) return refused.refusal;
    const verdict = checkNew(tableValue.right, plain.right, key, seed);
    if (verdict._tag === 'Left') refusedViews.add({ table: tableValue.right, key, refusal: verdict });
    return verdict;
  };

  /** `check` for a view not seen lately. */
  const checkNew = (tableValue: Table, plainView: unknown, key: string, seed: Seed): Either<RuleError, { checked: Checked; first: State | null }> => {
    const decoded = ownViewCodec.decode(plainView);
    if (decoded._tag === 'Left') return invalidView(formatErrors(decoded.left, 'view'));
    const viewValue = strict ? freezeDeep(decoded.right) : decoded.right;
    const viewer = (viewValue as Partial<BaseView> | null)?.viewer;
    if (viewer !== 'spectator' && (typeof viewer !== 'number' || !Number.isInteger(viewer) || viewer < 0)) return invalidView('its viewer is not a seat');
    const first = sampleOf(tableValue, viewValue, seed);
    if (first._tag === 'Left') return first;
    if (!strict) {
      const why = sampleProblem(first.right);
      if (why !== null) return invalidView(`no state fits it (${why})`);
    }
    if (viewer !== 'spectator' && viewer >= rules.playerCount(first.right)) return invalidView(`seat ${viewer} is not a seat of this table`);
    // The sample must show its viewer this very view, and be played at this very table:
    // a view or table edited into one that no state gives is refused, derived fields too.
    const seen = cloneJson(rules.view(first.right, viewer));
    if (!jsonEqual(seen, viewValue)) return invalidView(`no state shows its viewer this view (${differentField(seen, viewValue)} does not fit the rest)`);
    if (!confirmed(tableValue)) {
      const made = cloneJson(rules.table(first.right));
      if (!jsonEqual(made, tableValue)) {
        return left(ruleError('INVALID_TABLE', clip(`Not a table of ${rules.title}: ${differentField(made, tableValue)} does not fit the rest of the table.`, MAX_MESSAGE)));
      }
      if (typeof tableValue === 'object' && tableValue !== null) confirmedTables.add(tableValue);
    }
    const checked = checkedViews.add({ table: tableValue, view: viewValue, key });
    return right({ checked, first: first.right });
  };

  const fromView = (tableValue: Table, viewValue: View, seed: Seed): Either<RuleError, State> => {
    try {
      const seedOk = checkSeed(seed);
      if (seedOk._tag === 'Left') return seedOk;
      const checked = check(tableValue, viewValue, seedOk.right);
      if (checked._tag === 'Left') return checked;
      const { checked: c, first } = checked.right;
      return first !== null ? right(first) : sampleOf(c.table, c.view, seedOk.right);
    } catch (e) {
      return invalidView(refusalText(e));
    }
  };

  const sampler = (tableValue: Table, viewValue: View): Either<RuleError, (seed: Seed) => Either<RuleError, State>> => {
    try {
      const checked = check(tableValue, viewValue, 0);
      if (checked._tag === 'Left') return checked;
      const { table: t0, view: v0 } = checked.right.checked;
      return right((seed: Seed): Either<RuleError, State> => {
        try {
          const seedOk = checkSeed(seed);
          return seedOk._tag === 'Left' ? seedOk : sampleOf(t0, v0, seedOk.right);
        } catch (e) {
          return invalidView(refusalText(e));
        }
      });
    } catch (e) {
      return invalidView(refusalText(e));
    }
  };

  const movesFromView = (tableValue: Table, viewValue: View): Either<RuleError, readonly Move[]> => {
    try {
      const checked = check(tableValue, viewValue, 0);
      if (checked._tag === 'Left') return checked;
      const { checked: c, first } = checked.right;
      const viewer = (c.view as BaseView).viewer;
      if (viewer === 'spectator') return right(noMoves);
      const sample = first !== null ? right(first) : sampleOf(c.table, c.view, 0);
      if (sample._tag === 'Left') return sample;
      return right(legalMoves(sample.right, viewer));
    } catch (e) {
      return invalidView(refusalText(e));
    }
  };

  // Labels and groups: the table and view copied (no check: a label shows what it is
  // given), the move decoded; anything that does not fit gets a fixed text, never a throw.
  const NOT_A_MOVE = 'Not a move of this game';
  const OTHER_GROUP = 'Other';
  const MAX_DESCRIPTION = 300;
  const moveText = (tableInput: unknown, viewInput: unknown, move: unknown, what: 'label' | 'group' | 'description', options: unknown): string => {
    try {
      const decoded = decodeWith(moveCodec, move, 'MALFORMED_MOVE', 'move', MOVE_LIMITS);
      if (decoded._tag === 'Left') return what === 'group' ? OTHER_GROUP : NOT_A_MOVE;
      const m = decoded.right;
      const max = what === 'description' ? MAX_DESCRIPTION : MAX_LABEL;
      const fallback = what === 'group' ? clip(m.type, max) : clip(canonicalJson(m), max);
      const tableValue = tableOf(tableInput);
      if (tableValue._tag === 'Left') return fallback;
      let known = typeof viewInput === 'object' && viewInput !== null ? labelViews.find((e) => e.input === viewInput) : undefined;
      if (known === undefined) {
        const plain = plainCopy(viewInput, VIEW_LIMITS);
        const view = plain._tag === 'Right' && typeof plain.right === 'object' && plain.right !== null ? freezeDeep(plain.right as View) : null;
        known = { input: viewInput, view };
        if (typeof viewInput === 'object' && viewInput !== null) labelViews.add(known);
      }
      if (known.view === null) return fallback;
      try {
        const view = known.view;
        const text =
          what === 'group'
            ? rules.moveGroup(tableValue.right, view, m)
            : what === 'label' || rules.moveDescription === undefined
              ? rules.moveLabel(tableValue.right, view, m)
              : rules.moveDescription(tableValue.right, view, m);
        // The names are read once, cleaned, and only rendered into the finished text.
        return typeof text === 'string' && text.trim() !== '' ? shorten(renderText(text, namesFrom(options)), max) : fallback;
      } catch {
        return fallback; // a label that throws: the move itself (or its type), never a crash
      }
    } catch {
      return what === 'group' ? OTHER_GROUP : NOT_A_MOVE;
    }
  };
  const rendered = (lines: readonly string[], options: unknown): readonly string[] => {
    const names = namesFrom(options);
    return lines.map((line) => renderText(line, names));
  };
  // One vocabulary per decoded table: the same table (found again by identity or content) gives the same object.
  const vocabularies = new WeakMap<object, Vocabulary>();
  const vocabulary = (tableInput: unknown): Vocabulary => {
    try {
      if (rules.vocabulary === undefined) return NO_VOCABULARY;
      const tableValue = tableOf(tableInput);
      if (tableValue._tag === 'Left') return NO_VOCABULARY;
      const key = tableValue.right;
      if (typeof key !== 'object' || key === null) return freezeDeep(rules.vocabulary(key));
      const known = vocabularies.get(key);
      if (known !== undefined) return known;
      // Frozen: every caller shares it.
      const made = freezeDeep(rules.vocabulary(key));
      vocabularies.set(key, made);
      return made;
    } catch {
      return NO_VOCABULARY;
    }
  };

  const noResult: GameResult = { scores: [], ranking: [] };
  const noLines: readonly string[] = [];
  const noScores: readonly number[] = [];
  const noComponents: readonly ComponentSource[] = [];
  const audienceOf = (state: State, audience: unknown): Audience =>
    audience === undefined || audience === 'all' ? 'all' : normalizeViewer(audience, rules.playerCount(state));

  return {
    id: rules.id,
    title: rules.title,
    players: rules.players,
    codecs,
    defaultConfig: (players) => rules.defaultConfig(players),
    moveTypes: (config: Config): readonly string[] => {
      try {
        if (rules.moveTypes !== undefined) return rules.moveTypes(config);
      } catch {
        return [];
      }
      return (rules.codecs.move as { readonly tags?: readonly string[] }).tags ?? [];
    },
    phases: rules.phases ?? [],
    phase: (state: State): string => {
      try {
        if (rules.phase !== undefined) return rules.phase(state);
        const own = (state as { readonly phase?: unknown }).phase;
        return typeof own === 'string' ? own : 'play';
      } catch {
        return 'none';
      }
    },
    setup,
    playerCount: guard((state: State) => rules.playerCount(state), 0),
    activePlayers,
    legalMoves,
    apply,
    isOver,
    result: guard((state: State) => rules.result(state), noResult),
    tally: guard((state: State): readonly number[] => (rules.tally === undefined ? rules.result(state).scores : rules.tally(state)), noScores),
    table,
    view,
    fromView,
    movesFromView,
    sampler,
    determinize: (state: State, viewer: Viewer, seed: Seed): Either<RuleError, State> => {
      const t = table(state);
      if (t._tag === 'Left') return t;
      const v = view(state, viewer);
      if (v._tag === 'Left') return v;
      return fromView(t.right, v.right, seed);
    },
    moveLabel: (tableValue: Table, viewValue: View, move: Move, options?: TextOptions): string => moveText(tableValue, viewValue, move, 'label', options),
    moveDescription: (tableValue: Table, viewValue: View, move: Move, options?: TextOptions): string =>
      moveText(tableValue, viewValue, move, 'description', options),
    moveGroup: (tableValue: Table, viewValue: View, move: Move, options?: TextOptions): string => moveText(tableValue, viewValue, move, 'group', options),
    vocabulary,
    describeStart: guard((state: State, audience?: Audience, options?: TextOptions) => rendered(rules.describeStart(state, audienceOf(state, audience)), options), noLines),
    describe: guard(
      (before: State, move: Move, after: State, audience?: Audience, options?: TextOptions) => rendered(rules.describe(before, move, after, audienceOf(before, audience)), options),
      noLines,
    ),
    components: guard((state: State) => rules.components(state), noComponents),
    undoable: (before: State, move: Move, after: State, viewer: Viewer): boolean => {
      try {
        return rules.undoable(before, move, after, normalizeViewer(viewer, rules.playerCount(before))) === true;
      } catch {
        return false;
      }
    },
    ...(rules.knowledge === undefined ? {} : { knowledge: rules.knowledge }),
  };
}
