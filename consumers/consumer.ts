// A TypeScript consumer, type-checked against the installed package under
// `moduleResolution: node16` and `bundler`. It must compile without errors.
import { playout, replay, type Game, type GameResult, type RuleError } from 'nautical-rules';
import { meuterer, type MeutererMove, type MeutererState, type MeutererView } from 'nautical-rules/meuterer';
import { checkGame, type StateInvariant } from 'nautical-rules/testing';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(_proof: T): void => undefined;

const game: Game<unknown, MeutererState, MeutererMove, MeutererView> = meuterer as never;
const start = meuterer.setup({ players: 4, pirates: true }, 7);
if (start._tag === 'Right') {
  const moves: readonly MeutererMove[] = meuterer.legalMoves(start.right, 0);
  const next = meuterer.apply(start.right, { type: 'offerReward', player: start.right.captain, points: 2 });
  const error: RuleError | null = next._tag === 'Left' ? next.left : null;
  const result: GameResult = meuterer.result(start.right);
  const seen = meuterer.view(start.right, 'spectator');
  const view: MeutererView | null = seen._tag === 'Right' ? seen.right : null;
  console.log(moves.length, error?.code, result.ranking, view?.hand, game.id);
}
assertType<Equals<MeutererMove['type'], 'offerReward' | 'play' | 'pass' | 'takeRole' | 'addConflicts' | 'sell' | 'noSale' | 'returnCard'>>(true);

const invariant: StateInvariant<MeutererState> = { name: 'round in range', check: (s) => (s.round <= 9 ? null : 'too many rounds') };
const played = playout(meuterer, { players: 3 }, 1);
if (played._tag === 'Right') console.log(replay(meuterer, played.right.record)._tag);
checkGame(meuterer, { configs: [{ players: 3 }], runs: 1, invariants: [invariant] });
