/**
 * The card types of Bremerhaven as data: Ship, Contract, Building, Price and Newspaper
 * cards, with their codecs and checks.
 *
 * The printed contents of these cards are not public. The engine reads every value from
 * these records, so a transcription of the printed cards can be passed in the config
 * (see `docs/bremerhaven/data.md`); the default set is synthetic (`data/`). Card ids are
 * `safeId`s: data, never a name that every object has, so that a custom set cannot reach
 * the machinery of the records that hold its cards.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, natural, oneOf, optional, safeId, taggedUnion } from '../core/codecs.js';
import { firstProblem, type DataProblem } from '../core/problems.js';
import { ProvenanceCodec, type Provenance } from '../core/provenance.js';
import { CargoTypeCodec, GOODS, GoodCodec, GoodCountsCodec, type CargoType, type Good, type GoodCounts } from './goods.js';
import { SpaceIdCodec, type SpaceId } from './spaces.js';

/**
 * How a card back marks a player count: `'all'` = the icon alone (long and short game),
 * `'long'` = the icon with the arrow below it (long game only).
 *
 * @rulebook Setup 1 Sea board: « ignore cards that have an arrow symbol → under that icon ».
 *
 * @group Components
 */
export type CardUse = 'all' | 'long';

/**
 * The player-count icons on a card back; a missing count means "not used with that many players".
 *
 * @group Components
 */
export interface PlayerIcons {
  readonly '2'?: CardUse | undefined;
  readonly '3'?: CardUse | undefined;
  readonly '4'?: CardUse | undefined;
}

/**
 * What Ship and Contract cards share: an id, a back number (pile 1-4) and player icons.
 *
 * @group Components
 */
export interface DeckCard {
  readonly id: string;
  /** The number on the card back: decks are stacked pile 1 on top, then 2, 3, 4. */
  readonly back: number;
  readonly players: PlayerIcons;
}

/**
 * A Ship card.
 *
 * @rulebook 2. The Sea board: lay time, carried cargo, required berth size, prestige value.
 *
 * @group Components
 */
export interface ShipCard extends DeckCard {
  readonly name: string;
  /** Rounds the ship stays: Time markers placed (1-5). */
  readonly layTime: number;
  /** The type of all its goods, or `'wild'` (the owner picks one type for the whole load). */
  readonly cargo: CargoType;
  /** How many goods it brings (1-5). */
  readonly cargoCount: number;
  /** Bollards needed on each of the dock's two quay walls (0-3). */
  readonly berth: number;
  /** Prestige while it stays in the harbour (1-5). */
  readonly prestige: number;
}

/**
 * Money and prestige, e.g. a contract's reward or penalty (zero = none).
 *
 * @group Components
 */
export interface Amount {
  readonly money: number;
  readonly prestige: number;
}

/**
 * A Contract card.
 *
 * @rulebook 3. The Land board: delivery time, required goods, contract penalty, reward.
 *
 * @group Components
 */
export interface ContractCard extends DeckCard {
  /** Rounds until due: Time markers placed (1-5). */
  readonly time: number;
  /** Required goods, 1 to 4; each wild may be any good. */
  readonly goods: readonly CargoType[];
  /** Paid when not completed in time or when the card cannot be placed (money up to 5, or prestige). */
  readonly penalty: Amount;
  /** Gained on top of the sale when completed in time (money up to 4, or prestige). */
  readonly reward: Amount;
}

/**
 * What a production building (cogwheel) makes in step 4.1: one good onto an empty
 * storage space, money, or money onto the Bank (which only pays penalties and charges).
 *
 * @group Components
 */
export type Production =
  | { readonly kind: 'good'; readonly good: Good }
  | { readonly kind: 'money'; readonly amount: number }
  | { readonly kind: 'bank'; readonly amount: number };

/**
 * A Building card, with its abilities in the engine's small vocabulary: production,
 * holding goods, the Commodity Exchange. A building with none is worth its prestige only.
 *
 * @rulebook 1.1 Building cards: « worth 0-3 prestige points »; 4.1 Produce; 4.2 « certain Buildings can hold goods ».
 *
 * @group Components
 */
export interface BuildingCard {
  readonly id: string;
  readonly name: string;
  /** Prestige once built (0-3). */
  readonly prestige: number;
  /** Production building (cogwheel), or `null`. */
  readonly production: Production | null;
  /** Storage spaces the building adds for goods (0 for most). */
  readonly storage: number;
  /** The Commodity Exchange: when nobody bids on 1.4, its owner may choose the Price card. */
  readonly commodityExchange: boolean;
}

/**
 * A Price card: the selling price of each good while it is on top of the stack.
 *
 * @rulebook 1.4 Price cards; 4.4 « Sell all the goods from a due Contract at the current rates ».
 *
 * @group Components
 */
export interface PriceCard {
  readonly id: string;
  readonly prices: GoodCounts;
}

/**
 * What an event does to every player: the engine's vocabulary for the newspaper events.
 * Charges may be paid with Bank money (FAQ); prestige losses are explicit losses.
 *
 * @group Components
 */
export type EventEffect =
  | { readonly kind: 'payMoney'; readonly amount: number }
  | { readonly kind: 'gainMoney'; readonly amount: number }
  | { readonly kind: 'losePrestige'; readonly amount: number }
  | { readonly kind: 'gainPrestige'; readonly amount: number }
  | { readonly kind: 'payPerShip'; readonly amount: number }
  | { readonly kind: 'payPerGood'; readonly amount: number };

/**
 * A Newspaper card: the "Ship ahoy!" side moves the Ship token and, in the solo game,
 * shows where the dummy bids; the other side is an event.
 *
 * @rulebook 5.1 Event, 5.2 Progress; The solo game.
 *
 * @group Components
 */
export interface NewspaperCard {
  readonly id: string;
  /** Spaces the Ship token advances (1 or more). */
  readonly progress: number;
  /** The space the solo dummy bids on (a 2-player layout space). */
  readonly soloSpace: SpaceId;
  /** The headline of the event side. */
  readonly headline: string;
  readonly effects: readonly EventEffect[];
}

/**
 * A set of cards of one kind with where their values come from.
 *
 * @group Components
 */
export interface CardSet<C> {
  readonly provenance: Provenance;
  readonly cards: readonly C[];
}

/**
 * The 48 Ship cards.
 *
 * @group Components
 */
export type ShipSet = CardSet<ShipCard>;
/**
 * The 56 Contract cards.
 *
 * @group Components
 */
export type ContractSet = CardSet<ContractCard>;
/**
 * The 20 Building cards.
 *
 * @group Components
 */
export type BuildingSet = CardSet<BuildingCard>;
/**
 * The 24 Price cards.
 *
 * @group Components
 */
export type PriceSet = CardSet<PriceCard>;
/**
 * The 18 Newspaper cards.
 *
 * @group Components
 */
export type NewspaperSet = CardSet<NewspaperCard>;

const CardUseCodec = oneOf(['all', 'long'] as const, 'CardUse');

/**
 * Codec for {@link PlayerIcons}.
 *
 * @group Codecs
 */
export const PlayerIconsCodec = codecFor<PlayerIcons>()(closed('PlayerIcons', {}, {
  '2': optional(CardUseCodec),
  '3': optional(CardUseCodec),
  '4': optional(CardUseCodec),
}));

/**
 * Codec for {@link ShipCard}.
 *
 * @group Codecs
 */
export const ShipCardCodec = codecFor<ShipCard>()(closed('ShipCard', {
  id: safeId,
  name: t.string,
  back: intRange(1, 4),
  players: PlayerIconsCodec,
  layTime: intRange(1, 5),
  cargo: CargoTypeCodec,
  cargoCount: intRange(1, 5),
  berth: intRange(0, 3),
  prestige: intRange(1, 5),
}));

/**
 * Codec for {@link Amount}.
 *
 * @group Codecs
 */
export const AmountCodec = codecFor<Amount>()(closed('Amount', { money: natural, prestige: natural }));

/**
 * Codec for {@link ContractCard}.
 *
 * @group Codecs
 */
export const ContractCardCodec = codecFor<ContractCard>()(closed('ContractCard', {
  id: safeId,
  back: intRange(1, 4),
  players: PlayerIconsCodec,
  time: intRange(1, 5),
  goods: t.readonlyArray(CargoTypeCodec),
  penalty: AmountCodec,
  reward: AmountCodec,
}));

/**
 * Codec for {@link Production}.
 *
 * @group Codecs
 */
export const ProductionCodec = codecFor<Production>()(taggedUnion('Production', 'kind', {
  good: closed('good', { kind: t.literal('good'), good: GoodCodec }),
  money: closed('money', { kind: t.literal('money'), amount: intRange(1, 99) }),
  bank: closed('bank', { kind: t.literal('bank'), amount: intRange(1, 99) }),
}));

/**
 * Codec for {@link BuildingCard}.
 *
 * @group Codecs
 */
export const BuildingCardCodec = codecFor<BuildingCard>()(closed('BuildingCard', {
  id: safeId,
  name: t.string,
  prestige: intRange(0, 3),
  production: t.union([ProductionCodec, t.null]),
  storage: intRange(0, 12),
  commodityExchange: t.boolean,
}));

/**
 * Codec for {@link PriceCard}.
 *
 * @group Codecs
 */
export const PriceCardCodec = codecFor<PriceCard>()(closed('PriceCard', { id: safeId, prices: GoodCountsCodec }));

const amountEffect = <K extends string>(kind: K) => closed(kind, { kind: t.literal(kind), amount: intRange(1, 99) });

/**
 * Codec for {@link EventEffect}.
 *
 * @group Codecs
 */
export const EventEffectCodec = codecFor<EventEffect>()(taggedUnion('EventEffect', 'kind', {
  payMoney: amountEffect('payMoney'),
  gainMoney: amountEffect('gainMoney'),
  losePrestige: amountEffect('losePrestige'),
  gainPrestige: amountEffect('gainPrestige'),
  payPerShip: amountEffect('payPerShip'),
  payPerGood: amountEffect('payPerGood'),
}));

/**
 * Codec for {@link NewspaperCard}.
 *
 * @group Codecs
 */
export const NewspaperCardCodec = codecFor<NewspaperCard>()(closed('NewspaperCard', {
  id: safeId,
  progress: intRange(1, 20),
  soloSpace: SpaceIdCodec,
  headline: t.string,
  effects: t.readonlyArray(EventEffectCodec),
}));

const setCodec = <C extends t.Mixed>(name: string, card: C) =>
  closed(name, { provenance: ProvenanceCodec, cards: t.readonlyArray(card) });

/**
 * Codec for {@link ShipSet}.
 *
 * @group Codecs
 */
export const ShipSetCodec = codecFor<ShipSet>()(setCodec('ShipSet', ShipCardCodec));
/**
 * Codec for {@link ContractSet}.
 *
 * @group Codecs
 */
export const ContractSetCodec = codecFor<ContractSet>()(setCodec('ContractSet', ContractCardCodec));
/**
 * Codec for {@link BuildingSet}.
 *
 * @group Codecs
 */
export const BuildingSetCodec = codecFor<BuildingSet>()(setCodec('BuildingSet', BuildingCardCodec));
/**
 * Codec for {@link PriceSet}.
 *
 * @group Codecs
 */
export const PriceSetCodec = codecFor<PriceSet>()(setCodec('PriceSet', PriceCardCodec));
/**
 * Codec for {@link NewspaperSet}.
 *
 * @group Codecs
 */
export const NewspaperSetCodec = codecFor<NewspaperSet>()(setCodec('NewspaperSet', NewspaperCardCodec));

/** Every problem of a set's ids (none, repeated), paths from the set's root. */
function idProblems(what: string, cards: readonly { readonly id: string }[]): DataProblem[] {
  const out: DataProblem[] = [];
  if (cards.length === 0) out.push({ path: 'cards', problem: `the ${what} set has no cards` });
  const seen = new Set<string>();
  for (const [i, c] of cards.entries()) {
    if (c.id === '') out.push({ path: `cards[${i}].id`, problem: `a ${what} card has an empty id` });
    else if (seen.has(c.id)) out.push({ path: `cards[${i}].id`, problem: `the ${what} id '${c.id}' is used twice` });
    seen.add(c.id);
  }
  return out;
}

/**
 * Every problem of a Ship set, with the path of its field from the set's root (ranges
 * are the codec's job); empty when it can be played with.
 *
 * @group Components
 */
export function shipSetProblems(set: ShipSet): DataProblem[] {
  return idProblems('ship', set.cards);
}

/**
 * Why a Ship set cannot be played with, or `null`: the first of `shipSetProblems`.
 *
 * @group Components
 */
export function checkShipSet(set: ShipSet): string | null {
  return firstProblem(shipSetProblems(set));
}

/**
 * Every problem of a Contract set, with the path of its field from the set's root
 * (`cards[3].goods`); empty when it can be played with.
 *
 * @rulebook 3. The Land board: « Contracts can require up to 4 goods »; « up to 5 money or
 *   even lose a prestige point »; « The reward may be up to 4 money or prestige ».
 *
 * @group Components
 */
export function contractSetProblems(set: ContractSet): DataProblem[] {
  const out = idProblems('contract', set.cards);
  for (const [i, c] of set.cards.entries()) {
    if (c.goods.length < 1 || c.goods.length > 4) out.push({ path: `cards[${i}].goods`, problem: `contract '${c.id}' must require 1 to 4 goods, found ${c.goods.length}` });
    if (c.penalty.money > 5) out.push({ path: `cards[${i}].penalty.money`, problem: `contract '${c.id}': a penalty is at most 5 money, found ${c.penalty.money}` });
    if (c.reward.money > 4) out.push({ path: `cards[${i}].reward.money`, problem: `contract '${c.id}': a reward is at most 4 money, found ${c.reward.money}` });
  }
  return out;
}

/**
 * Why a Contract set cannot be played with, or `null`: the first of `contractSetProblems`.
 *
 * @group Components
 */
export function checkContractSet(set: ContractSet): string | null {
  return firstProblem(contractSetProblems(set));
}

/**
 * Every problem of a Building set, with the path of its field from the set's root.
 *
 * @group Components
 */
export function buildingSetProblems(set: BuildingSet): DataProblem[] {
  return idProblems('building', set.cards);
}

/**
 * Why a Building set cannot be played with, or `null`: the first of `buildingSetProblems`.
 *
 * @group Components
 */
export function checkBuildingSet(set: BuildingSet): string | null {
  return firstProblem(buildingSetProblems(set));
}

/**
 * Every problem of a Price set, with the path of its field from the set's root.
 *
 * @group Components
 */
export function priceSetProblems(set: PriceSet): DataProblem[] {
  return idProblems('price', set.cards);
}

/**
 * Why a Price set cannot be played with, or `null`: the first of `priceSetProblems`.
 *
 * @group Components
 */
export function checkPriceSet(set: PriceSet): string | null {
  return firstProblem(priceSetProblems(set));
}

/**
 * Every problem of a Newspaper set, with the path of its field from the set's root: solo
 * bids use the 2-player layout.
 *
 * @rulebook The solo game: the dummy bids on the space the Newspaper card shows.
 *
 * @group Components
 */
export function newspaperSetProblems(set: NewspaperSet): DataProblem[] {
  const out = idProblems('newspaper', set.cards);
  for (const [i, c] of set.cards.entries()) {
    if (/^(sea|land)[34]$/.test(c.soloSpace)) out.push({ path: `cards[${i}].soloSpace`, problem: `newspaper '${c.id}': the solo icon must be a space of the 2-player layout, found '${c.soloSpace}'` });
  }
  return out;
}

/**
 * Why a Newspaper set cannot be played with, or `null`: the first of `newspaperSetProblems`.
 *
 * @group Components
 */
export function checkNewspaperSet(set: NewspaperSet): string | null {
  return firstProblem(newspaperSetProblems(set));
}

/**
 * Whether a Ship or Contract card is used with `players` players in this game length.
 *
 * @group Components
 */
export function inGame(card: DeckCard, players: number, long: boolean): boolean {
  const use = card.players[String(players) as '2' | '3' | '4'];
  return use === 'all' || (use === 'long' && long);
}

/**
 * The goods a contract names (wild symbols left out), for the short game's starting goods.
 *
 * @group Components
 */
export function namedGoods(card: ContractCard): Good[] {
  return GOODS.filter((g) => card.goods.includes(g));
}
