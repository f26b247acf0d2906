/**
 * Shipyard's own invariants, as harness checks. Each is computed here, independently of
 * the rule code it checks (no call into src/shipyard/rules), from the state's data.
 */
import type { GameInvariant, StateInvariant, StepInvariant } from '../../src/testing/index.js';
import { withDefaults, type ShipPart, type ShipyardMove, type ShipyardState } from '../../src/shipyard/index.js';

type Yard = readonly (ShipPart | null)[];

/** The spans [a, b] of complete ships: a bow, 1 to 7 middles, a stern, side by side. */
function shipsIn(yard: Yard): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < yard.length; a++) {
    if (yard[a]?.kind !== 'bow') continue;
    let b = a + 1;
    while (yard[b]?.kind === 'middle') b++;
    if (yard[b]?.kind === 'stern' && b - a - 1 >= 1 && b - a - 1 <= 7) out.push([a, b]);
  }
  return out;
}

/** Whether `parts` is one complete ship. */
function isShip(parts: readonly ShipPart[]): boolean {
  return parts.length >= 3 && parts.length <= 9 && shipsIn(parts).some(([a, b]) => a === 0 && b === parts.length - 1);
}

/**
 * Whether every card can still end up in a completed ship: try every way of finishing a
 * ship among the cards (its span holding only cards that fit it), take it away, repeat.
 */
function canFinish(kinds: readonly (string | null)[]): boolean {
  const cards = kinds.flatMap((k, i) => (k === null ? [] : [i]));
  if (cards.length === 0) return true;
  for (let a = 0; a < kinds.length; a++) {
    for (let b = a + 2; b < kinds.length && b - a <= 8; b++) {
      const inside = cards.filter((p) => p >= a && p <= b);
      if (inside.length === 0) continue;
      if (!inside.every((p) => kinds[p] === (p === a ? 'bow' : p === b ? 'stern' : 'middle'))) continue;
      if (canFinish(kinds.map((k, p) => (p >= a && p <= b ? null : k)))) return true;
    }
  }
  return false;
}

export const yardsViable: StateInvariant<ShipyardState> = {
  name: 'no yard holds a card that can no longer be completed, or is full without a completed ship',
  check: (s) => {
    for (const [seat, p] of s.players.entries()) {
      if (!canFinish(p.yard.map((c) => c?.kind ?? null))) return `seat ${seat}'s yard ${JSON.stringify(p.yard.map((c) => c?.kind ?? '-'))} cannot be finished`;
      if (p.yard.every((c) => c !== null) && shipsIn(p.yard).length === 0) return `seat ${seat}'s yard is full without a completed ship`;
    }
    return null;
  },
};

export const shipsLeaveInTheirTurn: StateInvariant<ShipyardState> = {
  name: 'a completed ship leaves in the turn it completes (none waits in a yard between turns)',
  check: (s) => {
    for (const [seat, p] of s.players.entries()) {
      const waiting = shipsIn(p.yard).length > 0;
      const between = s.step === 'choose' || s.step === 'discard' || s.era === 'over' || seat !== s.current;
      if (waiting && between) return `seat ${seat} has a completed ship in the yard (step ${s.step}, seat ${s.current} to play)`;
    }
    return null;
  },
};

export const shipsLeaveOnlyCompleted: StepInvariant<ShipyardState, ShipyardMove> = {
  name: 'cards leave a yard only as completed ships (bow, 1-7 middles, stern, side by side)',
  check: (before, move, after) => {
    for (const [seat, p] of before.players.entries()) {
      const yard = p.yard.slice();
      const holding = before.act?.doing?.holding;
      if (move.type === 'placeShipCard' && move.player === seat && holding) yard[move.slot] = holding;
      const gone = yard.map((c, i) => c !== null && (after.players[seat]?.yard[i] ?? null) === null);
      if (!gone.some(Boolean)) continue;
      const spans = shipsIn(yard);
      const covered = yard.map((_, i) => spans.some(([a, b]) => a <= i && i <= b));
      const bad = gone.findIndex((g, i) => g !== covered[i]);
      if (bad >= 0) return `seat ${seat}: space ${bad} ${gone[bad] ? 'left without being part of a completed ship' : 'kept a completed ship'}`;
    }
    for (const [seat, p] of after.players.entries()) {
      if (p.fleet.some((ship) => !isShip(ship.parts))) return `seat ${seat} has a fleet ship that is not a complete ship`;
    }
    const waiting = [...(after.trial?.waiting ?? []), ...(after.trial?.ship ? [after.trial.ship] : [])];
    if (waiting.some((ship) => !isShip(ship))) return 'a ship on trial is not a complete ship';
    return null;
  },
};

export const florinsNeverNegative: StateInvariant<ShipyardState> = {
  name: 'florins are never negative',
  check: (s) => {
    const seat = s.players.findIndex((p) => !Number.isInteger(p.florins) || p.florins < 0);
    return seat < 0 ? null : `seat ${seat} has ${s.players[seat]?.florins} florins`;
  },
};

export const pawns: StateInvariant<ShipyardState> = {
  name: "at most one player's pawns per card; one card each (two with 2 players), on the track",
  check: (s) => {
    const most = s.rules.players === 2 ? 2 : 1;
    const held = s.players.flatMap((p) => p.held);
    if (new Set(held).size !== held.length) return `a card carries pawns of two players, or twice: ${held.join(', ')}`;
    for (const [seat, p] of s.players.entries()) {
      if (p.held.length > most) return `seat ${seat} occupies ${p.held.length} cards`;
      if (p.held.some((a) => !s.track.includes(a))) return `seat ${seat} has a pawn on a card that is not on the track`;
    }
    if (s.track[s.lead] === null) return 'there is no card on the lead space';
    if (s.track[(s.lead + 1) % s.track.length] !== null) return 'the space ahead of the lead card is not empty';
    return null;
  },
};

export const evenTurns: StateInvariant<ShipyardState> = {
  name: 'players have played the same number of turns, give or take the round in progress',
  check: (s) => {
    const turns = s.players.map((p) => p.turns);
    if (Math.max(...turns) - Math.min(...turns) > 1) return `turns ${turns.join(', ')}`;
    if (s.era !== 'play' && new Set(turns).size !== 1) return `normal play ended with turns ${turns.join(', ')}`;
    return null;
  },
};

export const everyoneSameTurns: GameInvariant<ShipyardState> = {
  name: 'every player has the same number of turns at the end',
  check: (states) => {
    const last = states[states.length - 1];
    if (last === undefined) return 'no states';
    const turns = last.players.map((p) => p.turns);
    return new Set(turns).size === 1 ? null : `turns ${turns.join(', ')}`;
  },
};

export const scoresNeverDecrease: StepInvariant<ShipyardState, ShipyardMove> = {
  name: 'scores never decrease',
  check: (before, _move, after) => {
    const seat = before.players.findIndex((p, i) => (after.players[i]?.score ?? 0) < p.score);
    return seat < 0 ? null : `seat ${seat} went from ${before.players[seat]?.score} to ${after.players[seat]?.score}`;
  },
};

export const contractsAtTheEnd: StateInvariant<ShipyardState> = {
  name: 'every player ends with exactly one green and one blue contract; contracts are conserved',
  check: (s) => {
    const contracts = withDefaults(s.rules.components).contracts.contracts;
    const all = [...s.contractBox, ...s.players.flatMap((p) => [...p.contracts, ...p.discarded])];
    if (all.length !== contracts.length || new Set(all).size !== all.length) return `${all.length} contracts on the table for ${contracts.length}`;
    if (s.era !== 'over') return null;
    for (const [seat, p] of s.players.entries()) {
      const colours = p.contracts.map((i) => contracts[i]?.colour).sort();
      if (colours.join() !== 'blue,green') return `seat ${seat} ends with ${colours.join(', ')}`;
    }
    return null;
  },
};

export const shipsFit: StateInvariant<ShipyardState> = {
  name: "every fleet ship's crew and equipment fit its cabins and mounts plus the constructors' allowance",
  check: (s) => {
    const data = withDefaults(s.rules.components);
    for (const [seat, p] of s.players.entries()) {
      const allow: Record<string, number> = {};
      for (const i of p.employees) {
        const fx = data.employees.employees[i]?.effect;
        if (fx?.kind === 'constructor') allow[fx.item] = (allow[fx.item] ?? 0) + fx.count;
      }
      const over = (item: string, n: number): number => Math.max(0, n - (allow[item] ?? 0));
      for (const [n, ship] of p.fleet.entries()) {
        const cards = ship.parts.flatMap((part) => (part.card === null ? [] : [data.shipCards.cards[part.card]]));
        const sum = (f: (c: NonNullable<(typeof cards)[number]>) => number): number => cards.reduce((t, c) => t + (c ? f(c) : 0), 0);
        const l = ship.load;
        const where = `seat ${seat} ship ${n}`;
        if (l.captain < 1) return `${where} sailed without a captain`;
        const cabins = over('captain', l.captain - 1) + over('businessman', l.businessman) + over('soldier', l.soldier);
        if (cabins > sum((c) => c.cabins)) return `${where} needs ${cabins} cabins`;
        if (over('sail', l.sail) + over('funnel', l.funnel) > sum((c) => c.mounts.sailFunnel)) return `${where} has too many sails and funnels`;
        if (over('propeller', l.propeller) > sum((c) => c.mounts.propeller)) return `${where} has too many propellers`;
        if (over('crane', l.crane) > sum((c) => c.mounts.crane)) return `${where} has too many cranes`;
        if (over('cannon', l.cannon) > sum((c) => c.mounts.cannon)) return `${where} has too many cannons`;
      }
    }
    return null;
  },
};

export const cardsInOnePlace: StateInvariant<ShipyardState> = {
  name: 'no ship card, canal or train is in two places; employees are all somewhere',
  check: (s) => {
    const data = withDefaults(s.rules.components);
    const ships = [
      ...s.ships.bow,
      ...s.ships.middle.flat(),
      ...s.ships.stern,
      ...s.shipDecks.bow,
      ...s.shipDecks.middle,
      ...s.shipDecks.stern,
      ...s.players.flatMap((p) => [...p.yard.map((c) => c?.card ?? null), ...p.fleet.flatMap((f) => f.parts.map((c) => c.card))]),
      ...(s.trial?.waiting.flat() ?? []).map((c) => c.card),
      ...(s.trial?.ship ?? []).map((c) => c.card),
      s.act?.doing?.holding?.card ?? null,
    ].filter((c): c is number => c !== null);
    if (new Set(ships).size !== ships.length) return 'a ship card is in two places';
    const canals = [...s.canalDisplay, ...s.canalDeck, ...s.canalDiscard, ...s.players.flatMap((p) => p.canals.map((c) => c.card)), s.act?.doing?.canal ?? null].filter(
      (c): c is number => c !== null,
    );
    if (new Set(canals).size !== canals.length || canals.length !== data.canals.cards.length) return `${canals.length} canals for ${data.canals.cards.length}, or one twice`;
    const trains = [...s.trainDisplay, ...s.trainDeck, ...s.trainDiscard, ...s.players.flatMap((p) => p.trains), s.act?.doing?.train ?? null].filter(
      (c): c is number => c !== null && c < data.trains.deck.length,
    );
    if (new Set(trains).size !== trains.length || trains.length !== data.trains.deck.length) return `${trains.length} deck trains for ${data.trains.deck.length}, or one twice`;
    const copies = s.rules.players === 2 ? 1 : 2;
    const staff = [...s.oval.flat(2), ...s.players.flatMap((p) => p.employees)];
    if (staff.length !== copies * data.employees.employees.length) return `${staff.length} employee cards for ${copies} x ${data.employees.employees.length}`;
    return null;
  },
};

/** All state invariants. */
export const STATE_INVARIANTS = [yardsViable, shipsLeaveInTheirTurn, florinsNeverNegative, pawns, evenTurns, contractsAtTheEnd, shipsFit, cardsInOnePlace];
/** All step invariants. */
export const STEP_INVARIANTS = [shipsLeaveOnlyCompleted, scoresNeverDecrease];
/** All game invariants. */
export const GAME_INVARIANTS = [everyoneSameTurns];
