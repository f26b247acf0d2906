/**
 * Re-dealing what a viewer cannot see: for information-set search, and for the test
 * that views leak nothing.
 *
 * @module
 */
import { cloneJson } from '../core/clone.js';
import type { Draft } from '../core/draft.js';
import type { Viewer } from '../core/game.js';
import type { Seed } from '../core/seed.js';
import { Random } from '../core/random.js';
import { ROLES, sortCards, type Card, type Role } from './cards.js';
import type { MeutererState } from './state.js';

/**
 * A state the viewer cannot tell from `state`: the cards the viewer cannot see (other
 * hands, the Lademeister's new cards, deck and discard) are shuffled together and dealt
 * back in the same sizes; face-down action cards of others are permuted with those still
 * in the centre; the generator is re-seeded.
 */
export function determinize(state: MeutererState, viewer: Viewer, seed: Seed): MeutererState {
  const d = cloneJson(state) as Draft<MeutererState>;
  const random = Random.seeded(seed);
  const sees = (seat: number): boolean => viewer === seat;

  // Cards.
  const pool: Card[] = [...d.deck, ...d.discard];
  d.hands.forEach((hand, seat) => {
    if (!sees(seat)) pool.push(...hand);
  });
  const loader = d.loader;
  const redealLoader = loader !== null && !sees(loader.player);
  if (loader !== null && redealLoader) pool.push(...loader.drawn);
  const shuffled = random.shuffle(sortCards(pool));
  const take = (n: number): Card[] => shuffled.splice(0, n);
  d.hands = d.hands.map((hand, seat) => (sees(seat) ? hand : sortCards(take(hand.length))));
  if (loader !== null && redealLoader) loader.drawn = take(loader.drawn.length);
  d.discard = take(d.discard.length);
  d.deck = take(d.deck.length);

  // Face-down action cards.
  if (!d.revealed) {
    const chooserSeesSupply = d.phase === 'chooseRole' && sees(d.turn);
    const hiddenSeats = d.roles.flatMap((role, seat) => (role !== null && !sees(seat) ? [seat] : []));
    const rolePool: Role[] = hiddenSeats.map((seat) => d.roles[seat] as Role);
    if (!chooserSeesSupply) rolePool.push(...d.roleSupply);
    const dealt = random.shuffle(rolePool);
    for (const seat of hiddenSeats) d.roles[seat] = dealt.shift() as Role;
    if (!chooserSeesSupply) d.roleSupply = sortRoles(dealt);
  }

  d.rng = random.fork(state.rng.generator);
  return d;
}

function sortRoles(roles: Role[]): Role[] {
  return roles.sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b));
}
