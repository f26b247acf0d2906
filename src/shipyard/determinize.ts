/**
 * Re-dealing what a viewer cannot see: for information-set search, and for the test that
 * views leak nothing.
 *
 * @module
 */
import type { Viewer } from '../core/game.js';
import type { Seed } from '../core/seed.js';
import { Random } from '../core/random.js';
import { dataOf } from './components.js';
import { copyState } from './edit.js';
import type { ShipyardState } from './state.js';

/**
 * A state the viewer cannot tell from `state`: every deck is shuffled (the middle deck
 * keeps the order of its two backs), the contracts the viewer cannot see (the other
 * players' until the end, their discards, the box) are re-dealt colour for colour, and
 * the generator is re-seeded.
 *
 * Only the re-dealt lists are new; everything else (the component data above all) is
 * shared with `state`, as between a state and the next (see `edit.ts`): a search that
 * re-deals for every simulation then pays for the decks, not for the whole table.
 *
 * @group Rules
 */
export function determinize(state: ShipyardState, viewer: Viewer, seed: Seed): ShipyardState {
  const d = copyState(state);
  const random = Random.seeded(seed);
  const data = dataOf(state);

  // The draws keep their order (bows, sterns, middles by back, trains, canals, contracts
  // by colour): a seed re-deals the same way from release to release.
  const bow = random.shuffle(state.shipDecks.bow);
  const stern = random.shuffle(state.shipDecks.stern);
  const middle = state.shipDecks.middle.slice();
  const cards = data.shipCards.cards;
  for (const back of ['A', 'B'] as const) {
    const positions = middle.flatMap((c, i) => (cards[c]?.back === back ? [i] : []));
    const dealt = random.shuffle(positions.map((i) => middle[i] as number));
    positions.forEach((p, k) => (middle[p] = dealt[k] as number));
  }
  d.shipDecks = { ...state.shipDecks, bow, middle, stern };
  d.trainDeck = random.shuffle(state.trainDeck);
  d.canalDeck = random.shuffle(state.canalDeck);

  // Copies of the hidden contract lists, re-dealt in place below and then put in the state.
  const contracts = data.contracts.contracts;
  const box = state.contractBox.slice();
  const hands = state.players.map((p, seat) => (viewer === seat ? null : { discarded: p.discarded.slice(), contracts: p.contracts.slice() }));
  const hidden: number[][] = [box];
  for (const hand of hands) {
    if (hand === null) continue;
    hidden.push(hand.discarded);
    if (state.era !== 'over') hidden.push(hand.contracts);
  }
  for (const colour of ['green', 'blue'] as const) {
    const slots = hidden.flatMap((list) => list.flatMap((c, i) => (contracts[c]?.colour === colour ? [[list, i] as const] : [])));
    const dealt = random.shuffle(slots.map(([list, i]) => list[i] as number));
    slots.forEach(([list, i], k) => (list[i] = dealt[k] as number));
  }
  d.contractBox = box.sort((a, b) => a - b);
  d.players = state.players.map((p, seat) => {
    const hand = hands[seat];
    return hand === null || hand === undefined ? p : { ...p, contracts: hand.contracts, discarded: hand.discarded };
  });

  d.rng = random.fork(state.rng.generator);
  return d;
}
