/**
 * Which moves are possible: `check` says why a move is refused (one place per rule),
 * `candidates` lists the moves worth checking. `defineGame` lists exactly the candidates
 * that pass `check`.
 *
 * @module
 */
import { illegal, type RuleError } from '../core/errors.js';
import { countOf, CARDS, type Card } from './cards.js';
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

/** The seats that may move now: the captain in phase 1, otherwise the seat in `turn`. */
export function activePlayers(state: MeutererState): readonly number[] {
  if (state.phase === 'over') return [];
  return [state.phase === 'reward' ? state.captain : state.turn];
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
      if (countOf(hand, move.card) === 0) return illegal(`Seat ${move.player} has no ${move.card} card in hand.`);
      return null;
    case 'pass':
      return null;
    case 'takeRole':
      if (!state.roleSupply.includes(move.role)) return illegal(`The ${move.role} card has already been taken.`);
      return null;
    case 'addConflicts': {
      const have = countOf(hand, 'conflict');
      if (move.count > have) return illegal(`Seat ${move.player} holds only ${have} conflict card(s).`);
      return null;
    }
    case 'sell': {
      const wrongIsland = checkSaleIsland(state, move.island);
      if (wrongIsland !== null) return wrongIsland;
      if (!saleOptions(state, move.player, move.island).includes(move.good)) {
        return illegal(`Seat ${move.player} has no ${move.good} to sell on this island.`);
      }
      if (!saleCounts(state, move.player, move.island, move.good).includes(move.count)) {
        return illegal(`Seat ${move.player} cannot sell ${move.count} ${move.good} here (ruling M7: all that is left, or a split between two islands).`);
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

/** The moves worth checking for `player` now, in a stable order. */
export function candidates(state: MeutererState, player: number): MeutererMove[] {
  const hand = state.hands[player] ?? [];
  switch (state.phase) {
    case 'reward':
      return [0, 1, 2, 3].map((points) => ({ type: 'offerReward', player, points }));
    case 'offer':
      return [
        ...distinct(hand).map((card): MeutererMove => ({ type: 'play', player, card })),
        { type: 'pass', player },
      ];
    case 'chooseRole':
      return state.roleSupply.map((role) => ({ type: 'takeRole', player, role }));
    case 'mutiny':
      return Array.from({ length: countOf(hand, 'conflict') + 1 }, (_, count) => ({ type: 'addConflicts', player, count }));
    case 'sale': {
      const island = state.saleIsland;
      if (island === null) return [];
      return [
        ...saleOptions(state, player, island).flatMap((good) =>
          saleCounts(state, player, island, good).map((count): MeutererMove => ({ type: 'sell', player, island, good, count })),
        ),
        { type: 'noSale', player, island },
      ];
    }
    case 'loader':
      return distinct(state.loader?.drawn ?? []).map((card) => ({ type: 'returnCard', player, card }));
    case 'over':
      return [];
  }
}

function distinct(cards: readonly Card[]): Card[] {
  return CARDS.filter((c) => cards.includes(c));
}
