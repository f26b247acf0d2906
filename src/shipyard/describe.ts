/**
 * A readable account of a move and of everything it set off, for logs, as one audience
 * may read it. Everything in Shipyard happens face up but the contracts: a seat reads
 * which contract it gave up and its own contracts at the start; the others read only the
 * colour of a contract given up (its back); `'all'` reads everything.
 *
 * @module
 */
import type { Audience } from '../core/game.js';
import { canalAt, dataOf, trainAt } from './components.js';
import { ACTION_NAME, type Action } from './items.js';
import type { ShipCard } from './data/ship-cards.js';
import type { ShipyardMove } from './moves.js';
import type { ShipPart, ShipyardEvent, ShipyardState } from './state.js';
import { columnCards, shipPrice } from './rules/build.js';
import { canalPrice } from './rules/canals.js';
import { trainPrice } from './rules/trains.js';
import { COLUMN_WORDS, canalIcons, contractWords, countWords, placedCanalWords, seatName, shipCardFeatures, shipCardWords, trackSpace, trainWords } from './words.js';

const seat = seatName;
const COUNTDOWN = ['"4"', '"3"', '"2"', 'the unmarked space', 'the end'];

function partName(state: ShipyardState, part: ShipPart | null | undefined): string {
  if (part == null) return 'nothing';
  return shipCardWords(part.card === null ? undefined : dataOf(state).shipCards.cards[part.card], part.kind, part.card === null);
}

const florins = (n: number): string => countWords(n, 'florin');
const cards = (n: number): string => countWords(n, 'card');

/** One line per event. */
function eventLines(state: ShipyardState, e: ShipyardEvent): string[] {
  const data = dataOf(state);
  switch (e.kind) {
    case 'turn': {
      const era = state.era === 'finalAction' ? 'final action' : state.era === 'finalChance' ? 'last chance' : `countdown on ${COUNTDOWN[state.countdown] ?? '?'}`;
      return [`— Turn ${e.number}: ${seat(e.seat)} (${era}) —`];
    }
    case 'advance':
      return [`${seat(e.seat)} moves ${ACTION_NAME[e.action]} to ${trackSpace(e.space)}, ahead of all cards${e.pushed > 0 ? `; the last ${e.pushed === 1 ? 'card moves' : `${e.pushed} cards move`} up one space (being late)` : ''}.`];
    case 'income':
      if (e.florins === 0) return ['  No income: no occupied card ahead.'];
      return [`  Income: ${florins(e.florins)} (${cards(e.cards)} occupied ahead${e.empty > 0 ? `, +${e.empty} for empty spaces` : ''}).`];
    case 'noAction':
      return [`  ${seat(e.seat)} cannot perform ${ACTION_NAME[e.action]}: no action this turn.`];
    case 'noLastChance':
      return [`  ${seat(e.seat)} cannot complete a ship with one card.`];
    case 'reshuffle':
      return [`  The ${e.deck} deck is rebuilt from the used cards.`];
    case 'lastCard':
      return [`  The last ${e.deck} card is revealed: the game will end once everyone has had as many turns.`];
    case 'shipsLeave':
      return [`  ${e.ships === 1 ? '1 completed ship leaves' : `${e.ships} completed ships leave`} the shipyard for sea trials.`];
    case 'trial':
      if (e.points === null) {
        return [`  Sea trial: the ${e.cards}-card ship ${e.failed === 'captain' ? 'has no captain' : `finds no canal route of ${e.speed} squares`} and is dismantled.`];
      }
      return [
        `  Sea trial: the ${e.cards}-card ship scores ${e.points.crew} crew + ${e.points.equipment} equipment + ${e.points.speed} speed + ${e.points.voyage} voyage = ${e.points.crew + e.points.equipment + e.points.speed + e.points.voyage} points.`,
      ];
    case 'canals':
      return [`  ${seat(e.seat)} sets aside a used canal${e.cutOff > 0 ? ` and discards ${countWords(e.cutOff, 'canal')} cut off from the boat` : ''}.`];
    case 'countdown':
      return [`The action cards complete a lap: the countdown marker moves to ${COUNTDOWN[e.marker] ?? '?'}.`];
    case 'discardsDue':
      return [`Contracts to give up, face down: ${e.discards.map((n, s) => `${seat(s)} ${countWords(n, 'contract')}`).join(', ')}.`];
    case 'era':
      if (e.era === 'finalAction') return [`Normal play is over (${e.reason === 'ships' ? 'a ship deck ran out' : 'the countdown reached the end'}): each player has one final action.`];
      if (e.era === 'finalChance') return ['Each player has a last chance to complete a ship with one card.'];
      return ['The game is over.'];
    case 'contract': {
      const contract = data.contracts.contracts[e.contract];
      return [`  ${seat(e.seat)} reveals ${contractWords(contract)}: +${e.points}.`];
    }
    case 'traders':
      return [`  ${seat(e.seat)}'s traders: +${e.points}.`];
  }
}

/** The move itself, in a line. */
function moveLine(before: ShipyardState, move: ShipyardMove, audience: Audience): string {
  const who = seat(move.player);
  const data = dataOf(before);
  const doing = before.act?.doing ?? null;
  switch (move.type) {
    case 'chooseAction':
      return `${who} chooses ${ACTION_NAME[move.action]}${before.era === 'finalAction' ? ' as final action' : ''}.`;
    case 'bonus':
      return `${who} pays 6 florins for a bonus ${ACTION_NAME[move.action]} action.`;
    case 'finishActions':
      return `${who} takes no bonus action.`;
    case 'takeShipCard': {
      const card = columnCards(before, move.column)[move.row] ?? null;
      return `${who} takes ${partName(before, card === null ? null : { kind: 'bow', card })} from the ${COLUMN_WORDS[move.column]}, row ${move.row + 1} (${florins(shipPrice(before, move.row))}).`;
    }
    case 'takeSubstitute':
      return `${who} takes a free substitute ${move.kind} (that kind is sold out).`;
    case 'placeShipCard':
      return `${who} places ${partName(before, doing?.holding)} on space ${move.slot + 1} of the shipyard.`;
    case 'endBuild':
      return `${who} stops building.`;
    case 'buyTrain': {
      const train = trainAt(data, before.trainDisplay[move.row] ?? -1);
      return `${who} buys ${trainWords(train)} from row ${move.row + 1} for ${florins(trainPrice(before, move.row))}.`;
    }
    case 'rentCanal':
      return `${who} rents the canal on row ${move.row + 1} (${canalIcons(canalAt(data, before.canalDisplay[move.row] ?? -1))}) for ${florins(canalPrice(before, move.row))}.`;
    case 'placeCanal':
      return `${who} lays the canal (${canalIcons(canalAt(data, doing?.canal ?? -1))}) at (${move.x}, ${move.y})${move.turned ? ', turned' : ''}.`;
    case 'placeBoat':
      return `${who} puts the boat on the ${move.edge} edge of the first canal.`;
    case 'manufacture':
      return `${who} manufactures a ${move.item}.`;
    case 'recruit':
      return `${who} recruits a ${move.item}.`;
    case 'hire': {
      const stack = before.oval[move.space]?.[move.stack] ?? [];
      return `${who} hires ${data.employees.employees[stack[stack.length - 1] ?? -1]?.name ?? '?'} (oval space ${move.space + 1}).`;
    }
    case 'exchangeTrain':
      return `${who} takes ${trainWords([...data.trains.deck, ...data.trains.starting].find((t) => t.id === move.train))} to the exchange.`;
    case 'sellWagon':
      return `${who} sells wagon ${move.wagon + 1}.`;
    case 'swapWagon':
      return `${who} swaps wagon ${move.wagon + 1} for a ${move.item}.`;
    case 'takeSubsidy':
      return `${who} receives a subsidy of 2 florins.`;
    case 'chooseShip':
      return `${who} sends ship ${move.ship + 1} to its sea trial.`;
    case 'load':
      return `${who} puts a ${move.item} aboard.`;
    case 'launch':
      return `${who} launches the ship${move.rigger > 0 ? ` (rigger +${move.rigger})` : ''}${move.helmsman ? ' (helmsman +1)' : ''}.`;
    case 'sail':
      return `${who} steers to square ${move.square + 1} of ${placedCanalWords(before.players[move.player]?.canals.find((c) => data.canals.cards[c.card]?.id === move.canal))}.`;
    case 'discardContract': {
      const contract = data.contracts.contracts.find((c) => c.id === move.contract);
      // Face down: only its back (the colour) shows, to all but the seat that gives it up.
      return audience === 'all' || audience === move.player
        ? `${who} gives up ${contractWords(contract)}.`
        : `${who} gives up a ${contract?.colour ?? ''} contract.`;
    }
    case 'passFinalChance':
      return `${who} does not complete a ship.`;
  }
}

/**
 * One line for the move, then one per event it set off, with scores when they changed,
 * as `audience` may read them (see the module).
 *
 * @group Rules
 */
export function describe(before: ShipyardState, move: ShipyardMove, after: ShipyardState, audience: Audience = 'all'): string[] {
  const lines = [moveLine(before, move, audience)];
  if (move.type === 'launch' && after.events.every((e) => e.kind !== 'trial' || e.seat !== move.player)) {
    lines.push(`  It sails at speed ${after.trial?.speed ?? '?'}.`);
  }
  const gains = florinChange(before, after, move.player);
  if (gains !== null && move.type !== 'chooseAction' && move.type !== 'bonus') lines.push(gains);
  const scoring = (e: ShipyardEvent): boolean => (e.kind === 'trial' && e.points !== null) || e.kind === 'contract' || e.kind === 'traders';
  const lastScoring = after.events.reduce((last, e, i) => (scoring(e) ? i : last), -1);
  after.events.forEach((e, i) => {
    lines.push(...eventLines(after, e));
    if (i === lastScoring) lines.push(`  Scores: ${after.players.map((p, s) => `${seat(s)} ${p.score}`).join(', ')}.`);
  });
  return lines;
}

function florinChange(before: ShipyardState, after: ShipyardState, s: number): string | null {
  const a = before.players[s]?.florins ?? 0;
  const b = after.players[s]?.florins ?? 0;
  return a === b ? null : `  ${seat(s)} ${b > a ? 'gains' : 'pays'} ${florins(Math.abs(b - a))} (now ${b}).`;
}

/**
 * The table at the start: the track, the displays, the markers, who starts; and the
 * contracts dealt, as `audience` may read them (a seat its own, `'all'` everyone's).
 *
 * @group Rules
 */
export function describeStart(state: ShipyardState, audience: Audience = 'all'): string[] {
  const data = dataOf(state);
  const ships = (cards: readonly (number | null)[]): string => cards.map((c) => (c === null ? '-' : shipInBrackets(data.shipCards.cards[c]))).join(' ');
  const cards = state.track.flatMap((a, space): string[] => (a === null ? [] : [`${ACTION_NAME[a as Action]} on ${trackSpace(space)}`]));
  return [
    `Action track (${state.track.length} spaces, the lead card on ${trackSpace(state.lead)}): ${cards.join(', ')}.`,
    `Ship display (bottom row first): bows ${ships(state.ships.bow)}; middles ${state.ships.middle.map(ships).join(' | ')}; sterns ${ships(state.ships.stern)}.`,
    `Trains (row 1 first): ${state.trainDisplay.map((t) => (t === null ? '-' : `[${trainAt(data, t)?.wagons.join(', ') ?? '?'}]`)).join(' ')}; canals: ${state.canalDisplay.map((c) => (c === null ? '-' : `[${canalIcons(canalAt(data, c))}]`)).join(' ')}.`,
    `Equipment marker on ${data.board.equipmentRing[state.markers.equipment] ?? '?'}, crew marker on ${data.board.crewCircle[state.markers.crew] ?? '?'}, employee marker on oval space ${state.markers.employee + 1}, exchange marker on hexagon space ${state.markers.exchange + 1}.`,
    `Countdown marker on ${COUNTDOWN[state.countdown] ?? '?'}; every player has 6 florins, a starting train and 3 green + 3 blue secret contracts.`,
    ...contractLines(state, audience),
    `— Turn 1: ${seat(state.current)} (first player) —`,
  ];
}

/** "[1 cabin, buoy]": what a ship card in the display shows. */
const shipInBrackets = (card: ShipCard | undefined): string => (card === undefined ? '?' : `[${shipCardFeatures(card)}]`);

/** The contracts dealt that `audience` may read: a seat its own, `'all'` everyone's, a spectator none. */
function contractLines(state: ShipyardState, audience: Audience): string[] {
  const list = dataOf(state).contracts.contracts;
  return state.players.flatMap((p, s) =>
    audience === 'all' || audience === s ? [`${seat(s)}'s contracts: ${p.contracts.map((c) => (list[c] === undefined ? '?' : `${list[c].colour} "${list[c].text}"`)).join(', ')}.`] : [],
  );
}
