/**
 * Bremerhaven's own invariants, for the harness: each returns a message when it fails.
 */
import { canonicalJson } from '../../src/core/clone.js';
import type { BaseView, Game } from '../../src/core/game.js';
import { commuteProblem, type GameInvariant, type StateInvariant, type StepInvariant } from '../../src/testing/index.js';
import {
  bremerhaven,
  capacity,
  type BremerhavenConfig,
  GOODS,
  harbourPrestige,
  INFLUENCE_VALUES,
  spacesNeeded,
  type BremerhavenMove,
  type BremerhavenState,
  type Participant,
  cards,
} from '../../src/bremerhaven/index.js';

type S = BremerhavenState;
type M = BremerhavenMove;

const sorted = (xs: readonly number[]): number[] => xs.slice().sort((a, b) => a - b);

/** Money and Bank money are never negative. */
export const moneyNeverNegative: StateInvariant<S> = {
  name: 'money never negative',
  check: (s) => {
    const bad = s.harbors.findIndex((h) => h.money < 0 || h.bank < 0 || !Number.isInteger(h.money));
    return bad < 0 ? null : `seat ${bad} has ${s.harbors[bad]?.money} money, ${s.harbors[bad]?.bank} on the Bank`;
  },
};

/** Storage never holds more than its spaces allow (one good a space, two crates a space). */
export const storageWithinCapacity: StateInvariant<S> = {
  name: 'storage never over capacity',
  check: (s) => {
    for (let seat = 0; seat < s.harbors.length; seat++) {
      const h = s.harbors[seat];
      if (h === undefined) continue;
      const need = spacesNeeded(h.storage);
      const room = capacity(s.rules, h);
      if (need > room) return `seat ${seat} stores goods needing ${need} spaces in ${room}`;
      if (GOODS.some((g) => h.storage[g] < 0)) return `seat ${seat} has a negative count of goods`;
    }
    return null;
  },
};

/** Each participant's Influence cards are its own 12, five of them at the Bidding phase. */
export const influenceFromOwnTwelve: StateInvariant<S> = {
  name: 'influence hands from their own 12',
  check: (s) => {
    const participants: Participant[] = [...s.harbors.map((_, i) => i), ...(s.dummy === null ? [] : ['dummy' as const])];
    for (const p of participants) {
      const inf = p === 'dummy' ? s.dummy : s.harbors[p]?.influence;
      if (inf == null) continue;
      const placed = s.bids.filter((b) => b.by === p).map((b) => b.value);
      const owned = [...inf.hand, ...placed];
      const all = sorted([...owned, ...inf.supply, ...inf.boxed]);
      if (canonicalJson(all) !== canonicalJson(INFLUENCE_VALUES)) return `${p}'s cards are ${all.join(',')}, not the 12 Influence cards`;
      if (s.phase === 'bidding' && owned.length !== 5) return `${p} bids with ${owned.length} cards, not 5`;
      if (owned.length < 5 || owned.length > 6) return `${p} owns ${owned.length} cards this round`;
    }
    return null;
  },
};

/** The game is over exactly when the Ship token stands on the last space. */
export const endsAtLastSpace: StateInvariant<S> = {
  name: 'the game ends exactly at the last space',
  check: (s) => {
    const last = cards(s).board.progress.last;
    const over = s.phase === 'over';
    if (over !== (s.token >= last)) return `phase ${s.phase} with the token on ${s.token} of ${last}`;
    return null;
  },
};

/** The boards hold one card per player after a refill, packed to the right, while the decks last. */
export const boardsRefilled: StepInvariant<S, M> = {
  name: 'sea and land boards refilled',
  check: (before, _move, after) => {
    if (after.round === before.round || after.phase === 'over') return null;
    const rows = [
      ['Sea', after.sea, after.shipDeck.length],
      ['Land', after.land, after.contractDeck.length],
    ] as const;
    for (const [name, row, deckLeft] of rows) {
      const cards = row.filter((c) => c !== null).length;
      if (cards !== after.rules.slots && deckLeft > 0) return `the ${name} board holds ${cards} cards while its deck still has ${deckLeft}`;
      const firstCard = row.findIndex((c) => c !== null);
      if (firstCard >= 0 && row.slice(firstCard).some((c) => c === null)) return `the ${name} board has a gap: ${JSON.stringify(row)}`;
    }
    return null;
  },
};

/**
 * The Prestige track only falls by explicit penalties (recorded in `prestigeLost`) and never
 * by more than them, and is a high-water mark of the harbour's value when a player finishes
 * the harbour phase. (That each penalty costs exactly its printed prestige is tested on the
 * rulebook's examples and in rules.test.ts.)
 */
export const prestigeOnlyFallsByPenalties: StepInvariant<S, M> = {
  name: 'prestige falls only by explicit penalties',
  check: (before, move, after) => {
    for (let seat = 0; seat < before.harbors.length; seat++) {
      const b = before.harbors[seat];
      const a = after.harbors[seat];
      if (a === undefined || b === undefined) continue;
      const lost = a.prestigeLost - b.prestigeLost;
      if (lost < 0) return `seat ${seat}'s recorded losses went down`;
      if (a.prestige + a.prestigeLost < b.prestige + b.prestigeLost) {
        return `seat ${seat}'s prestige fell from ${b.prestige} to ${a.prestige} with only ${lost} lost to penalties`;
      }
      if (move.type === 'endHarbour' && move.player === seat && a.prestige + lost < harbourPrestige(before.rules, b)) {
        return `seat ${seat}'s track ${a.prestige} is below its harbour's value ${harbourPrestige(before.rules, b)}`;
      }
    }
    return null;
  },
};

/** Goods move only ships → storage → contracts, and storage changes only by its owner's moves. */
export const goodsFlowForward: StepInvariant<S, M> = {
  name: 'goods only move ships → storage → contracts',
  check: (before, move, after) => {
    for (let seat = 0; seat < before.harbors.length; seat++) {
      const b = before.harbors[seat];
      const a = after.harbors[seat];
      if (a === undefined || b === undefined) continue;
      for (let i = 0; i < b.docks.length; i++) {
        const sb = b.docks[i];
        const sa = a.docks[i];
        if (sb != null && sa != null && sb.card === sa.card && sa.count > sb.count) return `goods went back onto seat ${seat}'s Ship in Dock ${i + 1}`;
      }
      for (let i = 0; i < b.loadingDocks.length; i++) {
        const cb = b.loadingDocks[i];
        const ca = a.loadingDocks[i];
        if (cb != null && ca != null && cb.card === ca.card && GOODS.some((g) => ca.delivered[g] < cb.delivered[g])) {
          return `goods left seat ${seat}'s Contract in Loading dock ${i + 1}`;
        }
      }
      const own = move.player === seat;
      const delta = GOODS.map((g) => a.storage[g] - b.storage[g]);
      const changed = delta.some((x) => x !== 0);
      if (!changed) continue;
      if (!own) return `seat ${seat}'s storage changed on another seat's move`;
      const total = delta.reduce((x, y) => x + y, 0);
      switch (move.type) {
        case 'unload': {
          const ship = b.docks[move.dock];
          if (ship == null || total !== 1 || a.storage[ship.cargo] !== b.storage[ship.cargo] + 1) return `unloading did not move one ${ship?.cargo} into storage`;
          break;
        }
        case 'deliver': {
          const slot = a.loadingDocks[move.loadingDock];
          if (total !== -1 || a.storage[move.good] !== b.storage[move.good] - 1 || slot == null) return 'delivering did not move one good from storage onto the contract';
          break;
        }
        case 'produce':
        case 'startingGood':
          if (total !== 1) return `${move.type} changed storage by ${total}`;
          break;
        case 'pack':
        case 'unpack':
          if (a.storage.crate + 2 * a.storage.container !== b.storage.crate + 2 * b.storage.container) return 'a conversion was not 2 crates ↔ 1 container';
          break;
        default:
          return `seat ${seat}'s storage changed on a '${move.type}' move`;
      }
    }
    return null;
  },
};

/**
 * When several seats may act at once, any two of them acting in either order reach the
 * same state, and neither changes what the other may do.
 */
export function orderFreeFor(game: Game<BremerhavenConfig, S, M, BaseView>): StateInvariant<S> {
  return {
    name: 'simultaneous steps do not depend on the order of the players',
    // Every pair of active seats, with a move chosen from the state itself (deterministic).
    check: (s) =>
      commuteProblem(game, s, (seat, legal) => legal[(s.turn + s.round * 7 + seat * 3 + s.harbors.reduce((n, h) => n + h.money, 0)) % legal.length] as M),
  };
}

/** {@link orderFreeFor} of Bremerhaven. */
export const simultaneousOrderFree = orderFreeFor(bremerhaven);

/** The final score is money × prestige, for every seat. */
export function scoreFor(game: Game<BremerhavenConfig, S, M, BaseView>): GameInvariant<S> {
  return {
  name: 'final score = money × prestige',
  check: (states) => {
    const last = states[states.length - 1];
    if (last === undefined) return 'no states';
    const result = game.result(last);
    const bad = last.harbors.findIndex((h, i) => result.scores[i] !== h.money * h.prestige);
    return bad < 0 ? null : `seat ${bad} scores ${result.scores[bad]}, not ${last.harbors[bad]?.money} × ${last.harbors[bad]?.prestige}`;
  },
  };
}

/** {@link scoreFor} of Bremerhaven. */
export const scoreIsMoneyTimesPrestige = scoreFor(bremerhaven);

export const STATE_INVARIANTS = [moneyNeverNegative, storageWithinCapacity, influenceFromOwnTwelve, endsAtLastSpace, simultaneousOrderFree];
export const STEP_INVARIANTS = [boardsRefilled, prestigeOnlyFallsByPenalties, goodsFlowForward];
export const GAME_INVARIANTS = [scoreIsMoneyTimesPrestige];
