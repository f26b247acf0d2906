/**
 * Each player's side of the Shipyard table: money and points, the pawns' action cards,
 * the shipyard with its ship cards and stored pieces, trains, employees, contracts, the
 * canal system with the boat, and the fleet. Contracts show face up only where the view
 * gives them (the viewer's own, everyone's at the end); elsewhere their backs.
 */
import { ACTION_NAME, type PlayerView, type ShipyardTable, type ShipyardView } from 'nautical-rules/shipyard';
import { canalSystem } from './canals.js';
import { contract, contractBacks, emptySlot, employee, pieces, shipCard, train } from './cards.js';
import { pawn, seatColour } from './board.js';
import { el, own, target } from '../dom.js';

function yard(table: ShipyardTable, p: PlayerView, seat: number): HTMLElement {
  const spaces = el('div', 'shipyard-yard');
  p.yard.forEach((part, i) => spaces.append(target(part === null ? emptySlot(String(i + 1)) : shipCard(table, part), `view.seats.${seat}.yard.${i}`)));
  return spaces;
}

function contracts(table: ShipyardTable, view: ShipyardView, p: PlayerView, seat: number): HTMLElement {
  const held = el('div', 'shipyard-contracts');
  if (p.contracts !== null) held.append(...p.contracts.map((c, i) => target(contract(table, c), `view.seats.${seat}.contracts.${i}`)));
  else held.append(...[contractBacks('green', p.contractCount.green, 'held'), contractBacks('blue', p.contractCount.blue, 'held')].filter((b) => b !== null));
  if (held.childElementCount === 0) held.append(el('span', 'shipyard-muted', 'no contract'));
  const box = el('div', 'shipyard-fleet', held);
  const gone = p.discardedCount.green + p.discardedCount.blue;
  if (p.discarded !== null && p.discarded.length > 0) box.append(el('div', 'shipyard-contracts', el('span', 'shipyard-muted', 'Given up:'), ...p.discarded.map((c) => contract(table, c))));
  else if (gone > 0) box.append(el('div', 'shipyard-muted', `Given up: ${p.discardedCount.green} green, ${p.discardedCount.blue} blue`));
  const due = view.discards[seat];
  if (due !== undefined && due.green + due.blue > 0) box.append(el('div', 'shipyard-warn', `Must give up now: ${due.green} green, ${due.blue} blue`));
  return box;
}

function fleet(table: ShipyardTable, p: PlayerView): HTMLElement {
  const box = el('div', 'shipyard-fleet');
  p.fleet.forEach((ship, i) => {
    const pts = ship.points;
    box.append(
      el(
        'div',
        'shipyard-fleet-ship',
        el('div', 'shipyard-row', el('b', '', `Ship ${i + 1}`), ...ship.parts.map((part) => shipCard(table, part))),
        pieces(ship.load, 'Captain/officer'),
        el('div', 'shipyard-muted', `speed ${ship.speed} · crew ${pts.crew}, equipment ${pts.equipment}, speed ${pts.speed}, voyage ${pts.voyage} VP`),
      ),
    );
  });
  if (p.fleet.length === 0) box.append(el('span', 'shipyard-muted', 'no ship launched yet'));
  if (p.dismantled > 0) box.append(el('div', 'shipyard-muted', `${p.dismantled} ship${p.dismantled === 1 ? '' : 's'} dismantled`));
  return box;
}

/** A labelled line of a player's side. */
const line = (label: string, ...body: (Node | string | null)[]): HTMLElement => el('div', 'shipyard-line', el('span', 'shipyard-label', label), ...body);

/** One player's side; the viewer's own is marked "yours" and framed. */
export function seatSide(table: ShipyardTable, view: ShipyardView, seat: number, viewer: number | null, names: readonly string[]): HTMLElement {
  const p = view.seats[seat] as PlayerView;
  const mine = seat === viewer;
  const turn = view.active.includes(seat);
  const side = el('section', `shipyard-seat${mine ? ' shipyard-mine' : ''}${turn ? ' shipyard-active' : ''}`);
  side.style.borderColor = seatColour(seat);
  side.append(
    el(
      'div',
      'shipyard-seat-head',
      pawn(seat, names),
      el('b', '', ` ${names[seat] ?? `Player ${seat + 1}`}`),
      mine ? el('span', 'shipyard-yours', 'yours') : null,
      turn ? el('span', 'shipyard-turn', 'to move') : null,
      el('span', 'shipyard-money', `${p.florins} florins`),
      el('span', 'shipyard-score', `${p.score} VP`),
    ),
    line('Pawns on', p.held.length === 0 ? el('span', 'shipyard-muted', 'none') : el('span', '', p.held.map((a) => ACTION_NAME[a]).join(', ')), el('span', 'shipyard-muted', ` · ${p.turns} turns played`)),
    line('Shipyard', yard(table, p, seat)),
    line('Stored', pieces(p.pieces)),
    line('Trains', p.trains.length === 0 ? el('span', 'shipyard-muted', 'none') : el('div', 'shipyard-row', ...p.trains.map((t, i) => target(train(table, t), `view.seats.${seat}.trains.${i}`)))),
    line('Employees', p.employees.length === 0 ? el('span', 'shipyard-muted', 'none') : el('div', 'shipyard-row', ...p.employees.map((e) => employee(table, e)))),
    line(mine ? 'Your contracts' : 'Contracts', contracts(table, view, p, seat)),
    line('Canals', el('div', '', canalSystem(table, p.canals, p.boat, seatColour(seat), seat === view.current && view.act?.doing?.canal != null), p.usedCanals > 0 ? el('div', 'shipyard-muted', `${p.usedCanals} used in sea trials`) : null)),
    line('Fleet', fleet(table, p)),
  );
  return mine ? own(side) : side;
}
