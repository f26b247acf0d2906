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
 * | 1 Avancez la carte action | — | automatic at the start of a turn |
 * | 2 Choisissez une nouvelle action, 3 Collectez votre revenu | `choose` | {@link ChooseActionMove} (income is automatic) |
 * | 4 Effectuez les actions | `act` | {@link BonusMove}, {@link FinishActionsMove}, and the action's own moves: |
 * | — Construction de bateaux | `act` | {@link TakeShipCardMove} or {@link TakeSubstituteMove}, then {@link PlaceShipCardMove}; {@link EndBuildMove} |
 * | — Achat de marchandises | `act` | {@link BuyTrainMove} |
 * | — Location de canal | `act` | {@link RentCanalMove}, then {@link PlaceCanalMove} (or {@link PlaceBoatMove} for the first canal) |
 * | — Fabrication des équipements | `act` | {@link ManufactureMove} |
 * | — Recrutement de l'équipage | `act` | {@link RecruitMove} |
 * | — Embauche des employés | `act` | {@link HireMove} |
 * | — Échange de marchandises | `act` | {@link ExchangeTrainMove}, then {@link SellWagonMove} / {@link SwapWagonMove} per wagon |
 * | — Réception de subvention | `act` | {@link TakeSubsidyMove} |
 * | 5 Test de navigabilité | `trial` | {@link ChooseShipMove}, {@link LoadMove}, {@link LaunchMove}, {@link SailMove} at junctions |
 * | Compte à rebours (contracts) | `discard` | {@link DiscardContractMove}, everyone concerned at once |
 * | Action finale | `choose`, `act`, `trial` (`era: 'finalAction'`) | as a turn, no income, no bonus |
 * | Achèvement d'un bateau | `act`, `trial` (`era: 'finalChance'`) | one {@link TakeShipCardMove} / {@link TakeSubstituteMove} + {@link PlaceShipCardMove} that completes a ship, or {@link PassFinalChanceMove} |
 *
 * Forced steps run by themselves: a single ship waiting, nothing left to load, a canal
 * with one way on, a build that cannot take another card.
 *
 * ## Rulebook sections
 * Each rule's code carries a `@rulebook` tag naming the section of the French rulebook it
 * implements: Préparation de la partie and Le plateau de jeu (`setup.ts`); Le tour, Le
 * premier tour, Partie à deux joueurs, steps 1 to 3 (`rules/track.ts`, `rules/turn.ts`);
 * 4) Effectuez les actions and the action bonus (`rules/actions.ts`); each action
 * (`rules/build.ts`, `rules/yard.ts`, `rules/trains.ts`, `rules/canals.ts`,
 * `rules/rondels.ts`, `rules/employees.ts`, `rules/exchange.ts`); 5) Test de navigabilité,
 * Vitesse, Conditions pour le décompte, Décompte (`rules/trial.ts`, `rules/voyage.ts`);
 * Contrats gouvernementaux et compte à rebours, Fin de la partie, Action finale,
 * Achèvement d'un bateau, Gain de la partie (`rules/turn.ts`, `rules/contracts.ts`); the
 * Annexe on employees and contracts (`data/`, `rules/contracts.ts`). The rulings on
 * ambiguous points (S1–S25) are in `docs/shipyard/rulings.md`.
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
 * @module shipyard
 */
export { shipyard } from './game.js';
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
  Doing,
  Era,
  FleetShip,
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
  Step,
  TrialState,
} from './state.js';
export { ShipyardStateCodec } from './state.js';
export type { PlayerView, ShipyardView } from './view.js';
export type { HullFeatures } from './components.js';
export { dataOf, hullOf } from './components.js';
export type { Span } from './rules/yard.js';
export { completedShips, viable, canPlace } from './rules/yard.js';
export type { Income } from './rules/track.js';
export { incomeFor } from './rules/track.js';
export { baseSpeed, loadFits } from './rules/trial.js';
export { contractPoints, contractsKept, measure, scoreCount, traderPoints } from './rules/contracts.js';
export { minCost } from './rules/actions.js';
