/**
 * What holds in every Nauticus state the rules can reach, checked when a state comes from
 * outside (a save, a state sent back by a client): a state that decodes is one the rules
 * can go on from, to the end of the game.
 *
 * Each problem names the field at fault by its path in the state
 * (`players[2].warehouse: 14 spaces used, but a warehouse has 12`). The checks run in
 * order, so that each may rely on what the ones before it found in range; all are linear
 * in the size of the state.
 *
 * @module
 */
import { consistentState } from '../core/codecs.js';
import { STATE_LIMITS } from '../core/plain.js';
import { nextSeat, seatsFrom } from '../core/seats.js';
import { BONUSES, blueWorkersAt, checkBoard, isBlue, itemsOf, layoutProblem, positionOf, type ActionTile } from './board.js';
import { BOX, GOODS, MASTS, PIECES, WAREHOUSE_SPACES, isHullPart, isMast, isSail, mastOf, sailOf, sortPieces, type Piece } from './components.js';
import { activePlayers, candidates, check } from './legal.js';
import { compensation, START } from './setup.js';
import { StateStructureCodec, type Activity, type FinalTally, type NauticusState, type PhaseRecord, type PlayerState, type Ship, type TurnState } from './state.js';
import { CROWN_CAP, WITHDRAW_COINS, freeChoices } from './rules/actions.js';
import { REWARD_COINS, REWARD_LIMIT, REWARD_POINTS, REWARD_WORKERS } from './rules/rewards.js';
import { ACTION_PHASES, roundsFor } from './rules/round.js';
import { PASS_PENALTIES, finalTally } from './rules/scoring.js';
import { BONUS_GAINS, bonusChoices } from './rules/selection.js';
import { built, isComplete, newShip, shipProblem, warehouseRoom } from './rules/shipyard.js';
import { EXTRA_WORKERS, mainActivity } from './rules/turn.js';

type Check = (state: NauticusState) => string | null;

/** The first problem of `checks` on `state`, or `null`. */
function firstProblem(state: NauticusState, checks: readonly Check[]): string | null {
  for (const c of checks) {
    const problem = c(state);
    if (problem !== null) return problem;
  }
  return null;
}

const list = (values: readonly unknown[]): string => `[${values.join(', ')}]`;

/** Phases counted from the start of the game: phase 1 of round 1 is 1. */
const phaseIndex = (round: number, phase: number): number => ACTION_PHASES * (round - 1) + phase;

/** The table: what setup derives from the config (rounds, board, seats). */
function tableProblem(s: NauticusState): string | null {
  const n = s.rules.players;
  if (s.rules.rounds !== roundsFor(n)) return `rules.rounds: ${s.rules.rounds} rounds, but a ${n}-player game has ${roundsFor(n)}`;
  const board = checkBoard(s.rules.board);
  if (board !== null) return `rules.board.${board}`;
  if (s.players.length !== n) return `players: ${s.players.length} seats, but the table has ${n}`;
  if (s.startPlayer >= n) return `startPlayer: seat index ${s.startPlayer} at a ${n}-seat table`;
  return null;
}

/** Rounds and phases in range; the layouts laid and to come; the history of past rounds. */
function roundProblem(s: NauticusState): string | null {
  const rounds = s.rules.rounds;
  if (s.round < 1 || s.round > rounds) return `round: round ${s.round}, but the game has rounds 1 to ${rounds}`;
  if (s.phase < 1 || s.phase > ACTION_PHASES) return `phase: action phase ${s.phase}, but a round has phases 1 to ${ACTION_PHASES}`;
  if (s.step === 'over' && (s.round !== rounds || s.phase !== ACTION_PHASES)) {
    return `round: 'over' in round ${s.round}, phase ${s.phase}, but the game ends after phase ${ACTION_PHASES} of round ${rounds}`;
  }
  const layout = layoutProblem(s.layout);
  if (layout !== null) return `layout: ${layout}`;
  if (s.flipped.length !== s.layout.length) return `flipped: ${s.flipped.length} entries for ${s.layout.length} positions`;
  // One fixed layout is laid at the start of each round, setup's included.
  if (s.fixedLayouts.length > rounds - s.round) return `fixedLayouts: ${s.fixedLayouts.length} layouts for ${rounds - s.round} rounds to come`;
  const fixed = s.fixedLayouts.findIndex((l) => layoutProblem(l) !== null);
  if (fixed >= 0) return `fixedLayouts[${fixed}]: ${layoutProblem(s.fixedLayouts[fixed] ?? [])}`;
  const played = s.step === 'over' ? rounds : s.round - 1;
  if (s.history.length !== played) return `history: ${s.history.length} rounds recorded, but ${played} have been played`;
  for (const [i, h] of s.history.entries()) {
    const path = `history[${i}]`;
    if (h.round !== i + 1) return `${path}.round: round ${h.round} recorded as round ${i + 1}`;
    const laid = layoutProblem(h.layout);
    if (laid !== null) return `${path}.layout: ${laid}`;
    if (h.phases.length !== ACTION_PHASES) return `${path}.phases: ${h.phases.length} action phases, but a round has ${ACTION_PHASES}`;
    if (h.penalties.length !== s.players.length) return `${path}.penalties: ${h.penalties.length} entries for ${s.players.length} seats`;
    const penalty = h.penalties.findIndex((p) => !PASS_PENALTIES.includes(p));
    if (penalty >= 0) return `${path}.penalties[${penalty}]: ${h.penalties[penalty]} points, but a round's penalty is one of ${PASS_PENALTIES.join(', ')}`;
    if (h.crownPoints.length !== s.players.length) return `${path}.crownPoints: ${h.crownPoints.length} entries for ${s.players.length} seats`;
    const crowns = h.crownPoints.findIndex((p) => p > 2 * CROWN_CAP);
    if (crowns >= 0) return `${path}.crownPoints[${crowns}]: ${h.crownPoints[crowns]} points, but two crown actions score at most ${2 * CROWN_CAP}`;
  }
  return null;
}

/**
 * The turntable follows the anchor tile: round 1 starts with its anchor section at the
 * « 3 ouvriers » bonus, every later round at the position of the previous round's first
 * action (ruling N17).
 */
function rotationOf(s: NauticusState, round: number): number {
  const previous = s.history[round - 2]?.phases[0];
  return previous === undefined ? positionOf(s.rules.board, 'workers3') : previous.position;
}

/** The phases of one round as recorded: in order, each position once, as the board and turntable give them. */
function phaseRecordsProblem(
  s: NauticusState,
  path: string,
  records: readonly PhaseRecord[],
  round: number,
  layout: readonly ActionTile[],
  rotation: number,
): string | null {
  // The start-player marker passes left after every phase, across rounds.
  const now = s.step === 'over' ? phaseIndex(s.round + 1, 1) : phaseIndex(s.round, s.phase);
  const seen = new Set<number>();
  for (const [k, r] of records.entries()) {
    const at = `${path}[${k}]`;
    if (r.phase !== k + 1) return `${at}.phase: phase ${r.phase} recorded as phase ${k + 1}`;
    if (seen.has(r.position)) return `${at}.position: position ${r.position} was already played this round`;
    seen.add(r.position);
    if (r.tile !== layout[r.position]) return `${at}.tile: ${r.tile}, but ${layout[r.position]} lies at position ${r.position}`;
    const blue = blueWorkersAt(s.rules.board, rotation, r.position);
    if (r.blue !== blue) return `${at}.blue: ${r.blue} blue workers, but the turntable gives ${blue} at position ${r.position}`;
    const starter = nextSeat(s.startPlayer, s.rules.players, phaseIndex(round, k + 1) - now);
    if (r.startPlayer !== starter) return `${at}.startPlayer: seat index ${r.startPlayer}, but the marker was at seat index ${starter}`;
  }
  return null;
}

/** This round's and past rounds' phases, the tiles turned over, the anchor, the selected action. */
function phasesProblem(s: NauticusState): string | null {
  for (const [i, h] of s.history.entries()) {
    const rotation = rotationOf(s, i + 1);
    if (h.rotation !== rotation) return `history[${i}].rotation: position ${h.rotation}, but the anchor tile lay at position ${rotation}`;
    const problem = phaseRecordsProblem(s, `history[${i}].phases`, h.phases, i + 1, h.layout, h.rotation);
    if (problem !== null) return problem;
  }
  const rotation = rotationOf(s, s.round);
  if (s.rotation !== rotation) return `rotation: position ${s.rotation}, but the anchor tile lay at position ${rotation}`;
  const completed = s.step === 'over' ? ACTION_PHASES : s.phase - 1;
  const started = s.step === 'bonus' || s.step === 'turn' ? s.phase : completed;
  if (s.phases.length !== started) return `phases: ${s.phases.length} phases recorded, but ${started} have started this round`;
  const problem = phaseRecordsProblem(s, 'phases', s.phases, s.round, s.layout, s.rotation);
  if (problem !== null) return problem;
  const played = new Set(s.phases.slice(0, completed).map((r) => r.position));
  const wrong = s.flipped.findIndex((f, position) => f !== played.has(position));
  if (wrong >= 0) {
    return s.flipped[wrong] === true
      ? `flipped[${wrong}]: turned over, but no finished phase of this round played position ${wrong}`
      : `flipped[${wrong}]: position ${wrong} was played this round but is not turned over`;
  }
  const anchor = s.phases[0] !== undefined && completed > 0 ? s.phases[0].position : null;
  if (s.anchor !== anchor) return `anchor: ${s.anchor}, but the first action of the round ${anchor === null ? 'is not finished' : `lay at position ${anchor}`}`;
  const selected = started > completed ? (s.phases[started - 1]?.position ?? null) : null;
  if (s.selected !== selected) return `selected: ${s.selected} in step '${s.step}', but the action of this phase is ${selected === null ? 'not chosen' : `at position ${selected}`}`;
  return null;
}

/**
 * The most one player can ever hold of workers, coins and points: everything the rules
 * hand out over the whole game, as if he got all of it (seat compensation, a bonus every
 * phase, every blue worker used to withdraw money, one reward per mast in the box, the
 * crown action every round and as the extra action). The least is what the pass tiles take.
 */
function ceilings(s: NauticusState): { workers: number; coins: number; score: number; floor: number } {
  const n = s.rules.players;
  const phases = ACTION_PHASES * s.rules.rounds;
  const most = (f: (g: (typeof BONUS_GAINS)[keyof typeof BONUS_GAINS]) => number): number => Math.max(...BONUSES.map((b) => f(BONUS_GAINS[b])));
  const places = Array.from({ length: n }, (_, place) => compensation(n, place));
  const rewards = MASTS.reduce((sum, m) => sum + BOX[m], 0);
  const blue = phases * Math.max(...s.rules.board.turntable);
  const workers = START.workers + Math.max(...places.map((c) => c.workers)) + phases * most((g) => g.workers) + EXTRA_WORKERS + REWARD_WORKERS * rewards;
  const coins = START.coins + Math.max(...places.map((c) => c.coins)) + phases * most((g) => g.coins) + REWARD_COINS * rewards + WITHDRAW_COINS * (workers + blue);
  const score = START.score + phases * most((g) => g.points) + REWARD_POINTS * rewards + CROWN_CAP * (s.rules.rounds + 1);
  const floor = START.score - Math.max(...PASS_PENALTIES) * s.history.length;
  return { workers, coins, score, floor };
}

/** The field of a ship that holds `piece`. */
function fieldOf(piece: Piece): keyof Ship {
  if (isHullPart(piece)) return 'parts';
  if (isMast(piece)) return 'masts';
  return isSail(piece) ? 'sails' : 'goods';
}

/**
 * Why `ship` cannot stand in a shipyard, or `null`: it is rebuilt tile by tile with the
 * rules of building (hull parts in order, then masts, sails and goods), and must come out
 * as it is.
 */
function shipFormProblem(ship: Ship): string | null {
  const pieces: Piece[] = [...ship.parts, ...ship.masts.map(mastOf), ...ship.sails.map(sailOf), ...ship.goods];
  const first = pieces[0];
  if (first === undefined || !isHullPart(first)) return '.parts: a ship starts with a hull tile';
  let rebuilt = newShip(first);
  for (const piece of pieces.slice(1)) {
    const problem = shipProblem(rebuilt, piece);
    if (problem !== null) return `.${fieldOf(piece)}: cannot hold a ${piece}: ${problem}`;
    rebuilt = built(rebuilt, piece);
  }
  if (rebuilt.parts.join() !== ship.parts.join()) return `.parts: hull tiles lie from bow to stern, not ${list(ship.parts)}`;
  return null;
}

/** The rewards a ship has given: none before it is complete, one per mast after, each at most twice. */
function shipRewardsProblem(ship: Ship, pending: boolean): string | null {
  const over = [...new Set(ship.rewards)].find((r) => ship.rewards.filter((x) => x === r).length > REWARD_LIMIT);
  if (over !== undefined) return `.rewards: ${over} given more than ${REWARD_LIMIT} times`;
  if (!isComplete(ship)) return ship.rewards.length === 0 ? null : `.rewards: ${ship.rewards.length} rewards for a ship not complete`;
  if (pending) return null;
  return ship.rewards.length === ship.masts.length ? null : `.rewards: ${ship.rewards.length} rewards for a complete ship with ${ship.masts.length} masts`;
}

/** Each player's side: counters within what the game can give, warehouse, shipyard, pass tiles, extra action. */
function playerProblem(s: NauticusState, seat: number, p: PlayerState, limits: ReturnType<typeof ceilings>): string | null {
  const path = `players[${seat}]`;
  if (p.workers > limits.workers) return `${path}.workers: ${p.workers}, but a game gives at most ${limits.workers}`;
  if (p.coins > limits.coins) return `${path}.coins: ${p.coins}, but a game gives at most ${limits.coins}`;
  if (p.score > limits.score || p.score < limits.floor) return `${path}.score: ${p.score}, but it can only be ${limits.floor} to ${limits.score} now`;
  if (warehouseRoom(p) < 0) return `${path}.warehouse: ${WAREHOUSE_SPACES - warehouseRoom(p)} spaces used, but a warehouse has ${WAREHOUSE_SPACES}`;
  if (sortPieces(p.warehouse.slice()).join() !== p.warehouse.join()) return `${path}.warehouse: not in canonical order`;
  for (const [i, ship] of p.ships.entries()) {
    const pending = s.turn?.player === seat && s.turn.rewards?.ship === i;
    const problem = shipFormProblem(ship) ?? shipRewardsProblem(ship, pending);
    if (problem !== null) return `${path}.ships[${i}]${problem}`;
  }
  // Pass tiles and crown points count this round only: both are reset when it ends.
  const over = s.step === 'over';
  const started = over ? 0 : s.phases.length;
  if (p.passFlipped > started) return `${path}.passFlipped: ${p.passFlipped} pass tiles turned over after ${started} action phases`;
  const extra = p.extra;
  const crownCap = (over ? 0 : 1) * CROWN_CAP * (extra?.round === s.round && extra.tile === 'crown' ? 2 : 1);
  if (p.crownPoints > crownCap) return `${path}.crownPoints: ${p.crownPoints}, but at most ${crownCap} can have been scored this round`;
  if (extra !== null) {
    const when = phaseIndex(extra.round, extra.phase);
    const now = phaseIndex(s.round, s.phase);
    const inTurn = s.step === 'turn' && !s.queue.includes(seat);
    if (extra.round < 1 || extra.phase < 1 || extra.phase > ACTION_PHASES) return `${path}.extra: round ${extra.round}, phase ${extra.phase} is not a phase of the game`;
    if (when > now || (when === now && !inTurn && !over)) return `${path}.extra: used in round ${extra.round}, phase ${extra.phase}, which this seat has not played yet`;
  }
  return null;
}

function playersProblem(s: NauticusState): string | null {
  const limits = ceilings(s);
  for (const [seat, p] of s.players.entries()) {
    const problem = playerProblem(s, seat, p, limits);
    if (problem !== null) return problem;
  }
  return null;
}

/** Every tile of the box is somewhere exactly once: the supply, a warehouse, a ship, a delivered lot. */
function tilesProblem(s: NauticusState): string | null {
  const held = Object.fromEntries(PIECES.map((p) => [p, 0])) as Record<Piece, number>;
  for (const p of s.players) {
    for (const piece of p.warehouse) held[piece] += 1;
    for (const ship of p.ships) {
      for (const piece of [...ship.parts, ...ship.masts.map(mastOf), ...ship.sails.map(sailOf), ...ship.goods]) held[piece] += 1;
    }
    for (const good of GOODS) held[good] += p.delivered[good];
  }
  const wrong = PIECES.find((piece) => s.stock[piece] + held[piece] !== BOX[piece]);
  if (wrong === undefined) return null;
  return `stock.${wrong}: ${s.stock[wrong]} in the supply and ${held[wrong]} with the players, but the box has ${BOX[wrong]}`;
}

/** The action under way: the phase's own (as the board gives it) or the extra action (as the player used it). */
function activityProblem(s: NauticusState, turn: TurnState, a: Activity): string | null {
  const me = s.players[turn.player] as PlayerState;
  if (a.source === 'main') {
    if (turn.main !== 'open') return `source: the phase's action is under way, but turn.main is '${turn.main}'`;
    const expected = mainActivity(s);
    if (a.tile !== expected.tile || a.position !== expected.position) return `tile: ${a.tile} at position ${a.position}, but the phase's action is ${expected.tile} at position ${expected.position}`;
    if (a.blue > expected.blue) return `blue: ${a.blue} blue workers, but the turntable gives ${expected.blue}`;
    if (a.uses < expected.blue - a.blue) return `uses: ${a.uses} uses, but ${expected.blue - a.blue} blue workers are spent`;
  } else {
    if (a.position !== null || a.blue !== 0) return 'position: the extra action has no position and no blue workers';
    const used = me.extra;
    if (used === null || used.round !== s.round || used.phase !== s.phase || used.tile !== a.tile) {
      return `source: an extra ${a.tile} action is under way, but players[${turn.player}].extra does not record it in this phase`;
    }
  }
  const items = isBlue(a.tile) ? itemsOf(s.rules.board, a.tile) : [];
  const foreign = a.bought.find((piece) => !items.includes(piece));
  if (foreign !== undefined) return `bought: the ${a.tile} action does not sell ${foreign}`;
  if (a.uses < a.bought.length) return `uses: ${a.uses} uses, but ${a.bought.length} items were bought`;
  const earned = items.length > 0 && items.every((item) => a.bought.includes(item));
  if ((a.free !== 'none') !== earned) return `free: '${a.free}', but ${earned ? 'all four' : 'not all four'} items of the tile were bought`;
  if (a.free === 'pending' && turn.rewards === null && freeChoices(s).length === 0) return "free: 'pending', but no item of the tile can be taken (a lost free tile is settled at once)";
  if (a.crownPoints > CROWN_CAP) return `crownPoints: ${a.crownPoints}, but one action scores at most ${CROWN_CAP}`;
  if (a.crownPoints > 0 && a.tile !== 'crown') return `crownPoints: ${a.crownPoints} points from a ${a.tile} action`;
  if (a.crownPoints > me.crownPoints) return `crownPoints: ${a.crownPoints}, but players[${turn.player}].crownPoints is ${me.crownPoints}`;
  return null;
}

/** The turn of the player in turn: his place in the order, the action under way, the rewards to choose. */
function turnProblem(s: NauticusState, turn: TurnState): string | null {
  const order = seatsFrom(s.startPlayer, s.rules.players);
  const at = order.indexOf(turn.player);
  if (at < 0) return `turn.player: seat index ${turn.player} at a ${s.rules.players}-seat table`;
  const rest = order.slice(at + 1);
  if (s.queue.join() !== rest.join()) return `queue: ${list(s.queue)}, but after seat index ${turn.player} come ${list(rest)} this phase`;
  const me = s.players[turn.player] as PlayerState;
  if (turn.activity !== null) {
    const problem = activityProblem(s, turn, turn.activity);
    if (problem !== null) return `turn.activity.${problem}`;
  }
  const pending = turn.rewards;
  if (pending !== null) {
    if (turn.activity === null) return 'turn.rewards: rewards are chosen during the action that completed the ship, but no action is under way';
    const ship = me.ships[pending.ship];
    if (ship === undefined) return `turn.rewards.ship: seat index ${turn.player} has no ship ${pending.ship}`;
    if (!isComplete(ship)) return `turn.rewards.ship: ship ${pending.ship} is not complete`;
    if (pending.remaining < 1 || ship.rewards.length + pending.remaining !== ship.masts.length) {
      return `turn.rewards.remaining: ${pending.remaining} more rewards and ${ship.rewards.length} taken, but ship ${pending.ship} has ${ship.masts.length} masts`;
    }
  } else if (turn.activity === null && turn.main !== 'open' && me.extra !== null) {
    return `turn.main: '${turn.main}' with the extra action used and nothing under way, but then the turn has passed on`;
  }
  return null;
}

/** Step by step, the fields the step needs set, and those it needs clear. */
function stepProblem(s: NauticusState): string | null {
  if (s.step === 'over') {
    if (s.final === null) return "final: null, but step is 'over'";
    if (s.final.length !== s.players.length) return `final: ${s.final.length} tallies for ${s.players.length} seats`;
    const wrong = s.players.findIndex((p, seat) => {
      const tally = finalTally(p);
      const given = s.final?.[seat];
      return given === undefined || (Object.keys(tally) as (keyof FinalTally)[]).some((k) => tally[k] !== given[k]);
    });
    if (wrong >= 0) return `final[${wrong}]: not the tally of players[${wrong}]`;
  } else if (s.final !== null) return `final: a tally, but step is '${s.step}'`;
  if (s.step !== 'turn') {
    if (s.turn !== null) return `turn: a player in turn, but step is '${s.step}'`;
    if (s.queue.length > 0) return `queue: ${list(s.queue)}, but step is '${s.step}'`;
  }
  if (s.step === 'bonus' && bonusChoices(s).length === 0) return "step: 'bonus', but no bonus tile can be taken (a lost bonus tile is settled at once)";
  if (s.step === 'turn') return s.turn === null ? "turn: null, but step is 'turn'" : turnProblem(s, s.turn);
  return null;
}

/** The last line of defence: whoever is to move has a legal move (the game cannot stall). */
function movesProblem(s: NauticusState): string | null {
  if (s.step === 'over') return null;
  const stuck = activePlayers(s).find((seat) => !candidates(s, seat).some((m) => check(s, m) === null));
  return stuck === undefined ? null : `step: seat index ${stuck} is to move in step '${s.step}' but has no legal move`;
}

/**
 * The first inconsistency of a structurally valid state, naming the field by its path, or
 * `null` for a state the rules can go on from: the table as setup derives it from the
 * config; rounds, phases, seats and positions in range; the history, the tiles turned over,
 * the anchor and the turntable as the rounds played leave them; each tile of the box in
 * exactly one place; ships built by the rules of building, with their rewards; counters
 * within what a game can give; the fields of each step set exactly when it needs them;
 * and a legal move for whoever is to move.
 *
 * @group Codecs
 */
export function stateProblem(state: NauticusState): string | null {
  return firstProblem(state, [tableProblem, roundProblem, phasesProblem, playersProblem, tilesProblem, stepProblem, movesProblem]);
}

/**
 * Codec for {@link NauticusState}: the structure, then {@link stateProblem}. A state that
 * decodes can be played on to the end of the game.
 *
 * @group Codecs
 */
export const NauticusStateCodec = consistentState(StateStructureCodec, stateProblem, STATE_LIMITS);
