/**
 * The consistency of a Bremerhaven state: what holds in every state that setup and the
 * moves can reach. The state codec checks it after the structure, so that a state from
 * outside (a save, a client) is either refused with the field that is wrong, or one the
 * rules can play on to the end.
 *
 * Each check is stated as the rules give it (cards are conserved, the Ship token moves a
 * known distance each round, the Bidding phase goes round in rank order, ...), and the
 * checks run in an order where each may rely on the ones before it: the catalogue first,
 * then the seats, then every card id, then the harbours and phases that look those up.
 *
 * @module
 */
import { BOLLARDS_PER_WALL, COLUMNS, COVERED_COLUMNS, DOCKS, LOADING_DOCKS, SPACE_COUNT, STARTING_BOLLARDS, WALLS } from './board.js';
import { cardsOn, winnerOf } from './bids.js';
import type { ContractCard, ShipCard } from './cards.js';
import { catalogProblem, lookup, showId } from './catalog.js';
import { spacesNeeded, totalGoods } from './goods.js';
import { berthSize, capacity, contractHolds, fittingDocks, loadingDockOpen, storageRoom } from './harbor.js';
import { activePlayers, candidates, check } from './legal.js';
import { bidder, HAND_SIZE, isOpen } from './rules/bidding.js';
import { cargoChoices } from './rules/boards.js';
import { SHORT_GAME_PROGRESS } from './rules/cleanup.js';
import { growDeciders } from './rules/grow.js';
import { harbourWorkers } from './rules/harbour.js';
import { permitDeciders } from './rules/permits.js';
import { STARTING_GOODS, startingGoodTakers } from './rules/start.js';
import { exchangeOwner } from './rules/town.js';
import { priceMemoryProblem } from './price-memory.js';
import { INFLUENCE_VALUES, startingInfluence, tableSize, variantProblem } from './setup.js';
import { boardSlot, landSpace, seaSpace, spaceName } from './spaces.js';
import type { BremerhavenState, Harbor, Participant, Phase } from './state.js';

/** A participant as a message about a state's fields names it: `seat index 2` (as the fields count, from 0), `the dummy`. */
const who = (p: Participant): string => (p === 'dummy' ? 'the dummy' : `seat index ${p}`);

type Problem = string | null;

/**
 * The first inconsistency of a state whose structure the codec has checked, naming the
 * field (`harbors[2].influence: 2 Influence cards 9 ...`), or `null` for a state the
 * rules can go on from.
 *
 * @group Codecs
 */
export function stateProblem(state: BremerhavenState): string | null {
  return (
    rulesProblem(state) ??
    seatsProblem(state) ??
    cardsProblem(state) ??
    pricesKnownProblem(state) ??
    phaseFieldsProblem(state) ??
    harborsProblem(state) ??
    influenceProblem(state) ??
    bidsProblem(state) ??
    trackProblem(state) ??
    phaseNeedsProblem(state) ??
    progressProblem(state) ??
    stallProblem(state)
  );
}

/** The seats, and the dummy in the solo game. */
function participants(s: BremerhavenState): Participant[] {
  return [...s.harbors.map((_, seat) => seat), ...(s.dummy === null ? [] : ['dummy' as const])];
}

/** The player count, variant and catalogue are what setup derives from a valid config. */
function rulesProblem(s: BremerhavenState): Problem {
  const { players, variant, slots } = s.rules;
  const mismatch = variantProblem(players, variant);
  if (mismatch !== null) return `rules.variant: '${variant}' with ${players} player(s): ${mismatch}`;
  const table = tableSize(players, variant);
  if (slots !== table) return `rules.slots: ${slots}, but this game has ${table} cards on the Sea and on the Land board`;
  return catalogProblem(s.rules, table, variant === 'long');
}

/** One harbour per seat, each participant on one rank, and every seat index at the table. */
function seatsProblem(s: BremerhavenState): Problem {
  const n = s.rules.players;
  const solo = s.rules.variant === 'solo';
  if (s.harbors.length !== n) return `harbors: ${s.harbors.length} harbours at a ${n}-seat table`;
  if ((s.dummy !== null) !== solo) return solo ? "dummy: the solo game needs the dummy's Influence cards" : 'dummy: only the solo game has a dummy player';
  const seat = (p: Participant): string => (p === 'dummy' ? 'the dummy plays only in the solo game' : `seat index ${p} at a ${n}-seat table`);
  const ranked = new Set<Participant>();
  for (const [i, p] of s.ranks.entries()) {
    if (p === 'dummy' ? !solo : p >= n) return `ranks[${i}]: ${seat(p)}`;
    if (ranked.has(p)) return `ranks[${i}]: ${who(p)} holds two ranks`;
    ranked.add(p);
  }
  const unranked = participants(s).find((p) => !ranked.has(p));
  if (unranked !== undefined) return `ranks: ${who(unranked)} has no rank on the Career ladder`;
  if (s.chooser !== null && s.chooser >= n) return `chooser: ${seat(s.chooser)}`;
  for (const [i, b] of s.bids.entries()) {
    if (!ranked.has(b.by)) return `bids[${i}].by: ${seat(b.by)}`;
    const at = boardSlot(b.space);
    if (at !== undefined && at.slot >= s.rules.slots) return `bids[${i}].space: '${b.space}' is not a space of a table with ${s.rules.slots} cards a board`;
  }
  return null;
}

/** Follows the cards of one kind through the zones of a state: each one known, each in one place. */
class Tally {
  private readonly where = new Map<string, string>();

  constructor(
    private readonly kind: string,
    private readonly known: Readonly<Record<string, unknown>>,
  ) {}

  /** The card `id` lies at `path`. */
  add(path: string, id: string | null | undefined): Problem {
    if (id == null) return null;
    if (lookup(this.known, id) === undefined) return `${path}: ${showId(id)} is not a ${this.kind} card of this game`;
    const before = this.where.get(id);
    if (before !== undefined) return `${path}: the ${this.kind} card ${showId(id)} is also at ${before}`;
    this.where.set(id, path);
    return null;
  }

  /** Every card of `ids` lies at `path[i]`. */
  list(path: string, ids: readonly (string | null)[]): Problem {
    for (let i = 0; i < ids.length; i++) {
      const problem = this.add(`${path}[${i}]`, ids[i]);
      if (problem !== null) return problem;
    }
    return null;
  }

  /** Whether a known card was found nowhere. */
  missing(zones: string): Problem {
    const lost = Object.keys(this.known).find((id) => !this.where.has(id));
    return lost === undefined ? null : `${zones}: the ${this.kind} card ${showId(lost)} is missing`;
  }
}

/**
 * Every card of the catalogue is in exactly one place, and nothing else is anywhere: Ships
 * and Contracts in their deck, discard pile, board row or a harbour; Buildings in the
 * stack, the box or a harbour; all Price cards in the stack; the Newspapers (not in the
 * short game) in the rack or its discard pile.
 */
function cardsProblem(s: BremerhavenState): Problem {
  const r = s.rules;
  const ships = new Tally('Ship', r.ships);
  const contracts = new Tally('Contract', r.contracts);
  const buildings = new Tally('Building', r.buildings);
  const prices = new Tally('Price', r.prices);
  const rack = s.newspapers;
  const short = r.variant === 'short';
  if (short && (rack.stack.length > 0 || rack.discard.length > 0 || rack.event !== null)) return 'newspapers: the short game has no Newspaper cards';
  const papers = new Tally('Newspaper', short ? {} : r.newspapers);
  const tables =
    ships.list('shipDeck', s.shipDeck) ??
    ships.list('shipDiscard', s.shipDiscard) ??
    ships.list('sea', s.sea) ??
    contracts.list('contractDeck', s.contractDeck) ??
    contracts.list('contractDiscard', s.contractDiscard) ??
    contracts.list('land', s.land) ??
    buildings.list('buildingStack', s.buildingStack) ??
    buildings.list('boxedBuildings', s.boxedBuildings) ??
    prices.list('priceStack', s.priceStack) ??
    papers.list('newspapers.stack', rack.stack) ??
    papers.list('newspapers.discard', rack.discard) ??
    papers.add('newspapers.event', rack.event);
  if (tables !== null) return tables;
  for (const [seat, h] of s.harbors.entries()) {
    const at = `harbors[${seat}]`;
    const problem =
      h.docks.reduce<Problem>((p, d, i) => p ?? ships.add(`${at}.docks[${i}].card`, d?.card), null) ??
      h.loadingDocks.reduce<Problem>((p, c, i) => p ?? contracts.add(`${at}.loadingDocks[${i}].card`, c?.card), null) ??
      buildings.list(`${at}.buildings`, h.buildings) ??
      buildings.list(`${at}.gained`, h.gained);
    if (problem !== null) return problem;
  }
  return (
    ships.missing('shipDeck, shipDiscard, sea, docks') ??
    contracts.missing('contractDeck, contractDiscard, land, loadingDocks') ??
    buildings.missing('buildingStack, boxedBuildings, buildings, gained') ??
    prices.missing('priceStack') ??
    papers.missing('newspapers')
  );
}

/** What the players know of the Price stack fits it, and the seat choosing a Price card has gone through it (B17). */
function pricesKnownProblem(s: BremerhavenState): Problem {
  const problem = priceMemoryProblem(s.priceMemory, s.priceStack.length, s.rules.players);
  if (problem !== null) return problem;
  if (s.phase === 'prices' && s.chooser !== null && !s.priceMemory.seen.includes(s.chooser)) {
    return `priceMemory.seen: seat index ${s.chooser} chooses the Price card, so it has gone through the stack`;
  }
  return null;
}

/** Each harbour's board as the rules build it: covers, bollards, ships, contracts, storage. */
function harborsProblem(s: BremerhavenState): Problem {
  for (const [seat, h] of s.harbors.entries()) {
    const problem = boardProblem(s, h, `harbors[${seat}]`) ?? docksProblem(s, h, `harbors[${seat}]`);
    if (problem !== null) return problem;
  }
  return null;
}

function boardProblem(s: BremerhavenState, h: Harbor, at: string): Problem {
  const long = s.rules.variant === 'long';
  const sizes = [
    ['covered', h.covered.length, SPACE_COUNT],
    ['walls', h.walls.length, WALLS],
    ['docks', h.docks.length, DOCKS],
    ['loadingDocks', h.loadingDocks.length, LOADING_DOCKS],
  ] as const;
  for (const [field, has, want] of sizes) if (has !== want) return `${at}.${field}: ${has} places, but a Harbor board has ${want}`;
  // Cover cards only ever come off, and only the long game has them (3rd and 4th columns).
  const cover = h.covered.findIndex((c, i) => c && !(long && COVERED_COLUMNS.includes(i % COLUMNS)));
  if (cover >= 0) return `${at}.covered[${cover}]: ${long ? 'no Cover card lies on this space' : 'only the long game has Cover cards'}`;
  // Bollards are only ever added, to the pre-printed ones, up to the spaces of a wall.
  const wall = h.walls.findIndex((n, i) => n < (STARTING_BOLLARDS[i] ?? 0) || n > BOLLARDS_PER_WALL);
  if (wall >= 0) return `${at}.walls[${wall}]: ${h.walls[wall]} Bollards, but this quay wall holds ${STARTING_BOLLARDS[wall]} to ${BOLLARDS_PER_WALL}`;
  const room = storageRoom(s.rules, h);
  if (room.plain < 0) return `${at}.buildings: ${h.buildings.length} Buildings on ${room.plain + h.buildings.length} cleared spaces`;
  const need = spacesNeeded(h.storage);
  const cap = capacity(s.rules, h);
  if (need > cap) return `${at}.storage: goods for ${need} storage spaces, but the harbour has ${cap}`;
  return null;
}

function docksProblem(s: BremerhavenState, h: Harbor, at: string): Problem {
  for (const [i, d] of h.docks.entries()) {
    if (d === null) continue;
    const ship = lookup(s.rules.ships, d.card) as ShipCard;
    const where = `${at}.docks[${i}]`;
    if (d.timers < 1 || d.timers > ship.layTime) return `${where}.timers: ${d.timers}, but the ${ship.name} (${d.card}) stays 1 to ${ship.layTime} round(s)`;
    if (!cargoChoices(s, d.card).includes(d.cargo)) return `${where}.cargo: the ${ship.name} (${d.card}) carries ${ship.cargo}, not ${d.cargo}`;
    if (d.count > ship.cargoCount) return `${where}.count: ${d.count} goods, but the ${ship.name} (${d.card}) brought ${ship.cargoCount}`;
    if (berthSize(h, i) < ship.berth) return `${where}: the ${ship.name} (${d.card}) needs berth size ${ship.berth}, this Dock has ${berthSize(h, i)}`;
  }
  for (const [i, c] of h.loadingDocks.entries()) {
    if (c === null) continue;
    const contract = lookup(s.rules.contracts, c.card) as ContractCard;
    const where = `${at}.loadingDocks[${i}]`;
    if (c.timers < 1 || c.timers > contract.time) return `${where}.timers: ${c.timers}, but Contract ${c.card} is due within 1 to ${contract.time} round(s)`;
    if (!contractHolds(contract, c.delivered)) return `${where}.delivered: Contract ${c.card} does not require these goods (${contract.goods.join(', ')})`;
    if (totalGoods(c.delivered) > 0 && !loadingDockOpen(h, i)) return `${where}.delivered: goods reached a Loading dock whose space below is still covered`;
  }
  return null;
}

const STARTING_SUPPLY = startingInfluence().supply;

/**
 * Each participant has its own 12 Influence cards (hand, bids, supply, box), takes them
 * from the supply lowest first, and plays with 5 a round (6 after growing this round).
 */
function influenceProblem(s: BremerhavenState): Problem {
  const want = countValues(INFLUENCE_VALUES);
  for (const p of participants(s)) {
    const inf = p === 'dummy' ? s.dummy : s.harbors[p]?.influence;
    if (inf == null) continue;
    const at = p === 'dummy' ? 'dummy' : `harbors[${p}].influence`;
    const placed = s.bids.filter((b) => b.by === p).map((b) => b.value);
    const has = countValues([...inf.hand, ...placed, ...inf.supply, ...inf.boxed]);
    const value = has.findIndex((n, v) => n !== want[v]);
    if (value >= 0) return `${at}: ${has[value]} Influence card(s) ${value} in hand, bids, supply and box, but ${who(p)} has ${want[value]}`;
    const taken = STARTING_SUPPLY.length - inf.supply.length;
    if (inf.supply.some((v, i) => v !== STARTING_SUPPLY[taken + i])) {
      return `${at}.supply: ${inf.supply.join(', ')} is not what is left of ${STARTING_SUPPLY.join(', ')} when the lowest cards are taken first`;
    }
    const owned = inf.hand.length + placed.length;
    const grew = p !== 'dummy' && s.harbors[p]?.progress.growDone === true && cardsOn(s.bids, 'grow', p) > 0;
    if (owned !== HAND_SIZE && !(grew && owned === HAND_SIZE + 1)) {
      return `${at}.hand: ${who(p)} plays this round with ${owned} Influence cards, but with ${HAND_SIZE}${p === 'dummy' ? '' : ` (${HAND_SIZE + 1} after growing)`}`;
    }
  }
  return null;
}

/** How many cards of each value 0-9. */
function countValues(values: readonly number[]): number[] {
  const out = new Array<number>(10).fill(0);
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

/** Phases in which the Career ladder is still as it was during the Bidding phase (1.5 changes it). */
const LADDER_AS_BID: ReadonlySet<Phase> = new Set<Phase>(['startingGoods', 'bidding', 'permits', 'grow', 'prices', 'career']);

/**
 * The Bidding phase goes round in rank order, one card a turn, five cards each; the seats
 * bid on spaces that show a card (only the dummy's Newspaper may send it elsewhere).
 */
function bidsProblem(s: BremerhavenState): Problem {
  const n = s.ranks.length;
  const all = HAND_SIZE * n;
  if (s.phase === 'startingGoods' && s.turn !== 0) return `turn: ${s.turn}, but the Bidding phase has not begun`;
  if (s.phase === 'startingGoods' || s.phase === 'bidding') {
    if (s.turn >= all) return `turn: ${s.turn}, but the Bidding phase ends after ${all} turns`;
    if (s.bids.length !== s.turn) return `bids: ${s.bids.length} cards placed in ${s.turn} turns`;
  } else {
    if (s.turn !== all) return `turn: ${s.turn}, but the Bidding phase ended after ${all} turns`;
    if (s.bids.length !== all) return `bids: ${s.bids.length} cards, but everyone placed ${HAND_SIZE}`;
  }
  if (LADDER_AS_BID.has(s.phase)) {
    const i = s.bids.findIndex((b, turn) => b.by !== s.ranks[turn % n]);
    if (i >= 0) return `bids[${i}].by: ${who(s.bids[i]?.by ?? 0)}, but turn ${i + 1} was ${who(s.ranks[i % n] ?? 0)}'s`;
  } else {
    const short = participants(s).find((p) => s.bids.filter((b) => b.by === p).length !== HAND_SIZE);
    if (short !== undefined) return `bids: ${who(short)} placed ${s.bids.filter((b) => b.by === short).length} cards, but everyone places ${HAND_SIZE}`;
  }
  if (s.phase === 'bidding') {
    const i = s.bids.findIndex((b) => b.by !== 'dummy' && !isOpen(s, b.space));
    if (i >= 0) return `bids[${i}].space: ${spaceName(s.bids[i]?.space ?? 'parking')} has no card to bid on`;
  }
  return null;
}

/**
 * The round and the Ship token agree: the token moves 2 spaces a round in the short and
 * solo games and by the turned Progress card in the long game, one card a round, and the
 * game is over exactly when it stands on the last space. The solo dummy draws one
 * Newspaper card per bid, reshuffling the discard pile whenever the stack runs out.
 */
function trackProblem(s: BremerhavenState): Problem {
  if (s.round < 1) return `round: ${s.round}, but rounds count from 1`;
  if (s.phase === 'startingGoods' && s.round !== 1) return `round: ${s.round}, but the starting goods are taken before round 1`;
  const { start: starts, last } = s.rules.board.progress;
  const start = starts[String(s.rules.slots) as '2' | '3' | '4'];
  const over = s.phase === 'over';
  if (over && s.token !== last) return `token: ${s.token}, but the game ended with the Ship token on the last space, ${last}`;
  if (!over && s.token >= last) return `token: ${s.token}, but the game ends when the Ship token reaches ${last}`;
  const rack = s.newspapers;
  if (s.rules.variant === 'long') {
    const turned = [...rack.discard, ...(rack.event === null ? [] : [rack.event])];
    if (turned.length !== s.round - 1) return `round: ${s.round}, but ${turned.length} Progress card(s) have turned, one each round`;
    if (over && rack.event !== null) return 'newspapers.event: the game ended before this card turned';
    const moved = turned.reduce((sum, id) => sum + (lookup(s.rules.newspapers, id)?.progress ?? 0), 0);
    if (!over && s.token !== start + moved) return `token: ${s.token}, but the turned Progress cards move the Ship token from ${start} to ${start + moved}`;
    return null;
  }
  if (rack.event !== null) return 'newspapers.event: only the long game has Event cards';
  const reached = start + SHORT_GAME_PROGRESS * (s.round - 1);
  if (reached >= last) return `round: ${s.round} is beyond the last round: the Ship token reaches ${last} in round ${Math.ceil((last - start) / SHORT_GAME_PROGRESS)}`;
  if (over && reached + SHORT_GAME_PROGRESS < last) return `round: ${s.round}, but the Ship token reaches ${last} in round ${Math.ceil((last - start) / SHORT_GAME_PROGRESS)}`;
  if (!over && s.token !== reached) return `token: ${s.token}, but after ${s.round - 1} round(s) the Ship token stands on ${reached}`;
  if (s.dummy !== null) {
    const draws = HAND_SIZE * (s.round - 1) + s.bids.filter((b) => b.by === 'dummy').length;
    const papers = Object.keys(s.rules.newspapers).length;
    const discarded = draws === 0 ? 0 : ((draws - 1) % papers) + 1;
    if (rack.discard.length !== discarded) return `newspapers.discard: ${rack.discard.length} cards, but after ${draws} draws by the dummy ${discarded} lie there`;
  }
  return null;
}

/** Phases in which one seat decides (`chooser`), and those in which it places a card won (`slot`). */
const CHOOSING: ReadonlySet<Phase> = new Set<Phase>(['prices', 'career', 'ship', 'contract']);
const PLACING: ReadonlySet<Phase> = new Set<Phase>(['ship', 'contract']);

/** The fields of the phase are set exactly when it needs them. */
function phaseFieldsProblem(s: BremerhavenState): Problem {
  const phase = s.phase;
  if (phase === 'startingGoods' && s.rules.variant === 'long') return "phase: 'startingGoods', but the long game has no starting goods";
  if (CHOOSING.has(phase) !== (s.chooser !== null)) return CHOOSING.has(phase) ? `chooser: phase '${phase}' but chooser is null` : `chooser: ${s.chooser}, but nobody chooses in phase '${phase}'`;
  if (PLACING.has(phase) !== (s.slot !== null)) return PLACING.has(phase) ? `slot: phase '${phase}' but slot is null` : `slot: ${s.slot}, but no card is placed in phase '${phase}'`;
  if ((phase === 'prices') !== (s.priceMode !== null)) return phase === 'prices' ? "priceMode: phase 'prices' but priceMode is null" : `priceMode: '${s.priceMode}', but phase is '${phase}'`;
  const revealed = phase !== 'startingGoods' && phase !== 'bidding';
  if (s.revealed !== revealed) return `revealed: ${s.revealed}, but the bids ${revealed ? 'are' : 'are not yet'} face up in phase '${phase}'`;
  return null;
}

/**
 * The phase holds what it needs to go on: the seat that decides is the one the rules
 * name, and has something to decide; a simultaneous step has someone still deciding.
 */
function phaseNeedsProblem(s: BremerhavenState): Problem {
  const chooser = s.chooser ?? 0;
  switch (s.phase) {
    case 'startingGoods':
      return startingGoodTakers(s).length > 0 ? null : "phase: 'startingGoods', but nobody can take a starting good";
    case 'bidding': {
      const next = bidder(s);
      return next === 'dummy' ? `turn: ${s.turn} is the dummy's, and the dummy bids by itself` : null;
    }
    case 'permits':
      return permitDeciders(s).length > 0 ? null : "phase: 'permits', but no bidder on the Building permit can use one";
    case 'grow':
      return growDeciders(s).length > 0 ? null : "phase: 'grow', but no bidder on Grow influence decides";
    case 'prices': {
      const winner = winnerOf(s, 'prices');
      const named = s.priceMode === 'winner' ? winner : winner === null ? exchangeOwner(s) : null;
      return named === chooser ? null : `chooser: seat index ${chooser} does not choose the Price card as '${s.priceMode}' (1.4)`;
    }
    case 'career':
      return winnerOf(s, 'career') === chooser ? null : `chooser: seat index ${chooser} did not win the Career ladder (1.5)`;
    case 'ship':
    case 'contract':
      return placingProblem(s, s.phase, chooser, s.slot ?? 0);
    case 'harbour':
      return harbourWorkers(s).length > 0 ? null : "phase: 'harbour', but every seat has finished in the harbour";
    case 'over': {
      const seat = s.harbors.findIndex((h) => h.loadingDocks.some((c) => c !== null));
      return seat < 0 ? null : `harbors[${seat}].loadingDocks: the game ended, and every Contract was resolved`;
    }
  }
}

/** The card in `slot` is there, won by the chooser, and fits somewhere in the chooser's harbour. */
function placingProblem(s: BremerhavenState, phase: 'ship' | 'contract', chooser: number, slot: number): Problem {
  const sea = phase === 'ship';
  const row = sea ? s.sea : s.land;
  const card = row[slot];
  const board = sea ? 'sea' : 'land';
  if (card == null) return `slot: ${slot}, but ${board}[${slot}] holds no card to place`;
  if (winnerOf(s, sea ? seaSpace(slot) : landSpace(slot)) !== chooser) return `chooser: seat index ${chooser} did not win ${board}[${slot}]`;
  const h = s.harbors[chooser] as Harbor;
  const ship = lookup(s.rules.ships, card);
  const fits = sea ? ship !== undefined && fittingDocks(h, ship).length > 0 : h.loadingDocks.includes(null);
  return fits ? null : `chooser: seat index ${chooser} has no free ${sea ? 'Dock' : 'Loading dock'} for ${board}[${slot}]`;
}

/**
 * What each harbour did this round fits the phase: permits and growth only after the
 * reveal and only for their bidders, work in the harbour only from phase 4 on, the
 * starting goods only before the first round.
 */
function progressProblem(s: BremerhavenState): Problem {
  const phase = s.phase;
  const permitsBegun = phase !== 'startingGoods' && phase !== 'bidding';
  const growBegun = permitsBegun && phase !== 'permits';
  const harbourBegun = phase === 'harbour' || phase === 'over';
  for (const [seat, h] of s.harbors.entries()) {
    const at = `harbors[${seat}].progress`;
    const p = h.progress;
    if ((p.permits > 0 || p.permitsDone) && !(permitsBegun && cardsOn(s.bids, 'permit', seat) > 0)) {
      return `${at}: Building permits decided, but seat index ${seat} ${permitsBegun ? 'did not bid on them' : 'cannot have used them yet'}`;
    }
    if (p.growDone && !(growBegun && cardsOn(s.bids, 'grow', seat) > 0)) {
      return `${at}.growDone: seat index ${seat} ${growBegun ? 'did not bid on Grow influence' : 'cannot have grown yet'}`;
    }
    if (!harbourBegun && (p.produced.length > 0 || p.moving || p.harbourDone)) return `${at}: work in the harbour before the Individual action phase`;
    if (phase === 'over' && !p.harbourDone) return `${at}.harbourDone: the game ended before seat index ${seat} finished in the harbour`;
    const produced = p.produced.find((b, i) => p.produced.indexOf(b) !== i || !h.buildings.includes(b) || lookup(s.rules.buildings, b)?.production == null);
    if (produced !== undefined) return `${at}.produced: ${showId(produced)} is not a production Building of seat index ${seat} that produced once`;
    if (phase !== 'startingGoods' && p.startingGoods !== 0) return `${at}.startingGoods: ${p.startingGoods}, but starting goods are only taken before round 1`;
    if (phase === 'startingGoods' && (p.startingGoods > STARTING_GOODS || totalGoods(h.storage) + p.startingGoods !== STARTING_GOODS)) {
      return `${at}.startingGoods: ${p.startingGoods} still to take with ${totalGoods(h.storage)} in storage, but each player takes ${STARTING_GOODS}`;
    }
  }
  return null;
}

/**
 * The last line of defence, should a combination slip past the checks above: while the
 * game is not over, someone may move, and whoever may move has a legal move.
 */
function stallProblem(s: BremerhavenState): Problem {
  if (s.phase === 'over') return null;
  const active = activePlayers(s);
  if (active.length === 0) return `phase: '${s.phase}', but nobody can move`;
  const stuck = active.find((seat) => !candidates(s, seat).some((m) => m.player === seat && check(s, m) === null));
  return stuck === undefined ? null : `phase: '${s.phase}', but seat index ${stuck} must move and has no legal move`;
}
