/**
 * What every reachable Meuterer state satisfies beyond its structure, checked whenever a
 * state comes from outside (a save, a state sent back by a client): a state that passes
 * is one the rules can go on from and play to the end.
 *
 * The checks follow the rules, not the code paths: the table's rules are those setup
 * derives, every seat and island index is in range, every card of the deck is somewhere
 * exactly once, the action cards are each in one place, the history, the scores and the
 * ship's position tell the same story, and the fields of the current phase are set
 * exactly when that phase needs them. The last check asks the game itself whether the
 * seat to move has a move.
 *
 * @module
 */
import { seatsFrom } from '../core/seats.js';
import { CARDS, countOf, fullDeck, ROLES, tally, type Card } from './cards.js';
import { accepts, islandsProblem } from './islands.js';
import { activePlayers, candidates, check } from './legal.js';
import { mutinyTurns } from './rules/mutiny.js';
import { HAND_SIZE, LOADER_EXTRA } from './rules/round.js';
import { mutinyPoints, saleOptions, saleOrder, unsold } from './rules/scoring.js';
import { activeIslands, islandAhead } from './rules/table.js';
import { roundsFor } from './setup.js';
import type { MeutererState, Phase, RoundSummary } from './state.js';

/** Phases before the action cards are revealed. */
const HIDDEN_PHASES: readonly Phase[] = ['reward', 'offer', 'chooseRole'];
/** Phases once the round is scored (its summary is in the history). */
const SCORED_PHASES: readonly Phase[] = ['sale', 'loader', 'over'];

/**
 * The first inconsistency of a structurally valid state, naming the field by its path
 * (`hands[2]: ...`, `turn: ...`), or `null` if the state is one the game can reach. Linear
 * in the size of the state.
 *
 * @group Codecs
 */
export function stateProblem(s: MeutererState): string | null {
  return (
    rulesProblem(s) ??
    indexProblem(s) ??
    phaseFieldsProblem(s) ??
    cardsProblem(s) ??
    rolesProblem(s) ??
    historyProblem(s) ??
    phaseProblem(s) ??
    memoryProblem(s) ??
    movesProblem(s)
  );
}

/** The table's rules are what setup derives from a config. */
function rulesProblem(s: MeutererState): string | null {
  const { players, rounds } = s.rules;
  if (rounds !== roundsFor(players)) return `rules.rounds: ${rounds}, but ${players} players play ${roundsFor(players)} rounds`;
  return islandsProblem(s.rules.islands, 'rules.islands');
}

const seatIn = (players: number) => (path: string, seat: number): string | null =>
  Number.isInteger(seat) && seat >= 0 && seat < players ? null : `${path}: seat index ${seat} at a ${players}-seat table`;

const islandIn = (count: number) => (path: string, island: number | null): string | null =>
  island === null || (Number.isInteger(island) && island >= 0 && island < count)
    ? null
    : `${path}: island ${island}, but the circle has ${count} islands (0-${count - 1})`;

/** The first problem of a list of checks, each run only if the ones before passed. */
function first(checks: readonly (() => string | null)[]): string | null {
  for (const c of checks) {
    const problem = c();
    if (problem !== null) return problem;
  }
  return null;
}

/** One entry per seat in every per-seat list; every seat and island index in range. */
function indexProblem(s: MeutererState): string | null {
  const players = s.rules.players;
  const seat = seatIn(players);
  const island = islandIn(s.rules.islands.length);
  const perSeat: [string, readonly unknown[]][] = [['hands', s.hands], ['hauled', s.hauled], ['offered', s.offered], ['passed', s.passed], ['roles', s.roles], ['scores', s.scores]];
  if (s.mutiny !== null) perSeat.push(['mutiny.added', s.mutiny.added]);
  const short = perSeat.find(([, list]) => list.length !== players);
  if (short !== undefined) return `${short[0]}: ${short[1].length} entries at a ${players}-seat table`;
  return first([
    () => seat('captain', s.captain),
    () => seat('turn', s.turn),
    () => island('ship', s.ship),
    () => island('previousShip', s.previousShip),
    () => island('pirateShip', s.pirateShip),
    () => island('captainDestination', s.captainDestination),
    () => island('mutineerDestination', s.mutineerDestination),
    () => island('saleIsland', s.saleIsland),
    () => (s.loader === null ? null : seat('loader.player', s.loader.player)),
    () => listProblem(s.mutiny?.queue ?? [], (q, i) => seat(`mutiny.queue[${i}]`, q)),
    () => listProblem(s.refillQueue, (q, i) => seat(`refillQueue[${i}]`, q)),
    () => listProblem(s.choosers, (q, i) => seat(`choosers[${i}]`, q)),
    () => listProblem(s.returned, (q, i) => seat(`returned[${i}]`, q)),
    () => listProblem(s.sales, (sale, i) => seat(`sales[${i}].player`, sale.player) ?? island(`sales[${i}].island`, sale.island)),
    () => (s.previousShip === s.ship ? `previousShip: island ${s.ship} is where the ship is; it is null when the ship stayed` : null),
    () => ((s.pirateShip === null) === s.rules.pirates ? `pirateShip: ${s.pirateShip === null ? 'missing in' : 'set without'} the pirate variant` : null),
  ]);
}

function listProblem<T>(list: readonly T[], problem: (item: T, index: number) => string | null): string | null {
  for (const [i, item] of list.entries()) {
    const p = problem(item, i);
    if (p !== null) return p;
  }
  return null;
}

/** The fields a phase needs are set exactly in that phase; some others only in certain phases. */
function phaseFieldsProblem(s: MeutererState): string | null {
  const phase = s.phase;
  const needed = (field: string, isSet: boolean, need: boolean): string | null =>
    isSet === need ? null : need ? `phase '${phase}' but ${field} is not set` : `${field}: set during phase '${phase}'`;
  const only = (field: string, isSet: boolean, allowed: boolean): string | null => (!isSet || allowed ? null : `${field}: set during phase '${phase}'`);
  return first([
    () => needed('reward', s.reward !== null, phase !== 'reward'),
    () => needed('mutiny', s.mutiny !== null, phase === 'mutiny'),
    () => needed('saleIsland', s.saleIsland !== null, phase === 'sale'),
    () => needed('loader', s.loader !== null, phase === 'loader'),
    () => only('refillQueue', s.refillQueue.length > 0, phase === 'loader'),
    () => only('sales', s.sales.length > 0, SCORED_PHASES.includes(phase)),
    () => only('mutineerDestination', s.mutineerDestination !== null, !HIDDEN_PHASES.includes(phase)),
    () => (s.revealed === !HIDDEN_PHASES.includes(phase) ? null : `revealed: ${s.revealed} during phase '${phase}'`),
  ]);
}

/**
 * Every card of the deck is in exactly one place; hands are sorted; played cards hold no
 * pirate card (it is discarded at once); without pirates a seat holds five cards between
 * its hand and what it played, from the deal to the refill.
 *
 * @rulebook Contenu; Phase 2 (Variante: les pirates); Phase 7: « remontent leur main à 5 ».
 */
function cardsProblem(s: MeutererState): string | null {
  const zones: [string, readonly Card[]][] = [
    ...s.hands.map((h, i): [string, readonly Card[]] => [`hands[${i}]`, h]),
    ...s.offered.map((o, i): [string, readonly Card[]] => [`offered[${i}]`, o]),
    ['deck', s.deck],
    ['discard', s.discard],
    ...(s.loader === null ? [] : [['loader.drawn', s.loader.drawn] as [string, readonly Card[]]]),
  ];
  const want = tally(fullDeck(s.rules.pirates));
  const have = tally(zones.flatMap(([, cards]) => cards));
  for (const card of CARDS) {
    if (have[card] === want[card]) continue;
    const where = have[card] > want[card] ? zones.filter(([, cards]) => cards.includes(card)).map(([path]) => path).join(', ') : 'hands, offered, deck, discard';
    return `${where}: ${have[card]} ${card} card(s) in all, but the game has ${want[card]}`;
  }
  return first([
    () => listProblem(s.hands, (h, i) => (h.every((c, j) => j === 0 || CARDS.indexOf(h[j - 1] as Card) <= CARDS.indexOf(c)) ? null : `hands[${i}]: not in canonical card order`)),
    () => listProblem(s.offered, (o, i) => (o.includes('pirate') ? `offered[${i}]: holds the pirate card, which is discarded as soon as it is played` : null)),
    () => (s.rules.pirates ? null : listProblem(s.hands, (h, i) => handSizeProblem(s, h.length, i))),
  ]);
}

/** Without pirates, nothing adds to a hand but the refill to five. */
function handSizeProblem(s: MeutererState, size: number, seat: number): string | null {
  if (size > HAND_SIZE) return `hands[${seat}]: ${size} cards, but without pirates a hand never holds more than ${HAND_SIZE}`;
  const played = s.offered[seat]?.length ?? 0;
  if (s.phase !== 'loader' && size + played !== HAND_SIZE) {
    return `hands[${seat}]: ${size} cards and ${played} in offered[${seat}], but without pirates a seat holds ${HAND_SIZE} until the refill`;
  }
  return null;
}

/** Each action card is held by one seat or lies in the centre, which is kept in canonical order. */
function rolesProblem(s: MeutererState): string | null {
  const holder = new Map<string, number>();
  for (const [seat, role] of s.roles.entries()) {
    if (role === null) continue;
    const other = holder.get(role);
    if (other !== undefined) return `roles[${seat}]: the ${role} card is held by seat index ${other} too`;
    holder.set(role, seat);
  }
  for (const role of s.roleSupply) {
    if (holder.has(role)) return `roleSupply: the ${role} card is ${holder.get(role) === -1 ? 'listed twice' : `held by seat index ${holder.get(role)} too`}`;
    holder.set(role, -1);
  }
  const lost = ROLES.find((r) => !holder.has(r));
  if (lost !== undefined) return `roleSupply: the ${lost} card is neither held nor in the centre`;
  const sorted = ROLES.filter((r) => s.roleSupply.includes(r));
  return s.roleSupply.every((r, i) => r === sorted[i]) ? null : 'roleSupply: not in canonical order';
}

/**
 * What players remember agrees with the table: cards known to be in a hand from a pirate
 * haul are in it (ruling M22); the seats that took action cards this round are those
 * holding one, each once (M23); the cards a Lademeister put under the deck are still in
 * it, each put there by a seat that held the loader card (M21).
 */
function memoryProblem(s: MeutererState): string | null {
  const known = listProblem(s.hauled, (cards, seat) => {
    if (cards.length > 0 && !s.rules.pirates) return `hauled[${seat}]: cards known from a pirate haul without the pirate variant`;
    const hand = tally(s.hands[seat] ?? []);
    const have = tally(cards);
    const sorted = cards.every((c, j) => j === 0 || CARDS.indexOf(cards[j - 1] as Card) <= CARDS.indexOf(c));
    if (!sorted) return `hauled[${seat}]: not in canonical card order`;
    const missing = CARDS.find((c) => have[c] > hand[c]);
    return missing === undefined ? null : `hauled[${seat}]: ${have[missing]} ${missing} card(s) known to be in hands[${seat}], which holds ${hand[missing]}`;
  });
  if (known !== null) return known;
  const holders = s.roles.flatMap((role, seat) => (role === null ? [] : [seat]));
  if (new Set(s.choosers).size !== s.choosers.length || s.choosers.length !== holders.length || holders.some((seat) => !s.choosers.includes(seat))) {
    return `choosers: [${s.choosers.join(', ')}], but the seats holding an action card are [${holders.join(', ')}]`;
  }
  if (s.returned.length > s.deck.length) return `returned: ${s.returned.length} card(s) put under a deck of ${s.deck.length}`;
  const loaders = new Set(s.history.map((r) => r.roles.indexOf('loader')));
  const stranger = s.returned.findIndex((seat) => !loaders.has(seat));
  return stranger < 0 ? null : `returned[${stranger}]: seat index ${s.returned[stranger]} never held the loader card`;
}

/** Who is captain after a scored round: the mutineer if the mutiny succeeded. */
function captainAfter(summary: RoundSummary): number {
  return summary.mutiny?.succeeded === true ? summary.mutiny.mutineer : summary.captain;
}

/**
 * One summary per scored round, each telling a story the rules allow; the captain, the
 * ship and the scores follow from them.
 *
 * @rulebook Phase 5; Phase 6: Déplacement du bateau; Fin de la partie.
 */
function historyProblem(s: MeutererState): string | null {
  const { rounds } = s.rules;
  if (s.round < 1 || s.round > rounds) return `round: ${s.round}, but the game has rounds 1 to ${rounds}`;
  if (s.phase === 'over' && s.round !== rounds) return `phase 'over' in round ${s.round}, but the game ends after round ${rounds}`;
  if (s.phase === 'loader' && s.round === rounds) return `phase 'loader' in the last round, which ends without a refill`;
  const scored = SCORED_PHASES.includes(s.phase) ? s.round : s.round - 1;
  if (s.history.length !== scored) return `history: ${s.history.length} round(s) scored, but round ${s.round} in phase '${s.phase}' follows ${scored}`;
  const summaryProblem = listProblem(s.history, (summary, k) => roundSummaryProblem(s, summary, k));
  if (summaryProblem !== null) return summaryProblem;

  const last = s.history[s.history.length - 1];
  if (last !== undefined && s.captain !== captainAfter(last)) {
    return `captain: seat index ${s.captain}, but round ${last.round} leaves seat index ${captainAfter(last)} captain`;
  }
  const ship = shipProblem(s);
  if (ship !== null) return ship;
  const totals = s.scores.map(() => 0);
  for (const summary of s.history) for (const p of summary.points) totals[p.player] = (totals[p.player] ?? 0) + p.points;
  const wrong = s.scores.findIndex((score, seat) => score !== totals[seat]);
  return wrong < 0 ? null : `scores[${wrong}]: ${s.scores[wrong]}, but the history awards ${totals[wrong]}`;
}

/** The ship sails to each scored round's destination, but not after the last round. */
function shipProblem(s: MeutererState): string | null {
  const moves = s.phase === 'loader' ? s.round : s.round - 1;
  const sentTo = (round: number): number => (s.history[round - 1] as RoundSummary).destination;
  if (moves === 0) return s.previousShip === null ? null : `previousShip: island ${s.previousShip}, but the ship has not sailed yet`;
  if (s.ship !== sentTo(moves)) return `ship: island ${s.ship}, but round ${moves} sent it to island ${sentTo(moves)}`;
  if (moves === 1) return null;
  const left = sentTo(moves) === sentTo(moves - 1) ? null : sentTo(moves - 1);
  return s.previousShip === left ? null : `previousShip: ${s.previousShip}, but the ship last sailed from ${left === null ? 'nowhere (it stayed)' : `island ${left}`}`;
}

/** A round's summary: the action cards taken, the mutiny's outcome, where the ship goes, the points. */
function roundSummaryProblem(s: MeutererState, r: RoundSummary, k: number): string | null {
  const at = `history[${k}]`;
  const players = s.rules.players;
  const seat = seatIn(players);
  const island = islandIn(s.rules.islands.length);
  if (r.round !== k + 1) return `${at}.round: ${r.round}, but it is the summary of round ${k + 1}`;
  const previous = s.history[k - 1];
  if (previous !== undefined && r.captain !== captainAfter(previous)) {
    return `${at}.captain: seat index ${r.captain}, but round ${k} left seat index ${captainAfter(previous)} captain`;
  }
  const basics = first([
    () => seat(`${at}.captain`, r.captain),
    () => (r.roles.length === players ? null : `${at}.roles: ${r.roles.length} entries at a ${players}-seat table`),
    () => island(`${at}.captainDestination`, r.captainDestination),
    () => island(`${at}.mutineerDestination`, r.mutineerDestination),
    () => island(`${at}.destination`, r.destination),
    () => listProblem(r.points, (p, i) => seat(`${at}.points[${i}].player`, p.player) ?? island(`${at}.points[${i}].island`, p.island ?? null)),
  ]);
  if (basics !== null) return basics;
  // Everyone but the captain took an action card, each a different one.
  const taken = r.roles.filter((role) => role !== null);
  if (r.roles[r.captain] !== null || taken.length !== players - 1 || new Set(taken).size !== taken.length) {
    return `${at}.roles: every seat but the captain holds a different action card`;
  }
  const mutineer = r.roles.indexOf('mutineer');
  if ((mutineer >= 0) !== (r.mutiny !== null) || (mutineer >= 0) !== (r.mutineerDestination !== null)) {
    return `${at}.mutiny: a mutiny and the mutineer's destination go with the mutineer card`;
  }
  if (r.mutiny !== null && (r.mutiny.mutineer !== mutineer || r.mutiny.succeeded !== r.mutiny.mutineerSide >= r.mutiny.captainSide)) {
    return `${at}.mutiny: not the outcome of seat index ${mutineer}'s mutiny with ${r.mutiny.mutineerSide} against ${r.mutiny.captainSide}`;
  }
  const destination = r.mutiny?.succeeded === true ? r.mutineerDestination : r.captainDestination;
  if (r.destination !== destination) return `${at}.destination: island ${r.destination}, but the ship goes to island ${destination}`;
  return pointsProblem(s, r, at);
}

/** The mutiny's points come first, exactly as scored; then sales, one per seat and island, each paying a value of the island. */
function pointsProblem(s: MeutererState, r: RoundSummary, at: string): string | null {
  const expected = mutinyPoints(s.rules.islands, r);
  for (const [i, e] of expected.entries()) {
    const p = r.points[i];
    if (p === undefined || p.player !== e.player || p.points !== e.points || p.reason !== e.reason || p.island !== e.island) {
      return `${at}.points[${i}]: expected seat index ${e.player} ${e.points >= 0 ? '+' : ''}${e.points} (${e.reason})`;
    }
  }
  const seen = new Set<string>();
  for (let i = expected.length; i < r.points.length; i++) {
    const p = r.points[i] as RoundSummary['points'][number];
    const isle = p.island === undefined ? undefined : s.rules.islands[p.island];
    const key = `${p.player}/${p.island}`;
    if (p.reason !== 'sale' || isle === undefined || p.points <= 0 || !isle.majority.includes(p.points) || seen.has(key)) {
      return `${at}.points[${i}]: not a sale the island pays`;
    }
    seen.add(key);
  }
  return null;
}

/**
 * The fields of each phase agree with each other and with the history.
 *
 * @rulebook Phases 1 to 7.
 */
function phaseProblem(s: MeutererState): string | null {
  const phase = s.phase;
  return first([
    () => (phase === 'reward' || phase === 'loader' ? listProblem(s.offered, (o, i) => (o.length === 0 ? null : `offered[${i}]: cards played during phase '${phase}'`)) : null),
    () => passedProblem(s),
    () => {
      switch (phase) {
        case 'reward':
          return s.turn === s.captain ? offerProblem(s) : `turn: seat index ${s.turn}, but the captain (seat index ${s.captain}) chooses the offer`;
        case 'offer':
        case 'chooseRole':
          return offerProblem(s);
        case 'mutiny':
          return mutinyProblem(s);
        case 'sale':
          return scoredRoundProblem(s) ?? salesProblem(s);
        case 'loader':
          return scoredRoundProblem(s) ?? loaderProblem(s);
        case 'over':
          return scoredRoundProblem(s) ?? salesProblem(s);
      }
    },
  ]);
}

/** Nobody has passed in phase 1; everyone has once the cards are revealed. */
function passedProblem(s: MeutererState): string | null {
  if (s.phase === 'offer' || s.phase === 'chooseRole') return null;
  const all = s.phase !== 'reward';
  const wrong = s.passed.findIndex((p) => p !== all);
  return wrong < 0 ? null : `passed[${wrong}]: ${!all} during phase '${s.phase}'`;
}

/**
 * Phases 1 and 2: a seat has passed exactly when it holds an action card, except the one
 * choosing it now; the captain takes none, and places his destination when he passes.
 *
 * @rulebook Phase 2: Offre des marchandises.
 */
function offerProblem(s: MeutererState): string | null {
  const choosing = s.phase === 'chooseRole' ? s.turn : -1;
  if (s.phase === 'offer' && s.passed[s.turn] === true) return `turn: seat index ${s.turn} has passed and offers no more`;
  if (s.phase === 'chooseRole' && (s.turn === s.captain || s.passed[s.turn] !== true)) {
    return `turn: seat index ${s.turn} chooses an action card, but only a player other than the captain who has just passed does`;
  }
  for (const [seat, role] of s.roles.entries()) {
    const shouldHold = seat !== s.captain && seat !== choosing && s.passed[seat] === true;
    if ((role !== null) !== shouldHold) return `roles[${seat}]: ${role === null ? 'no action card after passing' : `the ${role} card ${seat === s.captain ? 'held by the captain' : 'taken before passing'}`}`;
  }
  const passed = s.passed[s.captain] === true;
  if ((s.captainDestination !== null) !== passed) return `captainDestination: ${passed ? 'not set, but the captain has passed' : 'set before the captain passed'}`;
  return destinationProblem(s, 'captainDestination', s.captainDestination, s.captain, 0);
}

/** A destination lies as many islands ahead of the ship as the seat held cards when it passed. */
function destinationProblem(s: MeutererState, field: string, destination: number | null, seat: number, spent: number): string | null {
  if (destination === null) return null;
  const held = (s.hands[seat]?.length ?? 0) + spent;
  const expected = islandAhead(s, held);
  return destination === expected ? null : `${field}: island ${destination}, but seat index ${seat} passed with ${held} card(s), which leads to island ${expected}`;
}

/**
 * Phase 4: everyone but the captain holds an action card, one of them the mutineer; the
 * involved seats take their one turn in order; what they added is among their played
 * conflict cards.
 *
 * @rulebook Phase 4: La Mutinerie.
 */
function mutinyProblem(s: MeutererState): string | null {
  const mutiny = s.mutiny;
  if (mutiny === null) return null;
  const wrongRole = s.roles.findIndex((role, seat) => (role === null) !== (seat === s.captain));
  if (wrongRole >= 0) return `roles[${wrongRole}]: after the reveal every seat but the captain holds an action card`;
  const mutineer = s.roles.indexOf('mutineer');
  if (mutineer < 0) return "phase 'mutiny' but nobody holds the mutineer card";
  const turns = mutinyTurns(s);
  const done = turns.length - mutiny.queue.length;
  if (mutiny.queue.length === 0 || done < 0 || mutiny.queue.some((seat, i) => seat !== turns[done + i])) {
    return `mutiny.queue: [${mutiny.queue.join(', ')}] is not what is left of the turns [${turns.join(', ')}]`;
  }
  if (s.turn !== mutiny.queue[0]) return `turn: seat index ${s.turn}, but seat index ${mutiny.queue[0]} adds conflict cards now`;
  for (const [seat, added] of mutiny.added.entries()) {
    const played = turns.slice(0, done).includes(seat);
    if (played ? added > countOf(s.offered[seat] ?? [], 'conflict') : added !== 0) {
      return `mutiny.added[${seat}]: ${added}, but seat index ${seat} ${played ? `has ${countOf(s.offered[seat] ?? [], 'conflict')} conflict card(s) in play` : 'has not had its turn'}`;
    }
  }
  // Conflict cards added now came from the hand the destinations were counted from.
  if (s.captainDestination === null || s.mutineerDestination === null) return "phase 'mutiny' but a destination is not set";
  return (
    destinationProblem(s, 'captainDestination', s.captainDestination, s.captain, mutiny.added[s.captain] ?? 0) ??
    destinationProblem(s, 'mutineerDestination', s.mutineerDestination, mutineer, mutiny.added[mutineer] ?? 0)
  );
}

/** Once a round is scored, its summary records this round's action cards, offer and destinations. */
function scoredRoundProblem(s: MeutererState): string | null {
  const r = s.history[s.history.length - 1] as RoundSummary;
  const wrongRole = s.roles.findIndex((role, seat) => role !== r.roles[seat]);
  if (wrongRole >= 0) return `roles[${wrongRole}]: not the action card round ${r.round} recorded`;
  if (s.reward !== r.reward) return `reward: ${s.reward}, but round ${r.round} recorded ${r.reward}`;
  if (s.captainDestination !== r.captainDestination) return `captainDestination: ${s.captainDestination}, but round ${r.round} recorded ${r.captainDestination}`;
  if (s.mutineerDestination !== r.mutineerDestination) return `mutineerDestination: ${s.mutineerDestination}, but round ${r.round} recorded ${r.mutineerDestination}`;
  return null;
}

/**
 * Phase 5: sales are of played goods on active islands that buy them, one good per seat
 * and island, decided in order up to the decision asked for now, which has something to sell.
 *
 * @rulebook Phase 5: Distribution des PV pour la vente des marchandises.
 */
function salesProblem(s: MeutererState): string | null {
  const active = activeIslands(s);
  const order = saleOrder(s).map((o) => `${o.player}/${o.island}`);
  const now = s.saleIsland === null ? order.length : order.indexOf(`${s.turn}/${s.saleIsland}`);
  if (now < 0) return `saleIsland: island ${s.saleIsland} is not active this round`;
  const decided = new Set<string>();
  for (const [i, sale] of s.sales.entries()) {
    const key = `${sale.player}/${sale.island}`;
    const isle = s.rules.islands[sale.island];
    if (!active.includes(sale.island) || isle === undefined || !accepts(isle, sale.good)) return `sales[${i}]: island ${sale.island} does not buy ${sale.good} this round`;
    if (sale.count < 1) return `sales[${i}].count: a sale is of at least one card`;
    if (decided.has(key)) return `sales[${i}]: seat index ${sale.player} already sold on island ${sale.island}`;
    if (order.indexOf(key) >= now) return `sales[${i}]: seat index ${sale.player} has not yet decided on island ${sale.island}`;
    if (unsold(s, sale.player, sale.good) < 0) return `sales[${i}]: seat index ${sale.player} sells more ${sale.good} than it played`;
    decided.add(key);
  }
  if (s.saleIsland !== null && saleOptions(s, s.turn, s.saleIsland).length === 0) {
    return `saleIsland: seat index ${s.turn} has nothing left to sell on island ${s.saleIsland}`;
  }
  return null;
}

/**
 * Phase 7: the Lademeister, in his place in the refill order, returns what he drew beyond
 * five cards (at most three), one at a time; the seats after him still wait.
 *
 * @rulebook Phase 7: Fin du tour.
 */
function loaderProblem(s: MeutererState): string | null {
  const loader = s.loader;
  if (loader === null) return null;
  if (loader.player !== s.turn) return `loader.player: seat index ${loader.player}, but it is seat index ${s.turn}'s turn`;
  if (s.roles[loader.player] !== 'loader') return `loader.player: seat index ${loader.player} does not hold the loader card`;
  if (loader.toReturn < 1 || loader.toReturn > LOADER_EXTRA || loader.toReturn > loader.drawn.length) {
    return `loader.toReturn: ${loader.toReturn}, but he returns 1 to ${LOADER_EXTRA} of the ${loader.drawn.length} card(s) drawn`;
  }
  const keeps = Math.max(0, HAND_SIZE - (s.hands[loader.player]?.length ?? 0));
  if (loader.drawn.length - loader.toReturn !== keeps) {
    return `loader.drawn: ${loader.drawn.length} card(s) with ${loader.toReturn} to return, but he keeps ${keeps} to reach ${HAND_SIZE}`;
  }
  const order = seatsFrom(s.captain, s.rules.players);
  const after = order.slice(order.indexOf(loader.player) + 1);
  return after.join() === s.refillQueue.join() ? null : `refillQueue: [${s.refillQueue.join(', ')}], but the seats after the Lademeister are [${after.join(', ')}]`;
}

/** The last line: whoever must move has a move the game accepts. */
function movesProblem(s: MeutererState): string | null {
  if (s.phase === 'over') return null;
  for (const seat of activePlayers(s)) {
    if (!candidates(s, seat).some((m) => m.player === seat && check(s, m) === null)) return `turn: seat index ${seat} has no legal move in phase '${s.phase}'`;
  }
  return null;
}
