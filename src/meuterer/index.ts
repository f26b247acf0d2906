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
 * | 1 Choosing the captain card (« Choix de la carte de capitaine ») | `reward` | {@link OfferRewardMove} |
 * | 2 Offering goods (« Offre des marchandises ») | `offer`, `chooseRole` | {@link PlayMove}, {@link PassMove}, then {@link TakeRoleMove} |
 * | 3 Revealing the action cards (« Révélation des cartes action ») | — | automatic |
 * | 4 The mutiny (« La Mutinerie ») | `mutiny` | {@link AddConflictsMove} (one turn each, captain first) |
 * | 5 Scoring (« Distribution des PV ») | `sale` | {@link SellMove}, {@link NoSaleMove} (mutiny points are automatic) |
 * | 6 Moving the ship (« Déplacement du bateau ») | — | automatic |
 * | 7 End of the round (« Fin du tour ») | `loader` | {@link ReturnCardMove} (Lademeister only; the rest is automatic) |
 *
 * Each rule's code carries a `@rulebook` tag naming the section of the French rulebook it
 * implements; the rulings on ambiguous points are in `docs/meuterer/rulings.md`.
 *
 * ## What a seat receives
 * A server sends each seat the {@link MeutererTable} once (seats, rounds, rule options,
 * the islands and the deck's composition: nothing a config may fix in secret), then a
 * {@link MeutererView} after every move: the table as that seat sees it now, with what the
 * rules let it remember (the discard pile as counts per card, the cards known to be in a
 * hand after a pirate haul, the action cards it saw in the centre, the cards it put under
 * the deck as Lademeister). `meuterer.fromView(table, view, seed)` deals a full state the
 * seat could be in, so a client lists its own moves (`movesFromView`) and a bot searches
 * without the real state. `moveLabel` gives a button text with printed names ("Sell 2
 * wine on Hochland"), `moveGroup` a heading ("Sell on Hochland"). `describe` and
 * `describeStart` take an audience: a seat or `'spectator'` reads only what it may see,
 * `'all'` (the default) everything. See `docs/meuterer/views.md`.
 *
 * ## Component data
 * The island values are data ({@link IslandSet}) with a provenance. The default
 * {@link STANDARD_ISLANDS} is `sourced-unverified`: one public source, not checked
 * against the cards. Pass `islands` in the config to use a transcription of your own.
 *
 * @document ../../docs/meuterer/rulings.md
 * @document ../../docs/meuterer/views.md
 * @document ../../docs/meuterer/data.md
 * @module meuterer
 */
export { meuterer } from './game.js';
export { moveTargets } from './targets.js';
/** @category Config */
export type { MeutererConfig, MerchantFourWayTie } from './config.js';
export { MeutererConfigCodec } from './config.js';
export type { Card, Good, Role } from './cards.js';
export { CARDS, DECK_COMPOSITION, GOODS, ROLES, CardCodec, GoodCodec, RoleCodec } from './cards.js';
export type { Island, IslandSet } from './islands.js';
export { ISLAND_COUNT, IslandCodec, IslandSetCodec, STANDARD_ISLANDS, accepts, checkIslandSet, islandSetProblems } from './islands.js';
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
export { MeutererStateCodec } from './state-codec.js';
export { MeutererTableCodec } from './seat-codecs.js';
export { MeutererViewCodec } from './view-codec.js';
export type { MeutererView, MutinyView, ReturnedCard } from './view.js';
export type { IslandProvenance, MeutererTable } from './table.js';
export { PHASES } from './state.js';
export { MOVE_TYPES } from './moves.js';
export { ROLE_NAME } from './names.js';
export { roundsFor } from './setup.js';
export { mutinySides } from './rules/mutiny.js';
export { activeIslands } from './rules/table.js';
export { meutererStrategy } from './strategy.js';
