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
 * | Playing a round (« Tour de jeu »): the start player chooses an action | `select` | {@link SelectMove} (the bonus is taken at once) |
 * | 1. Bonus: a mast, sail or good of one's choice | `bonus` | {@link BonusMove} |
 * | 3. The actions (« Les actions »): each player in turn, from the start player | `turn` | uses of the action, one worker each: {@link BuyMove}, {@link TransportMove}, {@link WithdrawMove}, {@link DeliverMove}, {@link CrownMove}; then {@link FinishMove}; or {@link PassMove} instead |
 * | 3.1 the free tile for buying all four items | `turn` | {@link TakeFreeMove} |
 * | 4. Rewards for completed ships (« Récompenses pour les navires achevés ») | `turn` | {@link RewardMove}, {@link RewardGoodsMove} (one per mast) |
 * | 5. Extra action (« Action supplémentaire »), before or after the action | `turn` | {@link ExtraMove}, then its uses and {@link FinishMove}; {@link EndTurnMove} to decline it after the action |
 * | 6. End of the action phase, of the round, of the game (« Fin de la phase action », « Fin du tour », « Fin du jeu ») | — | automatic |
 *
 * Rulebook sections implemented, each tagged `@rulebook` in the code (with the French
 * title it carries there): components (« Matériel du jeu »), preparation with the seat
 * compensation (« Préparation »), the golden rule (« La règle d'or »), preparing a new round,
 * playing a round, performing an action (1. Bonus, 2. the turntable's blue workers), 3.1
 * actions in general, 3.2.1.1-3.2.1.4 the paid actions, 3.2.2.1-3.2.2.4 the free actions,
 * 3. passing, 4. rewards for completed ships, 5. the extra action, 6. the end of the action
 * phase, the end of the round, the end of the game (goods, ships, leftovers, ties).
 *
 * The rulings on ambiguous points are in `docs/nauticus/rulings.md` (N1-N25).
 *
 * ## What a seat receives
 * {@link NauticusTable} (`nauticus.table(state)`) is what never changes: seats, rounds,
 * the board with its provenance, the items of the blue tiles, the box; a server sends it
 * once. {@link NauticusView} (`nauticus.view(state, seat)`) is what changes: the current
 * round (tiles, blue workers, phases so far), the turn and the action under way with its
 * prices, every player's side, the supply. Everything is open, so every seat sees the
 * same; past rounds are told by the log, not kept in the view (ruling N24). The only
 * unknown, the layouts of later rounds, is dealt anew by `nauticus.fromView` (N25).
 * `nauticus.moveLabel` and `nauticus.moveGroup` give button texts and menu headings
 * («Buy a bow for 1 coin as a new ship», group «Buy a bow»); the logs
 * (`describe`, `describeStart`) read the same for every seat. See `docs/nauticus/views.md`.
 *
 * ## Component data
 * The tile counts are printed in the rulebook ({@link BOX}). The board (bonus and prices
 * at each position), the blue workers of the turntable and the item order on the blue
 * tiles are data ({@link Board}) with a provenance. The default {@link SYNTHETIC_BOARD} is
 * **synthetic**: the printed values are not public; it keeps every fact the rulebook fixes
 * and says so through `nauticus.components(state)`. Pass `board` in the config to play
 * with a transcription of the real board (see `docs/nauticus/data.md`).
 *
 * @document ../../docs/nauticus/rulings.md
 * @document ../../docs/nauticus/views.md
 * @document ../../docs/nauticus/data.md
 * @module nauticus
 */
export { nauticus } from './game.js';
export { moveTargets } from './targets.js';
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
export type { ActionTile, BlueTile, Board, BoardPosition, BoardProvenance, Bonus, TileSlots } from './board.js';
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
export { MOVE_TYPES, NauticusMoveCodec } from './moves.js';
export type {
  Activity,
  ExtraUse,
  FinalTally,
  NauticusDraft,
  Shallow,
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
export { NauticusTableCodec } from './seat-codecs.js';
export { NauticusViewCodec } from './view-codec.js';
export type { ItemPrice, NauticusView, PlayerView, PositionView } from './view.js';
export type { NauticusTable } from './table.js';
export { moveGroup, moveLabel, nextPassTile } from './labels.js';
export { BONUS_NAME, REWARD_NAME, TILE_NAME, aPiece, pieceName } from './names.js';
export { PHASES, phaseOf } from './phase.js';
export { compensation, START } from './setup.js';
export { ACTION_PHASES, roundsFor } from './rules/round.js';
export { CROWN_CAP, DUPLICATE_PRICE, EXTRA_PRICE, WITHDRAW_COINS, crownGain, priceOf } from './rules/actions.js';
export { REWARD_COINS, REWARD_LIMIT, REWARD_POINTS, REWARD_WORKERS } from './rules/rewards.js';
export { PASS_PENALTIES, finalTally, goodsPoints, leftoverCoins, passPenalty, shipPoints } from './rules/scoring.js';
export { crownsOf, hullClosed, isComplete, shipCrest, warehouseRoom } from './rules/shipyard.js';
export { nauticusStrategy } from './strategy.js';
