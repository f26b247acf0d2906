/**
 * The Bidding phase: Influence cards placed one at a time in rank order, face down; the
 * solo dummy's bids from the Newspaper cards; the reveal.
 *
 * @module
 */
import { Random } from '../../core/random.js';
import { cardsOn, winnerOf, bidTotal } from '../bids.js';
import { RANK_NAMES, who, type Log } from '../log.js';
import { LAND_SPACES, SEA_SPACES, SPACES, TOWN_SPACES, boardSlot, spaceWords, type SpaceId } from '../spaces.js';
import type { AnyState, Participant, RoundProgress, WorkingState } from '../state.js';
import { harborToEdit } from '../working.js';
import { appended, removeFirst } from '../../core/edit.js';
import { HAND_SIZE } from './hand.js';
import { resolveTown } from './resolve.js';
import { cards, lookup } from '../catalog.js';

export { HAND_SIZE };

/**
 * Whose card is next: the participants take turns in rank order until all have placed five.
 *
 * @group Rules
 */
export function bidder(state: AnyState): Participant | null {
  if (state.phase !== 'bidding') return null;
  return state.ranks[state.turn % state.ranks.length] ?? null;
}

/**
 * Whether a space is worth a card now: the six Town spaces (the Building card only while the stack
 * lasts) and each Sea and Land space that shows a card (ruling B11).
 *
 * @rulebook The Bidding phase: « on a space at the bottom of the Sea, Land or Town board ».
 *
 * @group Rules
 */
export function isOpen(state: AnyState, space: SpaceId): boolean {
  if (space === 'building') return state.buildingStack.length > 0;
  const at = boardSlot(space);
  if (at === undefined) return true;
  return (at.board === 'sea' ? state.sea : state.land)[at.slot] != null;
}

/**
 * Every space open to bids now (see {@link isOpen}), in the order of {@link SPACES}.
 *
 * @group Rules
 */
export function openSpaces(state: AnyState): SpaceId[] {
  return SPACES.filter((space) => isOpen(state, space));
}

/**
 * Starts the Bidding phase of a round: every harbour's round record is cleared, the dummy
 * shuffles its five cards, and the Captain bids first.
 *
 * @rulebook The solo game: « At the beginning of the Bidding phase, shuffle the Influence cards of the dummy player. »
 *
 * @group Rules
 */
export function beginBidding(d: WorkingState, log: Log): void {
  d.phase = 'bidding';
  d.turn = 0;
  d.bids = [];
  d.revealed = false;
  d.chooser = null;
  d.slot = null;
  d.priceMode = null;
  d.harbors = d.harbors.map((h) => ({ ...h, progress: freshProgress() }));
  if (d.dummy !== null) {
    const random = Random.from(d.rng);
    d.dummy = { ...d.dummy, hand: random.shuffle(d.dummy.hand) };
    d.rng = random.state();
  }
  log?.(`— Round ${d.round}: Bidding phase. Career ladder: ${d.ranks.map((p, i) => `${RANK_NAMES[i]} ${who(p)}`).join(', ')} —`);
  continueBidding(d, log);
}

/** A harbour's record of the round before anyone has done anything. */
function freshProgress(): RoundProgress {
  return { permits: 0, permitsDone: false, growDone: false, produced: [], moving: false, harbourDone: false, startingGoods: 0 };
}

/**
 * Places one Influence card face down.
 *
 * @rulebook The Bidding phase: « the players take turns to play one of their Influence cards ...
 *   There is no limit to the number of cards that can be placed on a space. »
 *
 * @group Rules
 */
export function placeBid(d: WorkingState, player: number, space: SpaceId, value: number, log: Log): void {
  const h = harborToEdit(d, player);
  h.influence = { ...h.influence, hand: removeFirst(h.influence.hand, value) };
  d.bids = appended(d.bids, { space, by: player, value });
  d.turn += 1;
  log?.(bidLine(player, space, value));
  continueBidding(d, log);
}

/**
 * The log line of a bid: with the card's value, or `null` for those who see it face down.
 *
 * @group Rules
 */
export function bidLine(by: Participant, space: SpaceId, value: number | null): string {
  return value === null ? `${who(by)} bids face down on ${spaceWords(space)}.` : `${who(by)} bids ${value} on ${spaceWords(space)}.`;
}

/** Lets the dummy take its turns, and reveals once every card is placed. */
function continueBidding(d: WorkingState, log: Log): void {
  while (d.phase === 'bidding') {
    if (d.turn >= HAND_SIZE * d.ranks.length) {
      reveal(d, log);
      resolveTown(d, log);
      return;
    }
    if (bidder(d) !== 'dummy') return;
    dummyBid(d, log);
  }
}

/**
 * The dummy draws a Newspaper card and places the top card of its face-down pile on the
 * space the card shows (even when that space has no card left, ruling B22); the discard
 * pile is shuffled into a new stack when the stack runs out.
 *
 * @rulebook The solo game: « On its turn, draw a Newspaper card and turn it face-up. The bottom of
 *   this card indicates the space on which the dummy player will place its bid. »
 */
function dummyBid(d: WorkingState, log: Log): void {
  const dummy = d.dummy;
  if (dummy === null) return;
  let { stack, discard } = d.newspapers;
  if (stack.length === 0) {
    const random = Random.from(d.rng);
    stack = random.shuffle(discard.slice().sort());
    discard = [];
    d.rng = random.state();
    log?.('The dummy shuffles its Newspaper discard pile into a new stack.');
  }
  const card = stack[0] as string;
  d.newspapers = { ...d.newspapers, stack: stack.slice(1), discard: appended(discard, card) };
  const space = lookup(cards(d).newspapers, card)?.soloSpace ?? 'parking';
  const value = dummy.hand[0] as number;
  d.dummy = { ...dummy, hand: dummy.hand.slice(1) };
  d.bids = appended(d.bids, { space, by: 'dummy', value });
  d.turn += 1;
  log?.(`The dummy draws a Newspaper card and bids face down on ${spaceWords(space)}.`);
}

/**
 * All cards are turned face up.
 *
 * @rulebook The Bidding phase: « Once all Influence cards have been placed, turn them face-up. »
 */
function reveal(d: WorkingState, log: Log): void {
  d.revealed = true;
  if (log === undefined) return; // the rest only writes the journal
  log('— General action phase: the bids are revealed —');
  const spaces = [...TOWN_SPACES, ...SEA_SPACES.slice(0, d.rules.slots), ...LAND_SPACES.slice(0, d.rules.slots)];
  for (const space of spaces) {
    const bids = d.ranks.filter((p) => cardsOn(d.bids, space, p) > 0).map((p) => `${who(p)} with ${bidTotal(d.bids, space, p)}`);
    if (bids.length === 0) continue;
    // A tie on a Sea or Land card is broken by the ladder as 1.5 leaves it (ruling B28), so
    // its winner is only known, and logged, when that board is resolved.
    const winner = boardSlot(space) === undefined ? winnerOf(d, space) : null;
    log(`  Bids on ${spaceWords(space)}: ${bids.join(', ')}${winner === null ? '' : `; ${who(winner)} wins`}.`);
  }
}
