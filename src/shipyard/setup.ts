/**
 * Setting up a Shipyard table.
 *
 * @module
 */
import { right, type Either } from '../core/either.js';
import { invalidConfig, type RuleError } from '../core/errors.js';
import type { Random } from '../core/random.js';
import { checkComponents, withDefaults, type ComponentOverrides, type ShipyardComponents } from './data/index.js';
import type { ShipyardConfig } from './config.js';
import { ACTIONS, noPieces, type Action, type ShipKind } from './items.js';
import { countdownStart, beginTurn } from './rules/turn.js';
import type { NextState, PlayerState, ShipyardState } from './state.js';

/**
 * Florins each player starts with. @rulebook Préparation: « Six florins ».
 *
 * @group Rules
 */
export const STARTING_FLORINS = 6;
/**
 * Contracts of each colour dealt to each player. @rulebook Préparation: « 3 contrats verts et 3 contrats bleus ».
 *
 * @group Rules
 */
export const CONTRACTS_DEALT = 3;
/** Cards in each display column. */
const ROWS = 5;


/**
 * The action cards in play: all eight with 4 players, all but the subsidy otherwise. @rulebook Préparation, 9.
 *
 * @group Rules
 */
export function actionsInPlay(players: number): Action[] {
  return ACTIONS.filter((a) => a !== 'subsidy' || players === 4);
}

/**
 * `ids` (which must be cards of `pool`, each once) on top, then the rest of `pool` in the
 * given (shuffled) order; or an error message.
 */
function stack(pool: readonly number[], ids: readonly string[] | undefined, idOf: (i: number) => string, what: string): number[] | string {
  if (ids === undefined) return pool.slice();
  const top: number[] = [];
  for (const id of ids) {
    const i = pool.find((c) => idOf(c) === id);
    if (i === undefined) return `${what}: '${id}' is not a card of that deck`;
    if (top.includes(i)) return `${what}: '${id}' is listed twice`;
    top.push(i);
  }
  return [...top, ...pool.filter((c) => !top.includes(c))];
}

/** Deals `count` columns of 5 from the top of `deck`, bottom row first (ruling S24). */
function deal(deck: number[], count = 1): (number | null)[][] {
  return Array.from({ length: count }, () => Array.from({ length: ROWS }, () => deck.shift() ?? null));
}

/** The indices 0..n-1. */
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/**
 * The track: the printed cards on their spaces, the subsidy on its space with 4 players,
 * the others in random order on the spaces between.
 *
 * @rulebook Préparation, 8-10.
 */
function layTrack(data: ShipyardComponents, players: number, random: Random, fixed: ShipyardConfig['arrangement']): (Action | null)[] | string {
  const board = data.board;
  const track: (Action | null)[] = new Array<Action | null>(board.trackLength).fill(null);
  const inPlay = actionsInPlay(players);
  if (fixed?.track !== undefined) {
    const actions = fixed.track.map((p) => p.action);
    if (new Set(actions).size !== actions.length || actions.length !== inPlay.length || inPlay.some((a) => !actions.includes(a))) {
      return `the track must place exactly the cards in play: ${inPlay.join(', ')}`;
    }
    for (const p of fixed.track) {
      if (p.space >= board.trackLength || track[p.space] !== null) return `track space ${p.space} is off the track or used twice`;
      track[p.space] = p.action;
    }
  } else {
    for (const p of board.trackFixed) track[p.space] = p.action;
    const rest = random.shuffle(inPlay.filter((a) => a !== 'subsidy' && !board.trackFixed.some((p) => p.action === a)));
    board.trackRandom.forEach((space, i) => (track[space] = rest[i] ?? null));
    if (players === 4) track[board.subsidySpace] = 'subsidy';
  }
  if (track[0] === null) return 'a card must start on the start space (space 0)';
  if (track[1] !== null) return 'the space ahead of the first card (space 1) must be empty';
  return track;
}

/**
 * The ship decks: each kind shuffled, the two middle decks each shuffled and the larger
 * one put on top of the smaller; arranged cards go on top.
 *
 * @rulebook Le plateau de jeu, 1: « Combinez les deux paquets de milieux en un paquet en plaçant le
 *   paquet le plus grand sur le plus petit ».
 */
function shipDecks(data: ShipyardComponents, random: Random, fixed: ShipyardConfig['arrangement']): Record<ShipKind, number[]> | string {
  const cards = data.shipCards.cards;
  const of = (pred: (i: number) => boolean): number[] => random.shuffle(range(cards.length).filter(pred));
  const a = of((i) => cards[i]?.kind === 'middle' && cards[i]?.back === 'A');
  const b = of((i) => cards[i]?.kind === 'middle' && cards[i]?.back === 'B');
  const idOf = (i: number): string => cards[i]?.id ?? '';
  const decks = {
    bow: stack(of((i) => cards[i]?.kind === 'bow'), fixed?.bows, idOf, 'bows'),
    middle: stack(a.length >= b.length ? [...a, ...b] : [...b, ...a], fixed?.middles, idOf, 'middles'),
    stern: stack(of((i) => cards[i]?.kind === 'stern'), fixed?.sterns, idOf, 'sterns'),
  };
  for (const d of Object.values(decks)) if (typeof d === 'string') return d;
  return decks as Record<ShipKind, number[]>;
}

/** Each seat's contracts: 3 green and 3 blue, dealt at random or as arranged. */
function dealContracts(data: ShipyardComponents, players: number, random: Random, fixed: ShipyardConfig['arrangement']): { hands: number[][]; box: number[] } | string {
  const list = data.contracts.contracts;
  const byColour = (colour: 'green' | 'blue'): number[] => random.shuffle(range(list.length).filter((i) => list[i]?.colour === colour));
  const green = byColour('green');
  const blue = byColour('blue');
  let hands: number[][];
  if (fixed?.contracts !== undefined) {
    if (fixed.contracts.length !== players) return `arrangement.contracts needs one list per seat (${players})`;
    hands = [];
    for (const ids of fixed.contracts) {
      const hand = ids.map((id) => list.findIndex((c) => c.id === id));
      if (hand.some((i) => i < 0)) return 'arrangement.contracts names an unknown contract';
      const greens = hand.filter((i) => list[i]?.colour === 'green').length;
      if (hand.length !== 2 * CONTRACTS_DEALT || greens !== CONTRACTS_DEALT) return 'each seat gets 3 green and 3 blue contracts';
      hands.push(hand);
    }
    if (new Set(hands.flat()).size !== hands.flat().length) return 'a contract is dealt twice';
  } else {
    hands = range(players).map((seat) => [
      ...green.slice(seat * CONTRACTS_DEALT, (seat + 1) * CONTRACTS_DEALT),
      ...blue.slice(seat * CONTRACTS_DEALT, (seat + 1) * CONTRACTS_DEALT),
    ]);
  }
  const dealt = new Set(hands.flat());
  const box = [...green, ...blue].filter((i) => !dealt.has(i)).sort((x, y) => x - y);
  return { hands, box };
}

/**
 * The employee oval: the brown deck (every employee once) dealt round the oval, 3 a
 * space, each covered by its twin from the other deck with 3-4 players.
 *
 * @rulebook Préparation, 13-15; « pour votre première partie ... chaque groupe de trois cartes ait un
 *   recruteur vert ou un ingénieur marron ».
 */
function layOval(data: ShipyardComponents, players: number, random: Random, config: ShipyardConfig): number[][][] | string {
  const list = data.employees.employees;
  const spaces = data.board.employeeSpaces;
  let order: number[];
  if (config.arrangement?.employees !== undefined) {
    const ids = config.arrangement.employees;
    if (ids.length !== spaces || ids.some((s) => s.length !== 3)) return `arrangement.employees needs ${spaces} spaces of 3 ids`;
    order = ids.flat().map((id) => list.findIndex((e) => e.id === id));
    if (order.some((i) => i < 0) || new Set(order).size !== list.length) return 'arrangement.employees must list every employee once';
  } else if (config.firstGame === true) {
    const helper = (i: number): boolean => ['engineer', 'recruiter'].includes(list[i]?.effect.kind ?? '');
    const helpers = random.shuffle(range(list.length).filter(helper));
    const others = random.shuffle(range(list.length).filter((i) => !helper(i)));
    const first = helpers.splice(0, spaces);
    const rest = random.shuffle([...helpers, ...others]);
    order = range(spaces).flatMap((s) => [first[s], ...rest.splice(0, 3 - (first[s] === undefined ? 0 : 1))].filter((i): i is number => i !== undefined));
  } else {
    order = random.shuffle(range(list.length));
  }
  const copies = players === 2 ? 1 : 2;
  return range(spaces).map((s) => order.slice(3 * s, 3 * s + 3).map((e) => new Array<number>(copies).fill(e)));
}

/**
 * Sets up the table: shipyards, a train with one of each commodity, 6 florins and 3 + 3
 * secret contracts per player; the ship, train and canal displays; the action cards on
 * the track; the countdown marker; random sectors for the equipment, crew and employee
 * markers, the exchange marker on its printed space; the employee oval.
 *
 * @rulebook Préparation de la partie; Le plateau de jeu.
 *
 * @group Rules
 */
export function setupShipyard(config: ShipyardConfig, random: Random): Either<RuleError, ShipyardState> {
  const players = config.players;
  const overrides: ComponentOverrides = Object.fromEntries(Object.entries(config.components ?? {}).filter(([, v]) => v !== undefined));
  const data = withDefaults(overrides);
  // The defaults are valid (a test checks it), so only a table that overrides some data
  // pays for checking it: the check costs as much as 2-5% of a whole random game.
  const problem = Object.keys(overrides).length === 0 ? null : checkComponents(data);
  if (problem !== null) return invalidConfig(`Invalid component data at components.${problem}.`);
  if (config.firstPlayer !== undefined && config.firstPlayer >= players) return invalidConfig(`firstPlayer: there is no seat index ${config.firstPlayer} with ${players} players (seat indices count from 0).`);
  const fixed = config.arrangement;

  const track = layTrack(data, players, random, fixed);
  if (typeof track === 'string') return invalidConfig(track);
  const decks = shipDecks(data, random, fixed);
  if (typeof decks === 'string') return invalidConfig(decks);
  const trainDeck = stack(random.shuffle(range(data.trains.deck.length)), fixed?.trains, (i) => data.trains.deck[i]?.id ?? '', 'trains');
  if (typeof trainDeck === 'string') return invalidConfig(trainDeck);
  const canalDeck = stack(random.shuffle(range(data.canals.cards.length)), fixed?.canals, (i) => data.canals.cards[i]?.id ?? '', 'canals');
  if (typeof canalDeck === 'string') return invalidConfig(canalDeck);
  const contracts = dealContracts(data, players, random, fixed);
  if (typeof contracts === 'string') return invalidConfig(contracts);
  const oval = layOval(data, players, random, config);
  if (typeof oval === 'string') return invalidConfig(oval);

  const board = data.board;
  const sector = <T>(ring: readonly T[], wanted: T | undefined, what: string): number | string => {
    if (wanted === undefined) return random.int(0, ring.length - 1);
    const i = ring.indexOf(wanted);
    return i < 0 ? `${what}: no sector '${String(wanted)}'` : i;
  };
  const equipment = sector(board.equipmentRing, fixed?.equipmentMarker, 'equipmentMarker');
  const crew = sector(board.crewCircle, fixed?.crewMarker, 'crewMarker');
  if (typeof equipment === 'string') return invalidConfig(equipment);
  if (typeof crew === 'string') return invalidConfig(crew);
  if (fixed?.employeeMarker !== undefined && fixed.employeeMarker >= board.employeeSpaces) return invalidConfig(`There is no oval space ${fixed.employeeMarker}.`);
  const employee = fixed?.employeeMarker ?? random.int(0, board.employeeSpaces - 1);
  const firstPlayer = config.firstPlayer ?? random.int(0, players - 1);

  const [bow = []] = deal(decks.bow);
  const middle = deal(decks.middle, 2);
  const [stern = []] = deal(decks.stern);
  const [trainDisplay = []] = deal(trainDeck);
  const [canalDisplay = []] = deal(canalDeck);

  const seats = range(players).map(
    (seat): PlayerState => ({
      florins: STARTING_FLORINS,
      score: 0,
      held: [],
      turns: 0,
      yard: new Array(board.yardSize).fill(null),
      pieces: noPieces(),
      trains: [data.trains.deck.length + seat],
      employees: [],
      contracts: contracts.hands[seat] ?? [],
      discarded: [],
      canals: [],
      boat: null,
      usedCanals: 0,
      fleet: [],
      dismantled: 0,
    }),
  );

  // The state as one object literal, fields in the order `copyState` (edit.ts) copies them.
  const d: NextState = {
    game: 'shipyard',
    // The state carries every data set it is played with, so that a saved game does not
    // depend on the defaults of the library version that reads it.
    rules: { players, strictCanals: config.strictCanals === true, components: data },
    era: 'play',
    step: 'choose',
    current: firstPlayer,
    firstPlayer,
    turnNumber: 0,
    track,
    lead: 0,
    countdown: countdownStart(players),
    lapEnded: false,
    earlyEnd: decks.bow.length === 0 || decks.middle.length === 0 || decks.stern.length === 0,
    chosen: null,
    act: null,
    trial: null,
    discards: seats.map(() => ({ green: 0, blue: 0 })),
    players: seats,
    ships: { bow, middle, stern },
    shipDecks: decks,
    trainDisplay,
    trainDeck,
    trainDiscard: [],
    canalDisplay,
    canalDeck,
    canalDiscard: [],
    markers: { equipment, crew, employee, exchange: board.exchangeStart },
    oval,
    contractBox: contracts.box,
    rng: random.state(),
    events: [],
  };
  // No copy before the first turn begins: the state is made of fresh arrays and objects and
  // of the component data, which is either the frozen defaults or the config's private
  // decoded copy; and the rules replace what they change (see `edit.ts`).
  beginTurn(d);
  d.events = [];
  return right(d);
}
