/**
 * # Meuterer
 *
 * Mutiny on the high seas (Casasola Merkle, Adlung-Spiele 2000), for 3 or 4 players,
 * with the pirate variant. Players offer goods to sell on the islands the ship visits,
 * secretly take an action card (mutineer, cabin boy, mate, merchant, Lademeister), and
 * fight mutinies over where the ship sails next. 8 rounds with four players, 9 with three.
 *
 * ```ts
 * import { meuterer } from 'nautical-rules/meuterer';
 *
 * const start = meuterer.setup({ players: 4 }, 7);
 * if (start._tag === 'Left') throw new Error(start.left.message);
 * let state = start.right;
 * while (!meuterer.isOver(state)) {
 *   const seat = meuterer.activePlayers(state)[0]!;
 *   const move = meuterer.legalMoves(state, seat)[0]!; // your bot or your player here
 *   const next = meuterer.apply(state, move);
 *   if (next._tag === 'Right') state = next.right;
 * }
 * console.log(meuterer.result(state).ranking);
 * ```
 *
 * ## Moves, phase by phase
 * | Phase (rulebook) | `state.phase` | Moves |
 * | --- | --- | --- |
 * | 1 Choix de la carte de capitaine | `reward` | {@link OfferRewardMove} |
 * | 2 Offre des marchandises | `offer`, `chooseRole` | {@link PlayMove}, {@link PassMove}, then {@link TakeRoleMove} |
 * | 3 Révélation des cartes action | — | automatic |
 * | 4 La Mutinerie | `mutiny` | {@link AddConflictsMove} (one turn each, captain first) |
 * | 5 Distribution des PV | `sale` | {@link SellMove}, {@link NoSaleMove} (mutiny points are automatic) |
 * | 6 Déplacement du bateau | — | automatic |
 * | 7 Fin du tour | `loader` | {@link ReturnCardMove} (Lademeister only; the rest is automatic) |
 *
 * Each rule's code carries a `@rulebook` tag naming the section of the French rulebook it
 * implements; the rulings on ambiguous points are in `docs/meuterer/rulings.md`.
 *
 * ## Component data
 * The island values are data ({@link IslandSet}) with a provenance. The default
 * {@link STANDARD_ISLANDS} is `sourced-unverified`: one public source, not checked
 * against the cards. Pass `islands` in the config to use a transcription of your own.
 *
 * @module meuterer
 */
export { meuterer } from './game.js';
/** @category Config */
export type { MeutererConfig, MerchantFourWayTie } from './config.js';
export { MeutererConfigCodec } from './config.js';
export type { Card, Good, Role } from './cards.js';
export { CARDS, DECK_COMPOSITION, GOODS, ROLES, CardCodec, GoodCodec, RoleCodec } from './cards.js';
export type { Island, IslandSet } from './islands.js';
export { IslandCodec, IslandSetCodec, STANDARD_ISLANDS, accepts, checkIslandSet } from './islands.js';
export type {
  AddConflictsMove,
  MeutererMove,
  NoSaleMove,
  OfferRewardMove,
  PassMove,
  PlayMove,
  ReturnCardMove,
  SellMove,
  TakeRoleMove,
} from './moves.js';
export { MeutererMoveCodec } from './moves.js';
export type {
  LoaderState,
  MeutererDraft,
  MeutererRules,
  MeutererState,
  MutinyOutcome,
  MutinyState,
  Phase,
  PointsEntry,
  RoundSummary,
  Sale,
} from './state.js';
export { MeutererStateCodec } from './state.js';
export type { MeutererView, MutinyView, ReturnedCard } from './view.js';
export type { IslandProvenance, MeutererTable } from './table.js';
export { PHASES } from './state.js';
export { MOVE_TYPES } from './moves.js';
export { ROLE_NAME } from './names.js';
export { roundsFor } from './setup.js';
export { mutinySides } from './rules/mutiny.js';
export { activeIslands } from './rules/table.js';
