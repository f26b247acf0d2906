/**
 * Nauticus's own invariants, as harness checks. Each is computed from the state itself,
 * independently of the rule code it checks (no call into src/nauticus/rules).
 */
import type { GameInvariant, StateInvariant, StepInvariant } from '../../src/testing/index.js';
import { BOX, PIECES, type NauticusMove, type NauticusState, type Piece, type Ship } from '../../src/nauticus/index.js';

const CAP = 15;

function tilesOf(ship: Ship): Piece[] {
  return [
    ...ship.parts,
    ...ship.masts.map((e) => `mast-${e}` as Piece),
    ...ship.sails.map((e) => `sail-${e}` as Piece),
    ...ship.goods,
  ];
}

function complete(ship: Ship): boolean {
  const n = ship.parts.length;
  const closed = ship.parts.join() === 'hull' || (ship.parts[0] === 'bow' && ship.parts[n - 1] === 'stern');
  return closed && ship.masts.length === n && ship.sails.length === n;
}

export const oneCoatOfArms: StateInvariant<NauticusState> = {
  name: 'one coat of arms per ship, apart from crowns',
  check: (s) => {
    for (const [seat, p] of s.players.entries()) {
      for (const [i, ship] of p.ships.entries()) {
        const crests = new Set([...ship.masts, ...ship.sails].filter((e) => e !== 'crown'));
        if (crests.size > 1) return `seat ${seat} ship ${i} mixes ${[...crests].join(' and ')}`;
        if (ship.masts.length > ship.parts.length || ship.sails.length > ship.masts.length || ship.goods.length > ship.parts.length) {
          return `seat ${seat} ship ${i} has ${ship.parts.length} hull tiles, ${ship.masts.length} masts, ${ship.sails.length} sails, ${ship.goods.length} goods`;
        }
      }
    }
    return null;
  },
};

export const hullsWellFormed: StateInvariant<NauticusState> = {
  name: 'hulls are a one-tile hull, or bow? middle{0,2} stern? of at most 4 tiles',
  check: (s) => {
    for (const [seat, p] of s.players.entries()) {
      for (const [i, ship] of p.ships.entries()) {
        const text = ship.parts.map((part) => `${part} `).join('');
        if (text === '' || !/^(hull |(bow )?(middle ){0,2}(stern )?)$/.test(text)) return `seat ${seat} ship ${i} is '${text.trim()}'`;
        if (ship.parts.length === 0 || ship.parts.length > 4) return `seat ${seat} ship ${i} has ${ship.parts.length} hull tiles`;
      }
    }
    return null;
  },
};

export const warehouseLimit: StateInvariant<NauticusState> = {
  name: 'a warehouse never holds more than 12 spaces (a mast takes 2)',
  check: (s) => {
    for (const [seat, p] of s.players.entries()) {
      const used = p.warehouse.reduce((n, piece) => n + (piece.startsWith('mast-') ? 2 : 1), 0);
      if (used > 12) return `seat ${seat} uses ${used} warehouse spaces`;
    }
    return null;
  },
};

export const tilesConserved: StateInvariant<NauticusState> = {
  name: 'every tile and good is somewhere exactly once; stocks never go negative',
  check: (s) => {
    const count = Object.fromEntries(PIECES.map((p) => [p, s.stock[p]])) as Record<Piece, number>;
    for (const p of PIECES) if (s.stock[p] < 0) return `the supply holds ${s.stock[p]} ${p}`;
    for (const player of s.players) {
      for (const piece of player.warehouse) count[piece]++;
      for (const ship of player.ships) for (const piece of tilesOf(ship)) count[piece]++;
      for (const [good, n] of Object.entries(player.delivered)) count[good as Piece] += n;
    }
    for (const p of PIECES) if (count[p] !== BOX[p]) return `${count[p]} ${p} on the table, the box has ${BOX[p]}`;
    return null;
  },
};

export const resourcesNonNegative: StateInvariant<NauticusState> = {
  name: 'coins and workers never negative',
  check: (s) => {
    const bad = s.players.findIndex((p) => p.coins < 0 || p.workers < 0 || !Number.isInteger(p.coins) || !Number.isInteger(p.workers));
    return bad < 0 ? null : `seat ${bad} has ${s.players[bad]?.coins} coins and ${s.players[bad]?.workers} workers`;
  },
};

export const crownCap: StateInvariant<NauticusState> = {
  name: 'crown points per player per round at most 15 (30 with the extra action used for it)',
  check: (s) => {
    const capFor = (seat: number, round: number): number => {
      const extra = s.players[seat]?.extra;
      return extra != null && extra.round === round && extra.tile === 'crown' ? 2 * CAP : CAP;
    };
    for (const [seat, p] of s.players.entries()) {
      if (p.crownPoints > capFor(seat, s.round)) return `seat ${seat} scored ${p.crownPoints} crown points in round ${s.round}`;
    }
    for (const h of s.history) {
      for (const [seat, points] of h.crownPoints.entries()) {
        if (points > capFor(seat, h.round)) return `seat ${seat} scored ${points} crown points in round ${h.round}`;
      }
    }
    return null;
  },
};

export const rewardsPerShip: StateInvariant<NauticusState> = {
  name: 'one reward per mast of a completed ship, at most two of each',
  check: (s) => {
    for (const [seat, p] of s.players.entries()) {
      for (const [i, ship] of p.ships.entries()) {
        for (const r of new Set(ship.rewards)) {
          const n = ship.rewards.filter((x) => x === r).length;
          if (n > 2) return `seat ${seat} ship ${i} gave ${r} ${n} times`;
        }
        const pending = s.turn?.player === seat && s.turn.rewards?.ship === i;
        if (!complete(ship) && ship.rewards.length > 0) return `seat ${seat} ship ${i} is not complete but gave rewards`;
        if (complete(ship) && !pending && ship.rewards.length !== ship.parts.length) {
          return `seat ${seat} ship ${i} of size ${ship.parts.length} gave ${ship.rewards.length} rewards`;
        }
        if (ship.rewards.length > ship.parts.length) return `seat ${seat} ship ${i} gave too many rewards`;
      }
    }
    return null;
  },
};

export const phaseCount: StateInvariant<NauticusState> = {
  name: 'at most 7 action phases per round, in 4 (2 players) or 5 rounds',
  check: (s) => {
    const rounds = s.rules.players === 2 ? 4 : 5;
    if (s.rules.rounds !== rounds) return `${s.rules.rounds} rounds for ${s.rules.players} players`;
    if (s.round < 1 || s.round > rounds) return `round ${s.round}`;
    if (s.phase < 1 || s.phase > 7) return `action phase ${s.phase}`;
    const flipped = s.flipped.filter(Boolean).length;
    if (s.step !== 'over' && flipped !== s.phase - 1) return `${flipped} tiles turned over in phase ${s.phase}`;
    for (const h of s.history) {
      if (h.phases.length !== 7) return `round ${h.round} had ${h.phases.length} action phases`;
      if (new Set(h.phases.map((p) => p.position)).size !== 7) return `round ${h.round} played a position twice`;
    }
    return null;
  },
};

export const freeTilesToWarehouse: StepInvariant<NauticusState, NauticusMove> = {
  name: 'free tiles never reach the shipyard directly',
  check: (before, move, after) => {
    const was = before.players[move.player];
    const now = after.players[move.player];
    if (was === undefined || now === undefined) return 'no such seat';
    if (move.type === 'buy' && move.to !== 'warehouse' && now.coins >= was.coins) {
      return `a ${move.piece} that cost nothing went to ${String(move.to)}`;
    }
    const gifts = ['select', 'bonus', 'takeFree', 'reward', 'rewardGoods', 'extra'];
    const built = (ships: readonly Ship[]): string => JSON.stringify(ships.map(tilesOf));
    if (gifts.includes(move.type) && built(was.ships) !== built(now.ships)) {
      return `the shipyard changed on a ${move.type} move`;
    }
    return null;
  },
};

export const extraOnce: StepInvariant<NauticusState, NauticusMove> = {
  name: 'the extra action is used at most once',
  check: (before, move, after) => {
    for (const [seat, p] of before.players.entries()) {
      const now = after.players[seat]?.extra ?? null;
      if (p.extra !== null && JSON.stringify(p.extra) !== JSON.stringify(now)) return `seat ${seat}'s extra action changed`;
    }
    if (move.type === 'extra' && before.players[move.player]?.extra !== null) return `seat ${move.player} used the extra action twice`;
    return null;
  },
};

export const gameLength: GameInvariant<NauticusState> = {
  name: 'exactly 7 action phases per round, 4 rounds with 2 players, 5 with 3-4',
  check: (states) => {
    const last = states[states.length - 1];
    if (last === undefined) return 'no states';
    const rounds = last.rules.players === 2 ? 4 : 5;
    if (last.history.length !== rounds) return `${last.history.length} rounds played, expected ${rounds}`;
    for (const h of last.history) if (h.phases.length !== 7) return `round ${h.round} had ${h.phases.length} action phases`;
    let selects = 0;
    for (let i = 1; i < states.length; i++) {
      const a = states[i - 1] as NauticusState;
      const b = states[i] as NauticusState;
      if (b.phases.length > a.phases.length) selects++;
      if (b.round !== a.round && b.round !== a.round + 1) return `round jumps from ${a.round} to ${b.round}`;
    }
    if (selects !== 7 * rounds) return `${selects} actions chosen, expected ${7 * rounds}`;
    if (last.final === null) return 'no final tally';
    return null;
  },
};

/** Every state invariant above, for the harness. */
export const stateInvariants = [oneCoatOfArms, hullsWellFormed, warehouseLimit, tilesConserved, resourcesNonNegative, crownCap, rewardsPerShip, phaseCount];
/** Every step invariant above, for the harness. */
export const stepInvariants = [freeTilesToWarehouse, extraOnce];
