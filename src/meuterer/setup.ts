/**
 * Setting up a Meuterer table.
 *
 * @module
 */
import { right, type Either } from '../core/either.js';
import { invalidConfig, type RuleError } from '../core/errors.js';
import type { Random } from '../core/random.js';
import { fullDeck, ROLES, sortCards, tally, CARDS, type Card } from './cards.js';
import { checkIslandSet, STANDARD_ISLANDS, type Island } from './islands.js';
import type { MeutererConfig } from './config.js';
import type { MeutererState } from './state.js';
import { HAND_SIZE } from './rules/round.js';

/**
 * Rounds in a game: 8 with four players, 9 with three.
 *
 * @group Rules
 */
export function roundsFor(players: number): number {
  return players === 4 ? 8 : 9;
}


/**
 * Lays out the islands (standard circle unless shuffled), puts the ship on Hochland,
 * draws the captain, deals five cards each.
 *
 * @rulebook Mise en place; Un exemple de tour de jeu (the standard circle).
 *
 * @group Rules
 */
export function setupMeuterer(config: MeutererConfig, random: Random): Either<RuleError, MeutererState> {
  const players = config.players;
  const pirates = config.pirates ?? false;
  const set = config.islands ?? STANDARD_ISLANDS;
  const problem = checkIslandSet(set);
  if (problem !== null) return invalidConfig(`Invalid config: at config.islands.${problem}.`);

  let islands: Island[] = set.islands.slice();
  if (config.shuffleIslands === true) {
    const start = islands.find((i) => i.id === set.start) as Island;
    islands = [start, ...random.shuffle(islands.filter((i) => i.id !== set.start))];
  }
  const ship = islands.findIndex((i) => i.id === set.start);
  const pirateShip = pirates ? islands.findIndex((i) => i.id === set.pirateStart) : null;

  if (config.captain !== undefined && config.captain >= players) {
    return invalidConfig(`captain: there is no seat index ${config.captain} with ${players} players (seat indices count from 0).`);
  }
  const captain = config.captain ?? random.int(0, players - 1);

  const all = fullDeck(pirates);
  let hands: Card[][];
  let deck: Card[];
  if (config.hands === undefined) {
    if (config.deck !== undefined) return invalidConfig('A fixed deck needs fixed hands too.');
    const shuffled = random.shuffle(all);
    hands = Array.from({ length: players }, (_, i) => sortCards(shuffled.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE)));
    deck = shuffled.slice(players * HAND_SIZE);
  } else {
    if (config.hands.length !== players) return invalidConfig(`Expected ${players} hands, got ${config.hands.length}.`);
    const bad = config.hands.findIndex((h) => h.length !== HAND_SIZE);
    if (bad >= 0) return invalidConfig(`Hand ${bad} must hold ${HAND_SIZE} cards.`);
    hands = config.hands.map((h) => sortCards(h.slice()));
    const dealt = hands.flat();
    const rest = subtract(all, dealt);
    if (rest === null) return invalidConfig(`The hands hold cards the ${pirates ? 'pirate ' : ''}deck does not have.`);
    if (config.deck !== undefined) {
      const leftover = subtract(rest, config.deck);
      if (leftover === null || leftover.length > 0) {
        return invalidConfig(`Hands and deck together must be exactly the ${all.length}-card deck.`);
      }
      deck = config.deck.slice();
    } else {
      deck = random.shuffle(rest);
    }
  }

  return right({
    game: 'meuterer',
    rules: {
      players,
      rounds: roundsFor(players),
      pirates,
      merchantFourWayTie: config.merchantFourWayTie ?? 'top',
      islands,
      islandProvenance: set.provenance,
    },
    round: 1,
    phase: 'reward',
    captain,
    reward: null,
    ship,
    previousShip: null,
    pirateShip,
    hands,
    hauled: hands.map(() => []),
    offered: hands.map(() => []),
    passed: hands.map(() => false),
    roles: hands.map(() => null),
    revealed: false,
    roleSupply: [...ROLES],
    choosers: [],
    turn: captain,
    captainDestination: null,
    mutineerDestination: null,
    mutiny: null,
    saleIsland: null,
    sales: [],
    loader: null,
    refillQueue: [],
    scores: hands.map(() => 0),
    deck,
    discard: [],
    returned: [],
    rng: random.state(),
    history: [],
  });
}

/** `from` minus the multiset `take`, or `null` if `take` has cards `from` lacks. */
function subtract(from: readonly Card[], take: readonly Card[]): Card[] | null {
  const counts = tally(from);
  for (const c of take) {
    if (counts[c] <= 0) return null;
    counts[c]--;
  }
  return CARDS.flatMap((c) => Array.from({ length: counts[c] }, () => c));
}
