/**
 * # Nauticus
 *
 * Shipbuilding, trade and shipping (Wolfgang Kramer & Michael Kiesling, Kosmos), for 2 to
 * 4 players. Each action phase the start player picks one of eight actions and its bonus;
 * then every player in turn performs that action as often as his workers (and the blue
 * workers of the turntable) allow, or passes. Players buy hull parts, masts, sails and
 * goods, build ships of 1-4 hull tiles under one coat of arms, take rewards for completed
 * ships, deliver cargo and evaluate crowns. 7 action phases per round; 4 rounds with two
 * players, 5 with three or four.
 *
 * ```ts
 * import { nauticus } from 'nautical-rules/nauticus';
 *
 * const start = nauticus.setup({ players: 3 }, 7);
 * if (start._tag === 'Left') throw new Error(start.left.message);
 * let state = start.right;
 * while (!nauticus.isOver(state)) {
 *   const seat = nauticus.activePlayers(state)[0]!;
 *   const move = nauticus.legalMoves(state, seat)[0]!; // your bot or your player here
 *   const next = nauticus.apply(state, move);
 *   if (next._tag === 'Right') state = next.right;
 * }
 * console.log(nauticus.result(state).ranking, state.final);
 * ```
 *
 * ## Moves, step by step
 * | Rulebook | `state.step` | Moves |
 * | --- | --- | --- |
 * | Tour de jeu: the start player chooses an action | `select` | {@link SelectMove} (the bonus is taken at once) |
 * | 1. Bonus (mast, sail or good of one's choice) | `bonus` | {@link BonusMove} |
 * | 3 Les actions: each player in turn, from the start player | `turn` | uses of the action, one worker each: {@link BuyMove}, {@link TransportMove}, {@link WithdrawMove}, {@link DeliverMove}, {@link CrownMove}; then {@link FinishMove}; or {@link PassMove} instead |
 * | 3.1 the free tile for buying all four items | `turn` | {@link TakeFreeMove} |
 * | 4 Récompenses pour les navires achevés | `turn` | {@link RewardMove}, {@link RewardGoodsMove} (one per mast) |
 * | 5 Action supplémentaire (before or after the action) | `turn` | {@link ExtraMove}, then its uses and {@link FinishMove}; {@link EndTurnMove} to decline it after the action |
 * | 6 Fin de la phase action, Fin du tour, Fin du jeu | — | automatic |
 *
 * Rulebook sections implemented, each tagged `@rulebook` in the code: Matériel du jeu,
 * Préparation (with the seat compensation), La règle d'or, Préparation d'un nouveau tour,
 * Tour de jeu, Exécuter une action (1. Bonus, 2. Ouvriers bleus), 3.1 Généralités sur les
 * actions, 3.2.1.1-3.2.1.4 the paid actions, 3.2.2.1-3.2.2.4 the free actions, 3 Passer,
 * 4 Récompenses pour les navires achevés, 5 Action supplémentaire, 6 Fin de la phase action,
 * Fin du tour, Fin du jeu (goods, ships, leftovers, ties).
 *
 * Each rule's code carries a `@rulebook` tag naming the section of the French rulebook it
 * implements; the rulings on ambiguous points are in `docs/nauticus/rulings.md` (N1-N23).
 *
 * ## Component data
 * The tile counts are printed in the rulebook ({@link BOX}). The board (bonus and prices
 * at each position), the blue workers of the turntable and the item order on the blue
 * tiles are data ({@link Board}) with a provenance. The default {@link SYNTHETIC_BOARD} is
 * **synthetic**: the printed values are not public; it keeps every fact the rulebook fixes
 * and says so through `nauticus.components(state)`. Pass `board` in the config to play
 * with a transcription of the real board (see `docs/nauticus/data.md`).
 *
 * @module nauticus
 */
export { nauticus } from './game.js';
/** @category Config */
export type { NauticusConfig } from './config.js';
export { NauticusConfigCodec } from './config.js';
export type { Crest, Emblem, Good, GoodCounts, HullPart, Mast, Piece, PieceCounts, Sail } from './components.js';
export {
  BOX,
  CRESTS,
  EMBLEMS,
  GOODS,
  HULL_PARTS,
  MASTS,
  PIECES,
  SAILS,
  WAREHOUSE_SPACES,
  GoodCodec,
  HullPartCodec,
  PieceCodec,
  PieceCountsCodec,
  spacesOf,
} from './components.js';
export type { ActionTile, BlueTile, Board, BoardPosition, Bonus, TileSlots } from './board.js';
export {
  ACTION_TILES,
  BLUE_TILES,
  BONUSES,
  SYNTHETIC_BOARD,
  ActionTileCodec,
  BoardCodec,
  BonusCodec,
  blueWorkersAt,
  boardProblems,
  checkBoard,
  itemsOf,
  printedPrice,
} from './board.js';
export type {
  BonusMove,
  CrownMove,
  DeliverMove,
  Destination,
  EndTurnMove,
  ExtraMove,
  FinishMove,
  NauticusMove,
  PassMove,
  RewardGoodsMove,
  RewardMove,
  SelectMove,
  TakeFreeMove,
  TransportMove,
  BuyMove,
  UseMove,
  WithdrawMove,
} from './moves.js';
export { NauticusMoveCodec } from './moves.js';
export type {
  Activity,
  ExtraUse,
  FinalTally,
  NauticusDraft,
  NauticusRules,
  NauticusState,
  PendingRewards,
  PhaseRecord,
  PlayerState,
  Reward,
  RoundSummary,
  Ship,
  Step,
  TurnState,
} from './state.js';
export { REWARDS } from './state.js';
export { NauticusStateCodec, stateProblem } from './consistency.js';
export type { NauticusView, PlayerView, PositionView } from './view.js';
export { compensation, START } from './setup.js';
export { ACTION_PHASES, roundsFor } from './rules/round.js';
export { CROWN_CAP, DUPLICATE_PRICE, EXTRA_PRICE, WITHDRAW_COINS, crownGain, priceOf } from './rules/actions.js';
export { REWARD_COINS, REWARD_LIMIT, REWARD_POINTS, REWARD_WORKERS } from './rules/rewards.js';
export { PASS_PENALTIES, finalTally, goodsPoints, leftoverCoins, passPenalty, shipPoints } from './rules/scoring.js';
export { crownsOf, hullClosed, isComplete, shipCrest, warehouseRoom } from './rules/shipyard.js';
