/**
 * Re-dealing what a viewer cannot see: for information-set search, and for the test that
 * views leak nothing.
 *
 * @module
 */
import { cloneJson } from '../core/clone.js';
import type { Viewer } from '../core/game.js';
import type { Seed } from '../core/seed.js';
import { Random } from '../core/random.js';
import { dataOf } from './components.js';
import type { ShipyardDraft, ShipyardState } from './state.js';

/**
 * A state the viewer cannot tell from `state`: every deck is shuffled (the middle deck
 * keeps the order of its two backs), the contracts the viewer cannot see (the other
 * players' until the end, their discards, the box) are re-dealt colour for colour, and
 * the generator is re-seeded.
 *
 * @group Rules
 */
export function determinize(state: ShipyardState, viewer: Viewer, seed: Seed): ShipyardState {
  const d = cloneJson(state) as ShipyardDraft;
  const random = Random.seeded(seed);
  const data = dataOf(state);

  d.shipDecks.bow = random.shuffle(d.shipDecks.bow);
  d.shipDecks.stern = random.shuffle(d.shipDecks.stern);
  const cards = data.shipCards.cards;
  for (const back of ['A', 'B'] as const) {
    const positions = d.shipDecks.middle.flatMap((c, i) => (cards[c]?.back === back ? [i] : []));
    const dealt = random.shuffle(positions.map((i) => d.shipDecks.middle[i] as number));
    positions.forEach((p, k) => (d.shipDecks.middle[p] = dealt[k] as number));
  }
  d.trainDeck = random.shuffle(d.trainDeck);
  d.canalDeck = random.shuffle(d.canalDeck);

  const contracts = data.contracts.contracts;
  const hidden: number[][] = [d.contractBox];
  d.players.forEach((p, seat) => {
    if (viewer === seat) return;
    hidden.push(p.discarded);
    if (d.era !== 'over') hidden.push(p.contracts);
  });
  for (const colour of ['green', 'blue'] as const) {
    const slots = hidden.flatMap((list) => list.flatMap((c, i) => (contracts[c]?.colour === colour ? [[list, i] as const] : [])));
    const dealt = random.shuffle(slots.map(([list, i]) => list[i] as number));
    slots.forEach(([list, i], k) => (list[i] = dealt[k] as number));
  }
  d.contractBox.sort((a, b) => a - b);

  d.rng = random.fork(state.rng.generator);
  return d;
}
