/**
 * The contract every game implements, so that frontends, bots, the CLI and the
 * property-test harness drive any of the four games the same way.
 *
 * @module
 */
import type { Either } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { RuleError } from './errors.js';
import type { Knowledge } from './knowledge.js';
import type { Provenance } from './provenance.js';
import type { GeneratorName } from './random.js';
import type { Seed } from './seed.js';
import type { TextOptions, Vocabulary } from './words.js';

/**
 * One component data set in use by a game, with where its values come from.
 *
 * @group Contract
 */
export interface ComponentSource {
  /** What the data is, e.g. `'islands'`, `'board'`, `'ship cards'`. */
  readonly label: string;
  readonly provenance: Provenance;
}

/**
 * A seat at the table, 0-based, in clockwise order.
 *
 * @group Contract
 */
export type Seat = number;

/**
 * Who looks at the table: a seat, or a spectator who sees only public information.
 *
 * @group Contract
 */
export type Viewer = Seat | 'spectator';

/**
 * Who a log is written for: a {@link Viewer}, or `'all'` for the all-seeing log (debugging, the CLI).
 *
 * @group Contract
 */
export type Audience = Viewer | 'all';

/**
 * What every view of every game has: whose view it is.
 *
 * @group Contract
 */
export interface BaseView {
  /** The seat this view is for, or `'spectator'`. */
  readonly viewer: Viewer;
}

/**
 * What every move of every game has: a `type` and the seat that makes it.
 *
 * @group Contract
 */
export interface BaseMove {
  readonly type: string;
  readonly player: Seat;
}

/**
 * The outcome of a game.
 *
 * `ranking` lists the places from first to last; each place holds the seats that share
 * it after the game's own tie rule (so `[[2], [0, 3], [1]]` means seat 2 won and seats 0
 * and 3 tied for second).
 *
 * @group Contract
 */
export interface GameResult {
  readonly scores: readonly number[];
  readonly ranking: readonly (readonly Seat[])[];
}

/**
 * What every table accepts in its config besides the game's own options; the core
 * handles these fields for every game, and every game's config type extends this.
 *
 * @group Contract
 */
export interface TableOptions {
  /**
   * The random generator the table is dealt with: `'chacha20'` (the default; what a
   * server uses) or `'xoroshiro128+'` (faster, but predictable from what a game reveals).
   */
  readonly generator?: GeneratorName;
}

/**
 * The io-ts codecs of a game, for untrusted input. Each `decode` first takes a bounded
 * plain copy of its input (so no depth, size, getter or Proxy can make it throw), and the
 * state codec also checks the game's own consistency (cards conserved, seats in range,
 * phase fields coherent), so a decoded save is one the rules can go on from.
 *
 * @group Contract
 */
export interface GameCodecs<Config, State, Move, View = BaseView, Table = unknown> {
  /** Decodes a config as `setup` accepts it (optional fields may be absent), {@link TableOptions} included. */
  readonly config: t.Type<Config, unknown, unknown>;
  /** Decodes one move; refuses unknown fields. */
  readonly move: t.Type<Move, unknown, unknown>;
  /** Decodes a whole state, e.g. a save file, and checks its consistency. */
  readonly state: t.Type<State, unknown, unknown>;
  /**
   * Decodes a table from outside (what {@link Game.table} gives): its fields and that
   * they fit together. The seat functions decode their table with it first.
   */
  readonly table: t.Decoder<unknown, Table>;
  /**
   * Decodes a view from outside (what {@link Game.view} gives) as {@link Game.fromView}
   * does first: a bounded plain JSON copy, then the game's own view codec when it has one
   * (the four games of this package have none: `fromView` checks a view's fields through
   * its sample, which must decode as a state and show its viewer exactly that view).
   */
  readonly view: t.Decoder<unknown, View>;
}

/**
 * One game's rules behind a uniform interface.
 *
 * All functions are pure and total: they never mutate their arguments, never read the
 * clock or `Math.random`, and never throw, whatever they are given. Refusals are
 * `Left<RuleError>`. Given a value that is not a state of the game (a state comes from
 * `setup`, `apply` or the state codec), the functions that build something answer
 * `Left` with `INVALID_STATE` (`apply`, `view`), and the queries answer as for a game
 * with nobody to move: no active seats, no legal moves, over, an empty result, no log
 * lines, no components.
 *
 * @typeParam Config - what `setup` takes (player count, options, fixed arrangements).
 * @typeParam State - the full game state, plain JSON, including hidden information.
 * @typeParam Move - the union of the game's moves.
 * @typeParam View - what one viewer may see of a state, and knows from earlier, that changes during the game.
 * @typeParam Table - what is public and never changes during a game: seats, rule options, component data.
 *
 * @group Contract
 */
export interface Game<Config, State, Move extends BaseMove, View extends BaseView = BaseView, Table = unknown> {
  /** Short identifier, also the subpath: `'meuterer'`, `'nauticus'`, ... */
  readonly id: string;
  /** Human-readable name. */
  readonly title: string;
  /** The player counts the game supports, inclusive. */
  readonly players: { readonly min: number; readonly max: number };
  /**
   * The io-ts codecs for config, move and state.
   *
   * @example
   * ```ts partial
   * // A move from a client: decode it before anything else reads it.
   * const decoded = meuterer.codecs.move.decode(JSON.parse(body));
   * if (decoded._tag === 'Left') return reply(400, 'not a Meuterer move');
   * const next = meuterer.apply(state, decoded.right);
   * ```
   */
  readonly codecs: GameCodecs<Config, State, Move, View, Table>;

  /**
   * The simplest config for a player count, with every option at its rulebook default.
   *
   * @example
   * ```ts partial
   * const config = nauticus.defaultConfig(3); // { players: 3 }
   * const start = nauticus.setup(config, randomSeed());
   * ```
   */
  defaultConfig(players: number): Config;

  /**
   * The move types a table with `config` can produce (a variant's own moves only when it
   * is on): what rule-checking reports coverage against.
   *
   * @example
   * ```ts partial
   * meuterer.moveTypes({ players: 4 });                 // without the pirates' moves
   * meuterer.moveTypes({ players: 4, pirates: true });  // with them
   * ```
   */
  moveTypes(config: Config): readonly string[];

  /** The names of the game's phases, in the order of a round, for coverage reports. */
  readonly phases: readonly string[];

  /**
   * The name of the phase `state` is in (one of {@link Game.phases}).
   *
   * @example
   * ```ts partial
   * const entered = new Set<string>();
   * for (const state of states) entered.add(shipyard.phase(state));
   * const never = shipyard.phases.filter((p) => !entered.has(p));
   * ```
   */
  phase(state: State): string;

  /**
   * Sets up a game. `seed` drives every shuffle: a safe integer for tests and
   * reproduction, a string from `randomSeed()` for real games. The config may fix the
   * arrangement instead (who starts, hands, deck order) to mirror a physical table, and
   * choose the generator ({@link TableOptions}).
   *
   * @example
   * ```ts
   * import { randomSeed } from 'nautical-rules';
   * import { meuterer } from 'nautical-rules/meuterer';
   *
   * const seed = randomSeed(); // keep it secret until the game is over
   * const start = meuterer.setup({ players: 4, pirates: true }, seed);
   * if (start._tag === 'Left') throw new Error(start.left.message); // INVALID_CONFIG
   * let state = start.right;
   * ```
   */
  setup(config: Config, seed: Seed): Either<RuleError, State>;

  /**
   * How many seats the game has.
   *
   * @example
   * ```ts partial
   * const seats = Array.from({ length: bremerhaven.playerCount(state) }, (_, seat) => seat);
   * ```
   */
  playerCount(state: State): number;

  /**
   * The seats that may move now (possibly several at once); empty once the game is over.
   *
   * @example
   * ```ts partial
   * // Bremerhaven's simultaneous steps: several seats at once, each answers for itself.
   * for (const seat of bremerhaven.activePlayers(state)) notify(seat, 'your move');
   * ```
   */
  activePlayers(state: State): readonly Seat[];

  /**
   * Every move `player` may make now, in a stable order, without duplicates. Complete and
   * sound: `apply` accepts a move if and only if it is listed here for its player.
   *
   * @example
   * ```ts partial
   * const seat = meuterer.activePlayers(state)[0]!;
   * const moves = meuterer.legalMoves(state, seat); // e.g. [{ type: 'play', player: 2, card: 'wine' }, ...]
   * ```
   */
  legalMoves(state: State, player: Seat): readonly Move[];

  /**
   * Applies one move, returning the next state, or a `RuleError`: `MALFORMED_MOVE` when
   * `move` is not a move of this game at all, `NOT_YOUR_TURN`, `ILLEGAL_MOVE`, `GAME_OVER`.
   * Whatever runs automatically after the move (reveals, scoring, drawing) runs too.
   *
   * @example
   * ```ts partial
   * const next = meuterer.apply(state, { type: 'pass', player: 1 });
   * if (next._tag === 'Left') console.log(next.left.code, next.left.message); // e.g. NOT_YOUR_TURN
   * else state = next.right; // the old state is unchanged
   * ```
   */
  apply(state: State, move: Move): Either<RuleError, State>;

  /**
   * Whether the game has ended.
   *
   * @example
   * ```ts partial
   * while (!nauticus.isOver(state)) state = playOneMove(state);
   * ```
   */
  isOver(state: State): boolean;

  /**
   * Final scores and ranking once over; the standing so far before that.
   *
   * @example
   * ```ts partial
   * const { scores, ranking } = meuterer.result(state);
   * // ranking: seats by place, ties together, e.g. [[2], [0, 3], [1]]
   * ```
   */
  result(state: State): GameResult;

  /**
   * Each seat's points if the game ended now, in seat order: the scores so far plus what
   * the game's final scoring would add to them from the state as it is (Shipyard: the
   * best government contract of each colour held and the traders' bonus; Nauticus: the
   * delivered goods, the completed ships and the leftovers). Once the game is over, the
   * final scores, as {@link Game.result} gives them (a law of `nautical-rules/testing`).
   * Games whose final scoring adds nothing that can be read off the state before the end
   * (Meuterer; Bremerhaven, whose leftover contracts are resolved only at the end) give the
   * scores of `result`. What a bot judges a position by, or a frontend shows as "if it
   * ended now".
   *
   * @example
   * ```ts partial
   * const ifItEndedNow = shipyard.tally(state); // e.g. [31, 24]
   * ```
   */
  tally(state: State): readonly number[];

  /**
   * The public part of the table that never changes during a game: the seats, the rule
   * options, the component data. A server sends it once; after that, each seat's
   * {@link Game.view} after each move. It never holds what a config may fix in secret
   * (hands, deck order). `INVALID_STATE` when `state` is not a state of this game.
   *
   * @example
   * ```ts partial
   * // Server: once per match, to every seat and spectator.
   * const table = shipyard.table(state);
   * if (table._tag === 'Right') broadcast({ table: table.right });
   * ```
   */
  table(state: State): Either<RuleError, Table>;

  /**
   * What `viewer` sees at the table now, and what the rules let that person know from
   * earlier (cards seen and since put away, a stack looked through): the changing part of
   * everything the seat may know; the unchanging part is {@link Game.table}. Another
   * player's hidden cards and the deck order are absent. The view is a fresh value:
   * changing it never changes the state. A viewer that is not a seat of this table (`9`,
   * `-1`, `1.5`, `'1'`) gets the spectator's view. `INVALID_STATE` when `state` is not a
   * state of this game.
   *
   * @example
   * ```ts partial
   * // Server: after each move, each seat gets its own view; spectators the spectator's.
   * for (const seat of seats) {
   *   const view = shipyard.view(state, seat);
   *   if (view._tag === 'Right') send(seat, view.right);
   * }
   * ```
   */
  view(state: State, viewer: Viewer): Either<RuleError, View>;

  /**
   * A full state that the view's viewer could be in, from what that viewer knows alone:
   * its view equals `view`, the viewer's legal moves are those of the real state, and
   * everything the viewer cannot know (other hands, the deck order, face-down choices,
   * the generator) is dealt at random from `seed`. What a client lists its own moves
   * from, and what a bot searches over, without ever holding the real state.
   *
   * Whatever it is given, it answers (never throws, in bounded time): the table and view
   * are copied into bounded plain JSON and decoded first (`INVALID_TABLE`, `INVALID_VIEW`
   * with a message in words), and a view no state of the game could show its viewer
   * (edited to claim a card the seat cannot hold, a round past the last, counts that do
   * not add up) is refused with `INVALID_VIEW`: the first sample of each view is checked
   * with the state codec. The last 8 views checked are remembered, so asking again for
   * the same view (the same content, in any object) costs a sample, not another check. A
   * table is read the first time its object is seen: tables never change during a game.
   * To draw many samples of one view, {@link Game.sampler} checks it once.
   *
   * @example
   * ```ts partial
   * // A bot samples the worlds its seat could be in, never touching the real state.
   * const sample = meuterer.fromView(table, view, `sample/${i}`);
   * if (sample._tag === 'Right') playout(sample.right);
   * ```
   */
  fromView(table: Table, view: View, seed: Seed): Either<RuleError, State>;

  /**
   * The legal moves of the view's viewer, from its table and view alone (through
   * {@link Game.fromView}): what a client offers its player without asking the server.
   * Empty for a spectator.
   *
   * @example
   * ```ts partial
   * // Client: the buttons, from what the server sent this seat.
   * const moves = bremerhaven.movesFromView(table, view);
   * if (moves._tag === 'Right') for (const move of moves.right) addButton(bremerhaven.moveLabel(table, view, move), move);
   * ```
   */
  movesFromView(table: Table, view: View): Either<RuleError, readonly Move[]>;

  /**
   * Checks a table and view once, as {@link Game.fromView} does, and answers a sampler:
   * a function from a seed to a state drawn as `fromView(table, view, seed)` would draw
   * it, without checking the view again. The sampler keeps its own copy of the table and
   * view, so editing them afterwards changes nothing. What a bot uses to draw many
   * samples per decision.
   *
   * @example
   * ```ts partial
   * const sample = meuterer.sampler(table, view);
   * if (sample._tag === 'Left') return; // INVALID_TABLE or INVALID_VIEW: nothing to search
   * for (let i = 0; i < 100; i++) {
   *   const world = sample.right(`sample/${i}`);
   *   if (world._tag === 'Right') playout(world.right);
   * }
   * ```
   */
  sampler(table: Table, view: View): Either<RuleError, (seed: Seed) => Either<RuleError, State>>;

  /**
   * `fromView(table(state), view(state, viewer), seed)`: a state that `viewer` cannot tell
   * apart from `state`. For information-set search and for testing that views leak nothing.
   *
   * @example
   * ```ts partial
   * const guess = nauticus.determinize(state, 1, 'seed-7');
   * // Seat 1 sees the same view in `guess.right` as in `state`.
   * ```
   */
  determinize(state: State, viewer: Viewer, seed: Seed): Either<RuleError, State>;

  /**
   * A short English text for a button offering `move` to the view's viewer, at most 60
   * characters and never cut inside a word (a long one is restructured: the details that
   * do not fit become "+2 more"; {@link Game.moveDescription} tells them all), with ids
   * resolved to the names printed on the components ("Play wine", "Bid 7 on the Parking
   * lot"). Unique among the seat's legal moves at any point; made from the table and the
   * view only, so it shows nothing the seat may not see. People are named by
   * `options.names`, "Player 1" ... by default. Never throws: a value that is not a move
   * of the game gets the fixed text `'Not a move of this game'`; a move on a table or
   * view that cannot be read, the move itself as JSON. The table and view objects are
   * copied the first time they are seen (edit a copy, not the object already labelled
   * from).
   *
   * @example
   * ```ts partial
   * meuterer.moveLabel(table, view, { type: 'play', player: 0, card: 'wine' }); // 'Play wine'
   * ```
   */
  moveLabel(table: Table, view: View, move: Move, options?: TextOptions): string;

  /**
   * The whole of what {@link Game.moveLabel} says in short, for a tooltip or a screen
   * reader: every detail of the move, in words, at most 300 characters ("Take the bow
   * from row 2 of the bows for 3 florins: 1 cabin, crane, cannon, lifeboat"). Made from
   * the table and the view only, like the label; unique among the seat's legal moves
   * too. Never throws; the same fallbacks as the label.
   *
   * @example
   * ```ts partial
   * button.title = shipyard.moveDescription(table, view, move, { names });
   * ```
   */
  moveDescription(table: Table, view: View, move: Move, options?: TextOptions): string;

  /**
   * A heading to group `move` under when a seat has many moves ("Parking lot", "Play a
   * card"): moves with the same group belong together in a menu. At most 60 characters,
   * never cut inside a word. Never throws: a value that is not a move of the game gets
   * `'Other'`; a move on a table or view that cannot be read, its `type`.
   *
   * @example
   * ```ts partial
   * const menus = new Map<string, BremerhavenMove[]>();
   * for (const move of moves) {
   *   const group = bremerhaven.moveGroup(table, view, move);
   *   menus.set(group, [...(menus.get(group) ?? []), move]);
   * }
   * ```
   */
  moveGroup(table: Table, view: View, move: Move, options?: TextOptions): string;

  /**
   * What the game calls its things (components, actions, places), for a frontend's
   * drawing, and the words its labels and log lines use: one place per game (see
   * {@link Vocabulary}). Names printed on the table's components (islands, ships,
   * employees) come from `table`; a table that cannot be read gives an empty vocabulary.
   *
   * @example
   * ```ts partial
   * const words = nauticus.vocabulary(table);
   * words.names.pieces?.['sail-fourth']; // 'fourth-arms sail'
   * ```
   */
  vocabulary(table: Table): Vocabulary;

  /**
   * Lines that present a freshly set-up table (who starts, what is dealt) to `audience`:
   * a seat reads only what it may see (its own hand, not the others'); `'all'` (the
   * default) is the all-seeing log for the CLI and debugging. People are named by
   * `options.names` ("Player 1" ... by default, counted from 1).
   *
   * @example
   * ```ts partial
   * meuterer.describeStart(state, 2);   // what seat 2 may read: its own hand only
   * meuterer.describeStart(state);      // everything, for the CLI and debugging
   * meuterer.describeStart(state, 2, { names: ['Ada', 'Bo', 'Cy'] }); // 'Cy holds ...'
   * ```
   */
  describeStart(state: State, audience?: Audience, options?: TextOptions): readonly string[];

  /**
   * One line per thing that happened when `move` turned `before` into `after`, as
   * `audience` may read it: face-down choices are shown as such, a private draw only to
   * the seat that drew. The lines of a viewer depend only on that viewer's views before
   * and after and on what it may see of the move. `'all'` (the default) tells everything.
   * People are named by `options.names` ("Player 1" ... by default, counted from 1); the
   * names change how a line calls the seats it names, never which lines an audience reads.
   *
   * @example
   * ```ts partial
   * const next = shipyard.apply(state, move);
   * if (next._tag === 'Right') for (const seat of seats) log(seat, shipyard.describe(state, move, next.right, seat));
   * ```
   */
  describe(before: State, move: Move, after: State, audience?: Audience, options?: TextOptions): readonly string[];

  /**
   * Whether `viewer` may take `move` back: `true` when applying `move` to `before` drew
   * nothing from the generator or from a hidden pile (no deck draw, shuffle or random
   * layout) and revealed nothing to `viewer` that it could not already see or deduce, so
   * that its view of `after` follows from its view of `before` and the move alone. Going
   * back to `before` then tells the viewer nothing it would not know anyway. Sound, and
   * conservative where the rules make it hard to tell: `false` whenever something was
   * drawn or revealed, and sometimes besides (another seat's move that shows a card it
   * held, or whose legality depends on cards the viewer cannot see). `before` and `after`
   * are the states around the move, as `apply` gave them; a viewer that is not a seat is
   * the spectator; `false` when they are not states of this game.
   *
   * @example
   * ```ts partial
   * // Offer "undo" for the human's last move and the bots' replies since, when none of
   * // them drew or revealed anything the human did not already know.
   * const steps = played.slice(lastOwnMove); // [{ before, move, after }, ...]
   * const canUndo = steps.every((s) => nauticus.undoable(s.before, s.move, s.after, human));
   * if (canUndo) state = steps[0]!.before;
   * ```
   */
  undoable(before: State, move: Move, after: State, viewer: Viewer): boolean;

  /**
   * The component data sets this game is played with and their provenance, so that a
   * frontend or a log can say plainly when the values are not the printed ones.
   *
   * @example
   * ```ts partial
   * for (const { label, provenance } of shipyard.components(state))
   *   if (provenance.kind === 'synthetic') showNotice(`${label}: not the printed values`);
   * ```
   */
  components(state: State): readonly ComponentSource[];

  /**
   * What a search may know about playing this game well (playout policy, where a playout
   * stops and how it is judged, the root moves worth searching): `searchBot` of
   * `nautical-rules/bots` reads it from the game it is given. Optional: without it, the
   * search plays uniform playouts to the end. Each game of the library keeps its own in
   * its folder (`strategy.ts`); see docs/bots.md for a game of your own.
   *
   * @example
   * ```ts partial
   * // The playout policy the default bot plays Nauticus with, on a seat's legal moves.
   * const move = nauticus.knowledge?.policy?.(state, seat, nauticus.legalMoves(state, seat), Random.quick(1));
   * ```
   */
  readonly knowledge?: Knowledge<State, Move>;
}

/**
 * Any game, with its type parameters erased: what tools that take every game accept.
 *
 * @group Contract
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, any>;

/**
 * The config type of a game.
 *
 * @group Contract
 */
export type ConfigOf<G> = G extends Game<infer C, infer _S, infer _M, infer _V, infer _T> ? C : never;
/**
 * The state type of a game.
 *
 * @group Contract
 */
export type StateOf<G> = G extends Game<infer _C, infer S, infer _M, infer _V, infer _T> ? S : never;
/**
 * The move type of a game.
 *
 * @group Contract
 */
export type MoveOf<G> = G extends Game<infer _C, infer _S, infer M, infer _V, infer _T> ? M : never;
/**
 * The view type of a game.
 *
 * @group Contract
 */
export type ViewOf<G> = G extends Game<infer _C, infer _S, infer _M, infer V, infer _T> ? V : never;
/**
 * The table type (the public part that never changes) of a game.
 *
 * @group Contract
 */
export type TableOf<G> = G extends Game<infer _C, infer _S, infer _M, infer _V, infer T> ? T : never;
