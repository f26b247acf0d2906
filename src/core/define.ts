/**
 * `defineGame`: writes the parts of the {@link Game} contract that are the same for every
 * game once, so that a game module only states its rules.
 *
 * A game supplies, for each move, a `check` that says why it is refused (the one place
 * for each rule) and a `perform` that edits a private copy of the state. `defineGame`
 * adds what all games share: decoding untrusted moves, refusing moves after the end or
 * out of turn, copying the state before editing it, deriving `legalMoves` from the
 * candidate moves that pass `check` (so every listed move is accepted), and turning any
 * unexpected exception into a `Left` instead of a throw.
 *
 * @module
 */
import * as t from 'io-ts';
import { left, right, type Either } from 'fp-ts/lib/Either.js';
import { cloneExcept, cloneJson } from './clone.js';
import { decodeWith } from './codecs.js';
import { ruleError, type RuleError } from './errors.js';
import type { BaseMove, Game, Seat } from './game.js';

/**
 * What a game module writes; {@link defineGame} turns it into a {@link Game}. Everything
 * but `legalMoves` and `apply` means what it means on {@link Game}; those two are derived
 * from `candidates`, `check` and `perform`.
 */
export interface GameRules<Config, State, Move extends BaseMove, View>
  extends Omit<Game<Config, State, Move, View>, 'legalMoves' | 'apply'> {
  /** Called with a config that already decoded (and an integer seed); checks consistency and deals. */
  setup(config: Config, seed: number): Either<RuleError, State>;
  /** As {@link Game.activePlayers}; only asked while the game is not over. */
  activePlayers(state: State): readonly Seat[];
  /**
   * Moves worth considering for `player` now; may include moves that `check` refuses
   * (they are filtered out), must include every move that `check` accepts.
   */
  candidates(state: State, player: Seat): readonly Move[];
  /** Why `move` (well-formed, by an active seat, game not over) is refused, or `null`. */
  check(state: State, move: Move): RuleError | null;
  /** Applies an accepted move to `draft`, a private deep copy that may be edited freely. */
  perform(draft: State, move: Move): void;
  /**
   * Top-level fields of the state that `perform` never edits (fixed rules, component
   * data): the working copy shares them instead of copying them on every move.
   */
  readonly sharedFields?: readonly (keyof State)[];
}

/** Builds a {@link Game} from its rules, adding the guards every game shares. */
export function defineGame<Config, State, Move extends BaseMove, View>(
  rules: GameRules<Config, State, Move, View>,
): Game<Config, State, Move, View> {
  const moveCodec = rules.codecs.move as t.Type<Move, unknown, unknown>;

  const activeHas = (state: State, player: Seat): boolean =>
    rules.activePlayers(state).includes(player);

  const legalMoves = (state: State, player: Seat): readonly Move[] => {
    if (rules.isOver(state) || !activeHas(state, player)) return [];
    return rules.candidates(state, player).filter((m) => m.player === player && rules.check(state, m) === null);
  };

  const apply = (state: State, move: Move): Either<RuleError, State> => {
    try {
      const decoded = decodeWith(moveCodec, move, 'MALFORMED_MOVE', 'move');
      if (decoded._tag === 'Left') return decoded;
      const m = decoded.right;
      if (rules.isOver(state)) return left(ruleError('GAME_OVER', 'The game is over; no more moves.'));
      if (m.player < 0 || m.player >= rules.playerCount(state)) {
        return left(ruleError('MALFORMED_MOVE', `There is no seat ${m.player} in this game.`));
      }
      if (!activeHas(state, m.player)) {
        const active = rules.activePlayers(state);
        return left(
          ruleError('NOT_YOUR_TURN', `Seat ${m.player} may not move now; waiting for seat ${active.join(', ')}.`),
        );
      }
      const refusal = rules.check(state, m);
      if (refusal !== null) return left(refusal);
      const draft = rules.sharedFields ? cloneExcept(state as State & object, rules.sharedFields as never) : cloneJson(state);
      rules.perform(draft, cloneJson(m));
      return right(draft);
    } catch (e) {
      return left(ruleError('INTERNAL_ERROR', `Unexpected failure in ${rules.id}: ${String(e)}`));
    }
  };

  const setup = (config: Config, seed: number): Either<RuleError, State> => {
    try {
      if (typeof seed !== 'number' || !Number.isInteger(seed)) {
        return left(ruleError('INVALID_CONFIG', `The seed must be an integer, got ${String(seed)}.`));
      }
      const decoded = decodeWith(rules.codecs.config, config, 'INVALID_CONFIG', 'config');
      if (decoded._tag === 'Left') return decoded;
      return rules.setup(decoded.right, seed);
    } catch (e) {
      return left(ruleError('INTERNAL_ERROR', `Unexpected failure in ${rules.id} setup: ${String(e)}`));
    }
  };

  return {
    id: rules.id,
    title: rules.title,
    players: rules.players,
    codecs: rules.codecs,
    defaultConfig: (players) => rules.defaultConfig(players),
    setup,
    playerCount: (state) => rules.playerCount(state),
    activePlayers: (state) => (rules.isOver(state) ? [] : rules.activePlayers(state)),
    legalMoves,
    apply,
    isOver: (state) => rules.isOver(state),
    result: (state) => rules.result(state),
    view: (state, viewer) => rules.view(state, viewer),
    determinize: (state, viewer, seed) => rules.determinize(state, viewer, seed),
    describeStart: (state) => rules.describeStart(state),
    describe: (before, move, after) => rules.describe(before, move, after),
    components: (state) => rules.components(state),
  };
}
