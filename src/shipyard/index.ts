/**
 * # Shipyard
 *
 * Build ships in 1870 (Vladimír Suchý, Czech Games Edition 2009, first edition), for 2 to
 * 4 players. Each turn a player moves the action card of his previous turn to the head
 * of the track, puts a pawn on another card for income and its action (build ships, buy
 * freight trains, rent canals, manufacture equipment, recruit crew, hire employees,
 * exchange commodities, take a subsidy), may buy a bonus action for 6 florins, and sends
 * every ship he completed on a sea trial through his canals. Secret government contracts
 * score at the end.
 *
 * ```ts
 * import { shipyard } from 'nautical-rules/shipyard';
 *
 * const start = shipyard.setup({ players: 3 }, 7);
 * if (start._tag === 'Left') throw new Error(start.left.message);
 * let state = start.right;
 * while (!shipyard.isOver(state)) {
 *   const seat = shipyard.activePlayers(state)[0]!;
 *   const move = shipyard.legalMoves(state, seat)[0]!; // your bot or your player here
 *   const next = shipyard.apply(state, move);
 *   if (next._tag === 'Right') state = next.right;
 * }
 * console.log(shipyard.result(state).ranking);
 * ```
 *
 * ## Moves, step by step
 * | Step (rulebook) | `state.step` | Moves |
 * | --- | --- | --- |
 * | 1 Advance the action card (« Avancez la carte action ») | — | automatic at the start of a turn |
 * | 2 Choose a new action, 3 Collect your income (« Choisissez une nouvelle action », « Collectez votre revenu ») | `choose` | {@link ChooseActionMove} (income is automatic) |
 * | 4 Perform the actions (« Effectuez les actions ») | `act` | {@link BonusMove}, {@link FinishActionsMove}, and the action's own moves: |
 * | — Build Ships (« Construction de bateaux ») | `act` | {@link TakeShipCardMove} or {@link TakeSubstituteMove}, then {@link PlaceShipCardMove}; {@link EndBuildMove} |
 * | — Purchase Commodities (« Achat de marchandises ») | `act` | {@link BuyTrainMove} |
 * | — Rent Canal (« Location de canal ») | `act` | {@link RentCanalMove}, then {@link PlaceCanalMove} (or {@link PlaceBoatMove} for the first canal) |
 * | — Manufacture Equipment (« Fabrication des équipements ») | `act` | {@link ManufactureMove} |
 * | — Recruit Crew (« Recrutement de l'équipage ») | `act` | {@link RecruitMove} |
 * | — Hire Employee (« Embauche des employés ») | `act` | {@link HireMove} |
 * | — Exchange Commodities (« Échange de marchandises ») | `act` | {@link ExchangeTrainMove}, then {@link SellWagonMove} / {@link SwapWagonMove} per wagon |
 * | — Receive Subsidy (« Réception de subvention ») | `act` | {@link TakeSubsidyMove} |
 * | 5 Sea trial (« Test de navigabilité ») | `trial` | {@link ChooseShipMove}, {@link LoadMove}, {@link LaunchMove}, {@link SailMove} at junctions |
 * | Countdown: giving up contracts (« Compte à rebours ») | `discard` | {@link DiscardContractMove}, everyone concerned at once |
 * | Final action (« Action finale ») | `choose`, `act`, `trial` (`era: 'finalAction'`) | as a turn, no income, no bonus |
 * | Last chance: completing a ship (« Achèvement d'un bateau ») | `act`, `trial` (`era: 'finalChance'`) | one {@link TakeShipCardMove} / {@link TakeSubstituteMove} + {@link PlaceShipCardMove} that completes a ship, or {@link PassFinalChanceMove} |
 *
 * Forced steps run by themselves: a single ship waiting, nothing left to load, a canal
 * with one way on, a build that cannot take another card. Coverage reports use the phases
 * `choose`, `act`, `trial`, `discard` (normal play), then `finalAction`, `finalChance`
 * and `over`.
 *
 * ## What a seat receives
 * {@link ShipyardTable} (sent once: seats, first player, the canal option, the component
 * data) and, after each move, its {@link ShipyardView}: what changes, with what the seat
 * knows from earlier (its own contracts, the colours of everyone's, the ship cards that
 * left the game, the back of the middle deck's top card), so that `fromView` deals only
 * what it cannot know. `moveLabel` and `moveGroup` give button texts ("Take bow-09 (bows,
 * row 1)") and menu headings ("Build Ships: bows"); `describe(..., seat)` gives the seat's
 * own log. See `docs/shipyard/views.md`.
 *
 * ## Rulebook sections
 * Each rule's code carries a `@rulebook` tag naming the section of the French rulebook it
 * implements (quoted in French): Setup and the board (Préparation de la partie, Le plateau
 * de jeu: `setup.ts`); the turn, the first turn, the two-player game, steps 1 to 3 (Le
 * tour, Le premier tour, Partie à deux joueurs: `rules/track.ts`, `rules/turn.ts`); step 4
 * and the bonus action (`rules/actions.ts`); each action (`rules/build.ts`,
 * `rules/yard.ts`, `rules/trains.ts`, `rules/canals.ts`, `rules/rondels.ts`,
 * `rules/employees.ts`, `rules/exchange.ts`); step 5, the sea trial, speed, scoring
 * conditions and scoring (Test de navigabilité, Vitesse, Conditions pour le décompte,
 * Décompte: `rules/trial.ts`, `rules/voyage.ts`); government contracts and the countdown,
 * the end of the game, the final action, the last chance, winning (Contrats
 * gouvernementaux et compte à rebours, Fin de la partie, Action finale, Achèvement d'un
 * bateau, Gain de la partie: `rules/turn.ts`, `rules/contracts.ts`); the appendix on
 * employees and contracts (Annexe: `data/`, `rules/contracts.ts`). The rulings on
 * ambiguous points (S1–S27) are in `docs/shipyard/rulings.md`.
 *
 * ## Component data
 * Ship cards, canals, freight trains, employees, contracts and the board's values are
 * data ({@link ShipyardComponents}) with a provenance. The printed values are not public,
 * so every default set is **synthetic**: it keeps every count and value the rulebook
 * gives (104 ship cards, 24 canals, 14 trains, 24 different employees, the 18 contracts
 * it describes, 23 track spaces, display prices 0/1/1/2/2, the equipment ring's order)
 * and invents the rest. `shipyard.components(state)` says so, and the CLI prints it.
 * Pass `components` in the config to play with a transcription of the printed cards
 * (see `docs/shipyard/data.md`).
 *
 * @document ../../docs/shipyard/rulings.md
 * @document ../../docs/shipyard/views.md
 * @document ../../docs/shipyard/data.md
 * @module shipyard
 */
export { shipyard } from './game.js';
export { moveTargets } from './targets.js';
/** @category Config */
export type { ShipyardArrangement, ShipyardConfig } from './config.js';
export { ShipyardArrangementCodec, ShipyardConfigCodec } from './config.js';
export type {
  BoardData,
  CanalCard,
  CanalSet,
  CommodityPrices,
  ComponentOverrides,
  Contract,
  ContractMeasure,
  ContractScoring,
  ContractSet,
  Employee,
  EmployeeEffect,
  EmployeeSet,
  ExchangeTable,
  ShipCard,
  ShipCardSet,
  ShipFeature,
  ShipyardComponents,
  TrackPlacement,
  TrainCard,
  TrainSet,
} from './data/index.js';
export {
  BoardDataCodec,
  CanalCardCodec,
  CanalSetCodec,
  checkBoard,
  checkCanalSet,
  checkComponents,
  checkContractSet,
  checkEmployeeSet,
  checkShipCardSet,
  checkTrainSet,
  componentsProblems,
  ComponentOverridesCodec,
  ShipyardComponentsCodec,
  ContractCodec,
  ContractSetCodec,
  DATA_LIMITS,
  DEFAULT_COMPONENTS,
  EmployeeCodec,
  EmployeeSetCodec,
  SHIP_FEATURES,
  ShipCardCodec,
  ShipCardSetCodec,
  SYNTHETIC_BOARD,
  SYNTHETIC_CANALS,
  SYNTHETIC_CONTRACTS,
  SYNTHETIC_EMPLOYEES,
  SYNTHETIC_SHIP_CARDS,
  SYNTHETIC_TRAINS,
  TrainCardCodec,
  TrainSetCodec,
  withDefaults,
} from './data/index.js';
export type { Action, CanalIcon, Commodity, Crew, Edge, EmployeeColour, Equipment, Item, Mount, Pieces, Safety, ShipKind } from './items.js';
export { ACTION_NAME, ACTIONS, CANAL_ICONS, COMMODITIES, CREW, EDGES, EMPLOYEE_COLOURS, EQUIPMENT, ITEMS, MOUNT_OF, MOUNTS, SAFETY, SHIP_KINDS } from './items.js';
export type {
  BonusMove,
  ChooseActionMove,
  ChooseShipMove,
  DiscardContractMove,
  EndBuildMove,
  ExchangeTrainMove,
  FinishActionsMove,
  HireMove,
  LaunchMove,
  LoadMove,
  ManufactureMove,
  PassFinalChanceMove,
  PlaceBoatMove,
  PlaceCanalMove,
  PlaceShipCardMove,
  RecruitMove,
  RentCanalMove,
  SailMove,
  SellWagonMove,
  ShipColumn,
  ShipyardMove,
  SwapWagonMove,
  TakeShipCardMove,
  TakeSubsidyMove,
  TakeSubstituteMove,
  BuyTrainMove,
} from './moves.js';
export { SHIP_COLUMNS, ShipyardMoveCodec } from './moves.js';
export type {
  ActState,
  Boat,
  BoatFrom,
  ByColour,
  Doing,
  Era,
  FleetShip,
  Markers,
  PlacedCanal,
  PlayerState,
  ShipDisplay,
  ShipPart,
  ShipPoints,
  ShipyardDraft,
  ShipyardEvent,
  ShipyardRules,
  ShipyardState,
  StateOrDraft,
  NextState,
  Step,
  TrialState,
  TurnFields,
} from './state.js';
export { ShipyardStateCodec } from './state-codec.js';
export { ShipyardTableCodec } from './seat-codecs.js';
export { ShipyardViewCodec } from './view-codec.js';
export type { MiddleBacks, PlayerView, ShipDeckSizes, ShipyardView } from './view.js';
export type { ShipyardTable } from './table.js';
export type { HullFeatures } from './components.js';
export { dataOf, hullOf } from './components.js';
export type { Span } from './rules/yard.js';
export { completedShips, viable, canPlace } from './rules/yard.js';
export type { Income } from './rules/track.js';
export { incomeFor } from './rules/track.js';
export { baseSpeed, loadFits } from './rules/trial.js';
export { contractPoints, contractsKept, measure, scoreCount, traderPoints } from './rules/contracts.js';
export { minCost } from './rules/actions.js';
export { shipyardStrategy } from './strategy.js';
