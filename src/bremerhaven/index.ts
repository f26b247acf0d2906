/**
 * # Bremerhaven
 *
 * Running a harbour (Robert Auerochs, Lookout Games 2013), for 1 to 4 players: the long
 * game and the short game for 2-4, and the solo game against a dummy player. Players bid
 * Influence cards face down on Town actions, Ships and Contracts, then unload goods
 * through their storage onto contracts, expand their harbour and gather prestige. The
 * score is money × prestige.
 *
 * ```ts
 * import { bremerhaven } from 'nautical-rules/bremerhaven';
 *
 * const start = bremerhaven.setup({ players: 3, variant: 'short' }, 7);
 * if (start._tag === 'Left') throw new Error(start.left.message);
 * let state = start.right;
 * while (!bremerhaven.isOver(state)) {
 *   const seat = bremerhaven.activePlayers(state)[0]!; // several seats may act at once
 *   const move = bremerhaven.legalMoves(state, seat)[0]!; // your bot or your player here
 *   const next = bremerhaven.apply(state, move);
 *   if (next._tag === 'Right') state = next.right;
 * }
 * console.log(bremerhaven.result(state).ranking);
 * ```
 *
 * ## Moves, phase by phase
 * | Phase (rulebook) | `state.phase` | Moves |
 * | --- | --- | --- |
 * | The short game / solo: starting goods | `startingGoods` (simultaneous) | {@link StartingGoodMove} |
 * | The Bidding phase | `bidding` | {@link BidMove} (the dummy bids by itself) |
 * | 1.0 Parking lot, 1.1 Building cards | — | automatic |
 * | 1.2 Building permit | `permits` (simultaneous) | {@link BollardMove}, {@link UncoverMove}, {@link BuildMove}, {@link EndPermitsMove} |
 * | 1.3 Grow influence | `grow` (simultaneous) | {@link GrowMove}, {@link SkipGrowMove} (free growth is automatic) |
 * | 1.4 Price cards | `prices` | {@link SetPricesMove}, {@link RotatePricesMove} (Commodity Exchange) |
 * | 1.5 Career ladder | `career` | {@link SwapRanksMove}, {@link KeepRanksMove}; income is automatic |
 * | 2. The Sea board | `ship` | {@link PlaceShipMove} |
 * | 3. The Land board | `contract` | {@link PlaceContractMove} |
 * | 4. Individual action phase | `harbour` (simultaneous) | {@link ProduceMove}, {@link UnloadMove}, {@link DeliverMove}, {@link PackMove}, {@link UnpackMove}, {@link EndHarbourMove} (4.3 and 4.4 follow automatically) |
 * | 5. Clean-up, End of the game | — | automatic |
 *
 * In the simultaneous steps `activePlayers` lists every seat that still decides; each
 * acts on its own harbour only, so the result does not depend on who moves first.
 *
 * Each rule's code carries a `@rulebook` tag naming the section of the English rulebook
 * it implements; the rulings on ambiguous points are in `docs/bremerhaven/rulings.md`
 * (B1-B30).
 *
 * ## What a seat receives
 * `table(state)` ({@link BremerhavenTable}) is sent once: players, variant, board width,
 * every card in play by id and the board values, with their provenance. `view(state, seat)`
 * ({@link BremerhavenView}) is sent after each move: only what changes, card ids resolved
 * by the table, under 8 KB of JSON with 4 players (about 5 KB at most). It holds what the
 * seat knows from earlier: the Price stack is face up with only its top card in sight;
 * the winner of 1.4 (or the Commodity Exchange's owner) goes through it and knows its whole
 * order from then on, and everyone remembers the cards seen put on top or moved to the
 * bottom (ruling B17). `fromView(table, view, seed)` samples a full state the seat could be
 * in; `moveLabel` gives each move a button text ("Bid 3 on the Feeder (2.2)") and
 * `moveGroup` a heading (the space bid on, or the step of the round); `describe` and
 * `describeStart` take an audience, and show a face-down bid's value only to its owner.
 * See `docs/bremerhaven/views.md`.
 *
 * ## Component data
 * The contents of the 48 Ship, 56 Contract, 20 Building, 24 Price and 18 Newspaper cards
 * and the printed board values (Cover card and bollard costs, the Progress track) are not
 * public. They are data ({@link ShipCard}, {@link ContractCard}, {@link BuildingCard},
 * {@link PriceCard}, {@link NewspaperCard}, {@link BoardData}), each set with a
 * provenance; the defaults ({@link DEFAULT_COMPONENTS}) are **synthetic**: they keep every
 * count and range the rulebook states, but the values are invented. `components(state)`
 * and the CLI say so. Pass `components` in the config to play with a transcription of the
 * printed cards (`docs/bremerhaven/data.md`).
 *
 * @document ../../docs/bremerhaven/rulings.md
 * @document ../../docs/bremerhaven/views.md
 * @document ../../docs/bremerhaven/data.md
 * @module bremerhaven
 */
export { bremerhaven } from './game.js';
export { moveTargets } from './targets.js';
/** @category Config */
export type { BremerhavenConfig, ComponentOverrides, Variant } from './config.js';
export { BremerhavenConfigCodec, ComponentOverridesCodec, VariantCodec } from './config.js';
export type { CargoType, Good, GoodCounts } from './goods.js';
export { GOODS, GoodCodec, CargoTypeCodec, GoodCountsCodec, spacesNeeded } from './goods.js';
export type { SpaceId, TownSpace } from './spaces.js';
export { SPACES, TOWN_SPACES, SEA_SPACES, LAND_SPACES, SpaceIdCodec, spaceName } from './spaces.js';
export type {
  Amount,
  BuildingCard,
  BuildingSet,
  CardSet,
  CardUse,
  ContractCard,
  ContractSet,
  DeckCard,
  EventEffect,
  NewspaperCard,
  NewspaperSet,
  PlayerIcons,
  PriceCard,
  PriceSet,
  Production,
  ShipCard,
  ShipSet,
} from './cards.js';
export {
  AmountCodec,
  BuildingCardCodec,
  BuildingSetCodec,
  ContractCardCodec,
  ContractSetCodec,
  EventEffectCodec,
  NewspaperCardCodec,
  NewspaperSetCodec,
  PlayerIconsCodec,
  PriceCardCodec,
  PriceSetCodec,
  ProductionCodec,
  ShipCardCodec,
  ShipSetCodec,
  checkBuildingSet,
  checkContractSet,
  checkNewspaperSet,
  checkPriceSet,
  checkShipSet,
  inGame,
} from './cards.js';
export type { BoardData, ProgressTrack } from './board.js';
export {
  BoardDataCodec,
  checkBoard,
  coverCost,
  bollardCost,
  BOLLARDS_PER_WALL,
  COLUMNS,
  COVERED_COLUMNS,
  DOCKS,
  LOADING_DOCKS,
  ROWS,
  SPACE_COUNT,
  STARTING_BOLLARDS,
  WALLS,
} from './board.js';
export type { BremerhavenComponents } from './data/index.js';
export { DEFAULT_COMPONENTS, RULEBOOK_COUNTS } from './data/index.js';
export { SYNTHETIC_SHIPS } from './data/ships.js';
export { SYNTHETIC_CONTRACTS } from './data/contracts.js';
export { SYNTHETIC_BUILDINGS } from './data/buildings.js';
export { SYNTHETIC_PRICES } from './data/prices.js';
export { SYNTHETIC_NEWSPAPERS } from './data/newspapers.js';
export { SYNTHETIC_BOARD } from './data/board.js';
export type {
  BidMove,
  BollardMove,
  BremerhavenMove,
  BuildMove,
  DeliverMove,
  EndHarbourMove,
  EndPermitsMove,
  GrowMove,
  KeepRanksMove,
  PackMove,
  PlaceContractMove,
  PlaceShipMove,
  ProduceMove,
  RotatePricesMove,
  SetPricesMove,
  SkipGrowMove,
  StartingGoodMove,
  SwapRanksMove,
  UncoverMove,
  UnloadMove,
  UnpackMove,
} from './moves.js';
export { BremerhavenMoveCodec } from './moves.js';
export type {
  AnyState,
  Bid,
  BremerhavenDraft,
  WorkingState,
  Writable,
  BremerhavenRules,
  BremerhavenState,
  DockedShip,
  Harbor,
  HarborDraft,
  Influence,
  LoadedContract,
  NewspaperRack,
  Participant,
  Phase,
  RoundProgress,
} from './state.js';
export { HarborCodec, InfluenceCodec } from './state.js';
export { BremerhavenStateCodec } from './state-codec.js';
export { BremerhavenTableCodec } from './seat-codecs.js';
export { BremerhavenViewCodec } from './view-codec.js';
export type { BidView, BremerhavenView, DeckView, DummyView, HarborView } from './view.js';
export type { BremerhavenTable } from './table.js';
export type { PriceMemory } from './price-memory.js';
export { PriceMemoryCodec, knownPrices } from './price-memory.js';
export { moveLabel, moveGroup } from './labels.js';
export { PHASES, moveTypes } from './coverage.js';
export type { SoloRating } from './scoring.js';
export { finalScore, soloRating } from './scoring.js';
export { INFLUENCE_VALUES, STARTING_MONEY, componentsOf, stackDeck, startingInfluence, tableSize } from './setup.js';
export type { Catalog, CatalogProvenance } from './catalog.js';
export { buildCatalog, cards, componentsProblems } from './catalog.js';
export { RANK_INCOME, exchangeOwner } from './rules/town.js';
export { permitCost, permitPrice, permitUses, type PermitUse } from './rules/permits.js';
export { HAND_SIZE, isOpen, openSpaces } from './rules/bidding.js';
export { SHORT_GAME_PROGRESS, refillRow } from './rules/cleanup.js';
export { STARTING_GOODS, startingGoodOptions } from './rules/start.js';
export { contractOutcome, type ContractOutcome } from './rules/harbour.js';
export { bidTotal, highestBid, winnerOf, difference } from './bids.js';
export {
  berthSize,
  capacity,
  contractComplete,
  contractNeeds,
  emptySpaces,
  fittingDocks,
  harbourPrestige,
  loadingDockOpen,
} from './harbor.js';
export { RANK_NAMES } from './log.js';
