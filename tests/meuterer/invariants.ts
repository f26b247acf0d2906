/**
 * Meuterer's own invariants, as harness checks. Each is computed independently of the
 * rule code it checks (no call into src/meuterer/rules).
 */
import type { GameInvariant, StateInvariant, StepInvariant } from '../../src/testing/index.js';
import { CARDS, DECK_COMPOSITION, type Card, type MeutererMove, type MeutererState } from '../../src/meuterer/index.js';

function everyCard(s: MeutererState): Card[] {
  return [...s.hands.flat(), ...s.offered.flat(), ...s.deck, ...s.discard, ...(s.loader?.drawn ?? [])];
}

export const cardsConserved: StateInvariant<MeutererState> = {
  name: 'every card is somewhere exactly once (36, or 37 with pirates)',
  check: (s) => {
    const all = everyCard(s);
    const expected = s.rules.pirates ? 37 : 36;
    if (all.length !== expected) return `${all.length} cards on the table, expected ${expected}`;
    for (const card of CARDS) {
      const want = card === 'pirate' && !s.rules.pirates ? 0 : DECK_COMPOSITION[card];
      const have = all.filter((c) => c === card).length;
      if (have !== want) return `${have} ${card} cards, expected ${want}`;
    }
    return null;
  },
};

export const oneCaptain: StateInvariant<MeutererState> = {
  name: 'exactly one captain, who holds no action card (unless he just won a mutiny with it)',
  check: (s) => {
    if (!Number.isInteger(s.captain) || s.captain < 0 || s.captain >= s.rules.players) return `captain ${s.captain} is not a seat`;
    const wonMutiny = s.history.find((h) => h.round === s.round)?.mutiny?.succeeded === true;
    const role = s.roles[s.captain];
    if (role !== null && !(wonMutiny && role === 'mutineer')) return `the captain holds the ${String(role)} card`;
    const roles = s.roles.filter((r) => r !== null);
    if (new Set(roles).size !== roles.length) return 'an action card is held twice';
    if (roles.length + s.roleSupply.length !== 5) return 'action cards are lost or duplicated';
    return null;
  },
};

export const handsStartAtFive: StateInvariant<MeutererState> = {
  name: 'hands start each round at 5 (at least 5 with pirates, whose haul is kept)',
  check: (s) => {
    if (s.phase !== 'reward') return null;
    const bad = s.hands.findIndex((h) => (s.rules.pirates ? h.length < 5 : h.length !== 5));
    return bad < 0 ? null : `seat ${bad} starts round ${s.round} with ${s.hands[bad]?.length} cards`;
  },
};

export const scoresOnlyInScoring: StepInvariant<MeutererState, MeutererMove> = {
  name: 'scores change only in the scoring phase, by the points it records',
  check: (before, _move, after) => {
    const recorded = new Array<number>(before.rules.players).fill(0);
    const beforeRound = before.history.find((h) => h.round === before.round);
    const afterRound = after.history.find((h) => h.round === before.round);
    const skip = beforeRound?.points.length ?? 0;
    for (const p of afterRound?.points.slice(skip) ?? []) recorded[p.player] = (recorded[p.player] ?? 0) + p.points;
    for (let seat = 0; seat < before.rules.players; seat++) {
      const delta = (after.scores[seat] ?? 0) - (before.scores[seat] ?? 0);
      if (delta !== recorded[seat]) return `seat ${seat} changed by ${delta} but the round records ${recorded[seat]}`;
    }
    if (recorded.some((x) => x !== 0) && !['offer', 'chooseRole', 'mutiny', 'sale'].includes(before.phase)) {
      return `points scored from phase ${before.phase}`;
    }
    return null;
  },
};

export const mutinyRule: StepInvariant<MeutererState, MeutererMove> = {
  name: "the mutiny succeeds iff the mutineers' side has at least as many conflicts",
  check: (before, move, after) => {
    if (after.history.length === before.history.length) return null;
    const summary = after.history[after.history.length - 1];
    const mutineer = before.roles.indexOf('mutineer');
    if (summary?.mutiny == null) return mutineer >= 0 ? 'a mutineer but no mutiny' : null;
    // Count from the state before the last mutiny move, plus that move.
    let captainSide = 0;
    let mutineerSide = 0;
    before.offered.forEach((row, seat) => {
      let conflicts = row.filter((c) => c === 'conflict').length;
      if (move.type === 'addConflicts' && move.player === seat) conflicts += move.count;
      const role = before.roles[seat];
      if (seat === before.captain) captainSide += conflicts;
      if (role === 'mate') captainSide += conflicts + 1;
      if (role === 'mutineer' || role === 'cabinBoy') mutineerSide += conflicts;
    });
    const m = summary.mutiny;
    if (m.captainSide !== captainSide || m.mutineerSide !== mutineerSide) {
      return `recorded ${m.mutineerSide}:${m.captainSide}, counted ${mutineerSide}:${captainSide}`;
    }
    if (m.succeeded !== mutineerSide >= captainSide) return `succeeded=${m.succeeded} with ${mutineerSide}:${captainSide}`;
    if (m.succeeded && after.captain !== mutineer) return 'the successful mutineer did not become captain';
    if (!m.succeeded && after.captain !== before.captain) return 'the captain changed after a failed mutiny';
    return null;
  },
};

export const roundCount: GameInvariant<MeutererState> = {
  name: 'rounds are 8 with four players, 9 with three, numbered in order',
  check: (states) => {
    const last = states[states.length - 1];
    if (last === undefined) return 'no states';
    const want = last.rules.players === 4 ? 8 : 9;
    const rounds = last.history.map((h) => h.round);
    if (rounds.join() !== Array.from({ length: want }, (_, i) => i + 1).join()) return `rounds ${rounds.join()}, expected 1..${want}`;
    for (let i = 1; i < states.length; i++) {
      const a = states[i - 1] as MeutererState;
      const b = states[i] as MeutererState;
      if (b.round !== a.round && b.round !== a.round + 1) return `round jumps from ${a.round} to ${b.round}`;
    }
    return null;
  },
};
