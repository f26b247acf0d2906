/**
 * 5. The Clean-up phase: the event, the Ship token's progress and the end of the game,
 * the refill of the Sea and Land boards, the Influence cards back in hand.
 *
 * @module
 */
import type { EventEffect } from '../cards.js';
import { totalGoods } from '../goods.js';
import { losePrestige, payCharge } from '../harbor.js';
import { RANK_NAMES, contractWords, countWords, who, type Log } from '../log.js';
import { finalScore, soloRating } from '../scoring.js';
import type { Harbor, WorkingHarbor, WorkingState } from '../state.js';
import { harborsToEdit } from '../working.js';
import { HAND_SIZE } from './hand.js';
import { resolveContract } from './contract.js';
import { appended } from '../../core/edit.js';
import { cards, lookup } from '../catalog.js';

/**
 * Spaces the Ship token moves every round in the short and solo games.
 *
 * @rulebook The short game: « Advance the Ship token exactly 2 spaces on the Progress track at the end of a round ».
 *
 * @group Rules
 */
export const SHORT_GAME_PROGRESS = 2;

/**
 * A step of the turn that runs on after another: here, the next round's Bidding phase,
 * passed in by `round.ts` so that the phases below need not import the one above them.
 *
 * @group Rules
 */
export type Step = (d: WorkingState, log: Log) => void;

/**
 * Runs the whole Clean-up phase, then `nextRound` (the next round's Bidding phase), or the end.
 *
 * @group Rules
 */
export function cleanUp(d: WorkingState, log: Log, nextRound: Step): void {
  log?.('— Clean-up phase —');
  if (d.rules.variant === 'long') runEvent(d, log);
  if (advanceToken(d, log)) {
    endGame(d, log);
    return;
  }
  refill(d, log);
  returnInfluence(d, log);
  d.round += 1;
  nextRound(d, log);
}

/**
 * The Event card on the left of the rack (from the previous round) happens to every harbour
 * alike, then leaves the game.
 *
 * @rulebook 5.1 Event: « A Newspaper card on the left side of the Newspaper rack is considered
 *   an Event card. If there is one, carry out its text now. »
 */
function runEvent(d: WorkingState, log: Log): void {
  const id = d.newspapers.event;
  if (id === null) return;
  const card = lookup(cards(d).newspapers, id);
  d.newspapers = { ...d.newspapers, event: null, discard: appended(d.newspapers.discard, id) };
  if (card === undefined) return;
  log?.(`Event: ${card.headline}.`);
  const harbors = harborsToEdit(d);
  for (const effect of card.effects) {
    harbors.forEach((h, seat) => {
      const line = applyEffect(h, effect);
      if (line !== null) log?.(`  ${who(seat)} ${line}.`);
    });
  }
}

/**
 * One event effect on one harbour; returns what happened, for the log.
 *
 * @group Rules
 */
export function applyEffect(h: WorkingHarbor, effect: EventEffect): string | null {
  switch (effect.kind) {
    case 'payMoney':
      return `pays ${payCharge(h, effect.amount)} money`;
    case 'gainMoney':
      h.money += effect.amount;
      return `gains ${effect.amount} money`;
    case 'losePrestige':
      return `loses ${losePrestige(h, effect.amount)} prestige`;
    case 'gainPrestige':
      h.prestige += effect.amount;
      return `gains ${effect.amount} prestige`;
    case 'payPerShip': {
      const ships = h.docks.filter((s) => s !== null).length;
      return ships === 0 ? null : `pays ${payCharge(h, effect.amount * ships)} money for ${countWords(ships, 'Ship')}`;
    }
    case 'payPerGood': {
      const goods = totalGoods(h.storage);
      return goods === 0 ? null : `pays ${payCharge(h, effect.amount * goods)} money for ${countWords(goods, 'good')}`;
    }
  }
}

/**
 * Moves the Ship token; returns whether it reached the last space (the game ends at once).
 * In the long game the Progress card then turns over to become next round's Event; with no
 * Progress card left the game ends (ruling B11).
 *
 * @rulebook 5.2 Progress: « The game ends immediately when the Ship token moves onto the last
 *   space of this track ... Unless the game has ended, turn the topmost Progress card to the
 *   other side and place it on the left side of the Newspaper rack. »
 */
function advanceToken(d: WorkingState, log: Log): boolean {
  const last = cards(d).board.progress.last;
  let steps = SHORT_GAME_PROGRESS;
  if (d.rules.variant === 'long') {
    const top = d.newspapers.stack[0];
    if (top === undefined) {
      log?.('No Progress card is left: the voyage is over.');
      d.token = last;
      return true;
    }
    steps = lookup(cards(d).newspapers, top)?.progress ?? 1;
  }
  d.token = Math.min(last, d.token + steps);
  log?.(`Ship ahoy! The Ship token advances ${countWords(steps, 'space')} to ${d.token} of ${last}.`);
  if (d.token >= last) return true;
  if (d.rules.variant === 'long') {
    const flipped = d.newspapers.stack[0] as string;
    d.newspapers = { ...d.newspapers, stack: d.newspapers.stack.slice(1), event: flipped };
    log?.(`  Next round's event: ${lookup(cards(d).newspapers, flipped)?.headline ?? '?'}.`);
  }
  return false;
}

/**
 * Refills the Sea and Land boards. Long game: the card on the rightmost space is
 * discarded, the others move right without gaps, new cards fill the spaces on the left.
 * Short and solo games: every leftover card is discarded and the boards are dealt anew.
 * When a deck runs out, spaces stay empty (ruling B11).
 *
 * @rulebook Refill the game boards; The short game: « Discard all of the leftover Ship and Contract cards ».
 */
function refill(d: WorkingState, log: Log): void {
  const shift = d.rules.variant === 'long';
  // refillRow draws from and discards into the piles it is given: give it copies.
  const shipDeck = d.shipDeck.slice();
  const shipDiscard = d.shipDiscard.slice();
  d.sea = refillRow(d.sea, shipDeck, shipDiscard, shift);
  const contractDeck = d.contractDeck.slice();
  const contractDiscard = d.contractDiscard.slice();
  d.land = refillRow(d.land, contractDeck, contractDiscard, shift);
  d.shipDeck = shipDeck;
  d.shipDiscard = shipDiscard;
  d.contractDeck = contractDeck;
  d.contractDiscard = contractDiscard;
  const catalog = cards(d);
  const ships = d.sea.map((c) => (c === null ? '—' : (lookup(catalog.ships, c)?.name ?? 'a Ship')));
  const contracts = d.land.map((c) => (c === null ? '—' : contractWords(lookup(catalog.contracts, c)).replace(/^the /, '')));
  log?.(`Refill: Sea board ${ships.join(', ')}; Land board ${contracts.join('; ')}.`);
}

/**
 * One board row after the refill (long game: `shift`; short and solo: discard all), drawing from `deck` and discarding into `discard`.
 *
 * @group Rules
 */
export function refillRow(row: readonly (string | null)[], deck: string[], discard: string[], shift: boolean): (string | null)[] {
  const n = row.length;
  const kept = shift ? row.slice(0, n - 1).filter((c): c is string => c !== null) : [];
  const dropped = row.filter((card): card is string => card !== null && !kept.includes(card));
  if (dropped.length > 0) {
    discard.push(...dropped);
    discard.sort(); // piles keep a canonical order (see intoPile)
  }
  const drawn = deck.splice(0, n - kept.length);
  const filled = [...drawn, ...kept];
  return [...Array.from({ length: n - filled.length }, () => null), ...filled];
}

/**
 * Everyone takes their Influence cards back; a player who grew this round puts the lowest
 * card back into the box. The dummy upgrades whenever it bid on Grow influence (ruling B22).
 *
 * @rulebook Return the Influence cards; The solo game: « If the dummy player has placed a bid on
 *   "Grow influence (1.3)", upgrade its hand cards at the end of the round regardless of who has won that bid. »
 */
function returnInfluence(d: WorkingState, log: Log): void {
  harborsToEdit(d).forEach((h, seat) => {
    const hand = [...h.influence.hand, ...d.bids.filter((b) => b.by === seat).map((b) => b.value)].sort(ascending);
    let boxed = h.influence.boxed;
    while (hand.length > HAND_SIZE) {
      const low = hand.shift() as number;
      boxed = [...boxed, low].sort(ascending);
      log?.(`${who(seat)} puts Influence card ${low} back into the box and plays on with Influence cards ${hand.join(', ')}.`);
    }
    h.influence = { ...h.influence, hand, boxed };
  });
  const dummy = d.dummy;
  if (dummy === null) return;
  const hand = [...dummy.hand, ...d.bids.filter((b) => b.by === 'dummy').map((b) => b.value)].sort(ascending);
  if (d.bids.some((b) => b.by === 'dummy' && b.space === 'grow') && dummy.supply.length > 0) {
    hand.push(dummy.supply[0] as number);
    hand.sort(ascending);
    const low = hand.shift() as number;
    d.dummy = { ...dummy, hand, supply: dummy.supply.slice(1), boxed: [...dummy.boxed, low].sort(ascending) };
    log?.(`The dummy upgrades its Influence cards and plays on with ${hand.join(', ')}.`);
    return;
  }
  d.dummy = { ...dummy, hand };
}

const ascending = (a: number, b: number): number => a - b;

/**
 * The end: every leftover Contract is resolved as if due; the score is money times
 * prestige.
 *
 * @rulebook End of the game: « Resolve leftover Contract cards as if they were due ... multiply
 *   your leftover money with the prestige value on the Prestige track ».
 */
function endGame(d: WorkingState, log: Log): void {
  log?.('The Ship token has reached the last space: the game is over. Leftover Contracts are resolved as if due.');
  harborsToEdit(d).forEach((h, seat) => {
    h.loadingDocks.forEach((slot, dock) => {
      if (slot !== null) resolveContract(d, h, seat, dock, log);
    });
  });
  d.phase = 'over';
  d.chooser = null;
  d.slot = null;
  d.harbors.forEach((h, seat) => {
    const rank = d.ranks.indexOf(seat);
    log?.(`${who(seat)} (${RANK_NAMES[rank]}): ${h.money} money × ${h.prestige} prestige = ${finalScore(h)}.`);
  });
  if (d.rules.variant === 'solo') {
    const score = finalScore(d.harbors[0] as Harbor);
    log?.(`Captain Aha's evaluation: ${score} points — ${soloRating(score)}.`);
  }
}
