/**
 * A state sampled from what one seat knows: everything in its table and view is kept,
 * everything it cannot know is dealt at random. What a client lists its own moves from,
 * and what a bot searches over, without the real state.
 *
 * @module
 */
import { seatsFrom } from '../core/seats.js';
import type { Random } from '../core/random.js';
import { CARDS, fullDeck, ROLES, sortCards, tally, type Card, type Role } from './cards.js';
import type { MeutererState } from './state.js';
import { rulesOf, type MeutererTable } from './table.js';
import type { MeutererView } from './view.js';

/**
 * A state the view's viewer could be in. Kept from the view: everything public, the
 * viewer's hand and action card, the Lademeister's new cards when the viewer is him, the
 * cards the viewer put under the deck (M21), the cards known from a pirate haul (M22),
 * the action cards the viewer saw in the centre (M23), the discard pile's contents (M20).
 * Dealt at random: the other hands' unknown cards, the deck's unknown cards, another
 * Lademeister's new cards, the face-down action cards of others (from those the viewer
 * did not see left for the seats before him, and from those he saw for the seats after
 * him), and the generator. Throws on a table and view that no state fits; the core
 * checks the first sample of each view with the state codec.
 *
 * @group View
 */
export function fromView(table: MeutererTable, view: MeutererView, random: Random): MeutererState {
  const players = table.players;
  const me = typeof view.viewer === 'number' ? view.viewer : -1;
  if (me >= players || view.handSizes.length !== players) throw new Error('the view is not of this table');
  const revealed = view.phase !== 'reward' && view.phase !== 'offer' && view.phase !== 'chooseRole';
  const turn = view.active[0] ?? view.captain;
  const loaderSeat = view.phase === 'loader' ? turn : -1;
  const { roles, roleSupply } = dealRoles(view, me, revealed, random);

  // The cards nobody sees are what the full deck holds beyond every card the viewer sees
  // or knows the place of; they are shuffled and dealt into the unknown places.
  const seen: Card[] = [...(view.hand ?? []), ...view.offered.flat(), ...(me === loaderSeat ? (view.loaderDrawn ?? []) : [])];
  view.hauled.forEach((cards, seat) => seat !== me && seen.push(...cards));
  for (const r of view.deckBottom) if (r.card !== null) seen.push(r.card);
  const unknown = tally(fullDeck(table.pirates));
  const discard: Card[] = [];
  for (const card of CARDS) {
    // A count beyond the deck is refused before anything is counted out.
    const count = view.discard[card] ?? 0;
    if (!Number.isInteger(count) || count < 0 || count > unknown[card]) throw new Error(`the discard pile holds ${String(count)} ${card} cards, but the game has ${unknown[card]}`);
    for (let k = count; k > 0; k--) discard.push(card);
  }
  for (const card of [...seen, ...discard]) {
    if (unknown[card] <= 0) throw new Error(`the view shows more ${card} cards than the game has`);
    unknown[card]--;
  }
  const pool = random.shuffle(CARDS.flatMap((card) => new Array<Card>(unknown[card]).fill(card)));
  const take = (n: number): Card[] => {
    if (n < 0 || n > pool.length) throw new Error('the view counts more hidden cards than the game has');
    return pool.splice(0, n);
  };

  const hands = view.handSizes.map((size, seat) => {
    if (seat === me) return view.hand ?? [];
    const known = view.hauled[seat] ?? [];
    return sortCards([...known, ...take(size - known.length)]);
  });
  const loader = loaderSeat < 0 ? null : {
    player: loaderSeat,
    drawn: me === loaderSeat ? (view.loaderDrawn ?? []) : take(view.loaderDrawnCount),
    toReturn: view.loaderToReturn,
  };
  const bottom = view.deckBottom.length;
  const deck = take(view.deckSize - bottom);
  for (const r of view.deckBottom) deck.push(r.card ?? (take(1)[0] as Card));
  if (pool.length > 0) throw new Error(`the view leaves ${pool.length} card(s) nowhere`);

  const order = seatsFrom(view.captain, players);
  const sample: MeutererState = {
    game: 'meuterer',
    rules: rulesOf(table),
    round: view.round,
    phase: view.phase,
    captain: view.captain,
    reward: view.reward,
    ship: view.ship,
    previousShip: view.previousShip,
    pirateShip: view.pirateShip,
    hands,
    hauled: view.hauled,
    offered: view.offered,
    passed: view.passed,
    roles,
    revealed,
    roleSupply,
    choosers: view.roleOrder,
    turn,
    captainDestination: view.captainDestination,
    mutineerDestination: view.mutineerDestination,
    mutiny: view.mutiny === null ? null : { queue: view.mutiny.queue, added: view.mutiny.added },
    saleIsland: view.saleIsland,
    sales: view.sales,
    loader,
    // The seats after the Lademeister in the refill order still wait for their cards.
    refillQueue: loaderSeat < 0 ? [] : order.slice(order.indexOf(loaderSeat) + 1),
    scores: view.scores,
    deck,
    discard,
    returned: view.deckBottom.map((r) => r.by),
    rng: random.fork(),
    history: view.history,
  };
  // A view no state fits (edited, or of another game) is refused by the core, which checks
  // the first sample of each view with the state codec.
  return sample;
}

/**
 * The action cards: face up after the reveal; before it, the viewer's own, and the others
 * dealt from what the viewer knows (ruling M23). The seats that chose before the viewer
 * hold the cards missing from what he saw; those after him, cards of what he saw; the
 * rest lie in the centre.
 */
function dealRoles(view: MeutererView, me: number, revealed: boolean, random: Random): { roles: (Role | null)[]; roleSupply: Role[] } {
  const roles: (Role | null)[] = view.roles.map((role) => (role === 'hidden' ? null : role));
  const held = (): Role[] => ROLES.filter((r) => roles.includes(r));
  if (revealed) return { roles, roleSupply: ROLES.filter((r) => !held().includes(r)) };
  const seenSupply = me >= 0 ? view.roleSupply : null;
  const place = view.roleOrder.indexOf(me);
  const others = view.roleOrder.filter((seat) => seat !== me);
  // Without a look at the centre, every face-down card is any of those not in sight.
  const earlier = seenSupply === null ? [] : place < 0 ? others : view.roleOrder.slice(0, place);
  const later = seenSupply === null ? others : place < 0 ? [] : view.roleOrder.slice(place + 1);
  const outside = seenSupply === null ? [] : random.shuffle(ROLES.filter((r) => !seenSupply.includes(r)));
  const inside = random.shuffle(ROLES.filter((r) => (seenSupply === null || seenSupply.includes(r)) && !held().includes(r)));
  if (outside.length !== earlier.length || inside.length < later.length) throw new Error('the action cards in the view do not add up');
  earlier.forEach((seat, i) => (roles[seat] = outside[i] as Role));
  later.forEach((seat, i) => (roles[seat] = inside[i] as Role));
  const dealt = held();
  return { roles, roleSupply: ROLES.filter((r) => !dealt.includes(r)) };
}
