/**
 * Which moves are possible: `check` says why a move is refused (one place per rule), and
 * `candidates` lists exactly the moves it accepts, asking the same rule functions.
 *
 * @module
 */
import { illegal, type RuleError } from '../core/errors.js';
import { defaultName } from '../core/words.js';
import { countOf, CARDS, type Card } from './cards.js';
import {
  addConflictsMove,
  noSaleMove,
  offerRewardMove,
  passMove,
  playMove,
  returnCardMove,
  sellMove,
  takeRoleMove,
} from './listed-moves.js';
import type { MeutererMove } from './moves.js';
import type { MeutererState, Phase } from './state.js';
import { saleCounts, saleOptions } from './rules/scoring.js';

const PHASE_OF: Record<MeutererMove['type'], Phase> = {
  offerReward: 'reward',
  play: 'offer',
  pass: 'offer',
  takeRole: 'chooseRole',
  addConflicts: 'mutiny',
  sell: 'sale',
  noSale: 'sale',
  returnCard: 'loader',
};

const PHASE_NAME: Record<Phase, string> = {
  reward: "the captain's offer (phase 1)",
  offer: 'the goods offer (phase 2)',
  chooseRole: 'the choice of an action card (phase 2)',
  mutiny: 'the mutiny (phase 4)',
  sale: 'the sale of goods (phase 5)',
  loader: "the Lademeister's choice (phase 7)",
  over: 'the end of the game',
};

// The answers of `activePlayers`, made once: it is asked on every move (by the caller and
// by `legalMoves`), and a frozen list of one seat can be shared by every state.
const NOBODY: readonly number[] = Object.freeze([]);
const ONE_SEAT: readonly (readonly number[])[] = [0, 1, 2, 3].map((seat) => Object.freeze([seat]));

/** The seats that may move now: the captain in phase 1, otherwise the seat in `turn`. */
export function activePlayers(state: MeutererState): readonly number[] {
  if (state.phase === 'over') return NOBODY;
  const seat = state.phase === 'reward' ? state.captain : state.turn;
  return ONE_SEAT[seat] ?? [seat];
}

/** Why `move` is refused now, or `null` if the rules allow it. */
export function check(state: MeutererState, move: MeutererMove): RuleError | null {
  if (PHASE_OF[move.type] !== state.phase) {
    return illegal(`'${move.type}' is not possible during ${PHASE_NAME[state.phase]}.`);
  }
  const hand = state.hands[move.player] ?? [];
  switch (move.type) {
    case 'offerReward':
      return null;
    case 'play':
      if (countOf(hand, move.card) === 0) return illegal(`${defaultName(move.player)} has no ${move.card} card in hand.`);
      return null;
    case 'pass':
      return null;
    case 'takeRole':
      if (!state.roleSupply.includes(move.role)) return illegal(`The ${move.role} card has already been taken.`);
      return null;
    case 'addConflicts': {
      const have = countOf(hand, 'conflict');
      if (move.count > have) return illegal(`${defaultName(move.player)} holds only ${have} conflict card(s).`);
      return null;
    }
    case 'sell': {
      const wrongIsland = checkSaleIsland(state, move.island);
      if (wrongIsland !== null) return wrongIsland;
      if (!saleOptions(state, move.player, move.island).includes(move.good)) {
        return illegal(`${defaultName(move.player)} has no ${move.good} to sell on this island.`);
      }
      if (!saleCounts(state, move.player, move.island, move.good).includes(move.count)) {
        return illegal(`${defaultName(move.player)} cannot sell ${move.count} ${move.good} here (ruling M7: all that is left, or a split between two islands).`);
      }
      return null;
    }
    case 'noSale':
      return checkSaleIsland(state, move.island);
    case 'returnCard':
      if (state.loader === null || !state.loader.drawn.includes(move.card)) {
        return illegal(`Only a card just drawn can go back under the deck; ${move.card} was not drawn.`);
      }
      return null;
  }
}

/** Sale decisions are taken island by island: only the island asked about now. */
function checkSaleIsland(state: MeutererState, island: number): RuleError | null {
  return island === state.saleIsland ? null : illegal(`The sale is deciding island ${state.saleIsland} now, not ${island}.`);
}

/**
 * Every legal move of `player` now, in a stable order: built from the same rule
 * facts `check` asks (the cards in hand, the role supply, `saleOptions`, `saleCounts`,
 * the Lademeister's drawn cards), so the list is exact and `defineGame` need not check each
 * move (`candidatesAreLegal`). The moves are shared objects (see `listed-moves.ts`).
 */
export function candidates(state: MeutererState, player: number): MeutererMove[] {
  const hand = state.hands[player] ?? [];
  const out: MeutererMove[] = [];
  switch (state.phase) {
    case 'reward':
      for (let points = 0; points <= 3; points++) out.push(offerRewardMove(player, points));
      return out;
    case 'offer':
      // Each kind of card in hand once, in canonical order: hands are kept sorted (and a
      // saved state with an unsorted hand does not decode), so that is each card that
      // differs from the one before it.
      for (let i = 0; i < hand.length; i++) {
        if (i === 0 || hand[i] !== hand[i - 1]) out.push(playMove(player, hand[i] as Card));
      }
      out.push(passMove(player));
      return out;
    case 'chooseRole':
      for (const role of state.roleSupply) out.push(takeRoleMove(player, role));
      return out;
    case 'mutiny':
      for (let count = 0, have = countOf(hand, 'conflict'); count <= have; count++) out.push(addConflictsMove(player, count));
      return out;
    case 'sale': {
      const island = state.saleIsland;
      if (island === null) return out;
      for (const good of saleOptions(state, player, island)) {
        for (const count of saleCounts(state, player, island, good)) out.push(sellMove(player, island, good, count));
      }
      out.push(noSaleMove(player, island));
      return out;
    }
    case 'loader': {
      const drawn = state.loader?.drawn ?? [];
      for (const card of CARDS) if (drawn.includes(card)) out.push(returnCardMove(player, card));
      return out;
    }
    case 'over':
      return out;
  }
}
