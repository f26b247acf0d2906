/**
 * Re-dealing what a viewer cannot see: for information-set search, and for the test that
 * views leak nothing.
 *
 * @module
 */
import type { Viewer } from '../core/game.js';
import type { Seed } from '../core/seed.js';
import { Random } from '../core/random.js';
import type { Bid, BremerhavenState, Participant, WorkingState } from './state.js';
import { harborToEdit } from './working.js';
import { cards, lookup } from './catalog.js';

/**
 * A state the viewer cannot tell from `state`:
 *
 * - each other participant's face-down bids and cards in hand are permuted among
 *   themselves (everyone knows which five cards a player owns, not where they went); the
 *   dummy's cards, which nobody sees, always are;
 * - the Ship and Contract decks are shuffled within each back number, keeping the visible
 *   sequence of backs;
 * - the Building stack is shuffled below its visible top card;
 * - the Newspaper stack is shuffled, keeping a top card with the same "Ship ahoy!" side in
 *   the long game (the solo game's stack is face down: all of it is re-dealt);
 * - the generator is re-seeded.
 *
 * @group Rules
 */
export function determinize(state: BremerhavenState, viewer: Viewer, seed: Seed): BremerhavenState {
  // Edited by replacement, as `perform` does (see WorkingState): what is not re-dealt is shared.
  const d: WorkingState = { ...state };
  const random = Random.seeded(seed);

  const bids: Bid[] = d.bids.slice();
  const participants: Participant[] = [...d.harbors.map((_, seat) => seat), ...(d.dummy === null ? [] : ['dummy' as const])];
  for (const p of participants) {
    if (p === viewer) continue;
    const hand = p === 'dummy' ? d.dummy?.hand : d.harbors[p]?.influence.hand;
    if (hand === undefined) continue;
    const hidden = d.revealed ? [] : bids.flatMap((b, i) => (b.by === p ? [i] : []));
    const pool = random.shuffle([...hidden.map((i) => (bids[i] as Bid).value), ...hand].sort((a, b) => a - b));
    hidden.forEach((at, i) => (bids[at] = { ...(bids[at] as Bid), value: pool[i] as number }));
    const rest = pool.slice(hidden.length);
    if (p === 'dummy') {
      if (d.dummy !== null) d.dummy = { ...d.dummy, hand: rest };
    } else {
      const h = harborToEdit(d, p);
      h.influence = { ...h.influence, hand: rest.sort((a, b) => a - b) };
    }
  }
  d.bids = bids;

  d.shipDeck = shuffleWithinBacks(random, d.shipDeck, (id) => lookup(cards(d).ships, id)?.back ?? 0);
  d.contractDeck = shuffleWithinBacks(random, d.contractDeck, (id) => lookup(cards(d).contracts, id)?.back ?? 0);
  d.buildingStack = [...d.buildingStack.slice(0, 1), ...random.shuffle(d.buildingStack.slice(1))];
  d.newspapers = { ...d.newspapers, stack: redealNewspapers(d, random) };

  d.rng = random.fork(state.rng.generator);
  return d;
}

/** The same sequence of back numbers, the cards of each back number in a new order. */
function shuffleWithinBacks(random: Random, deck: readonly string[], backOf: (id: string) => number): string[] {
  const byBack = new Map<number, string[]>();
  for (const id of deck) byBack.set(backOf(id), [...(byBack.get(backOf(id)) ?? []), id]);
  for (const [back, ids] of byBack) byBack.set(back, random.shuffle(ids.sort()));
  return deck.map((id) => byBack.get(backOf(id))?.shift() ?? id);
}

function redealNewspapers(d: BremerhavenState, random: Random): string[] {
  const stack = d.newspapers.stack.slice().sort();
  const top = d.newspapers.stack[0];
  if (d.rules.variant !== 'long' || top === undefined) return random.shuffle(stack);
  const front = (id: string): string => {
    const card = lookup(cards(d).newspapers, id);
    return `${card?.progress}/${card?.soloSpace}`;
  };
  const alike = stack.filter((id) => front(id) === front(top));
  const newTop = random.pick(alike);
  return [newTop, ...random.shuffle(stack.filter((id) => id !== newTop))];
}
