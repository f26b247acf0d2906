/**
 * The shared part of the Shipyard table: whose turn and what step, the action track with
 * the pawns and the countdown, the ship, train and canal displays, the employee oval, and
 * the equipment ring, crew circle and exchange hexagon with their markers.
 */
import { ACTION_NAME, type Action, type ShipyardTable, type ShipyardView } from 'nautical-rules/shipyard';
import { canalLegend, canalTile } from './canals.js';
import { el, tip, target, initials } from '../dom.js';
import { emptySlot, employee, pieceName, pieces, shipCard, shipLegend, train } from './cards.js';

/** Seat colours: pawns, boats and the frame of each player's side. */
const SEAT_COLOURS: readonly string[] = ['#c0392b', '#2e6da4', '#2a7a4b', '#8a6508'];
export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? '#555';

const ERA: Readonly<Record<ShipyardView['era'], string>> = { play: 'Normal turns', finalAction: 'Final actions', finalChance: 'Last chances', over: 'Game over' };
const STEP: Readonly<Record<ShipyardView['step'], string>> = { choose: 'choosing an action card', act: 'performing actions', trial: 'sea trials', discard: 'giving up contracts' };

/** A labelled panel of the board. */
export function panel(title: string, ...body: (Node | null)[]): HTMLElement {
  return el('section', 'shipyard-panel', el('h2', 'shipyard-panel-title', title), ...body);
}

/** A seat's pawn: a coloured dot with the seat number, the name in the tooltip. */
export function pawn(seat: number, names: readonly string[]): HTMLElement {
  const name = names[seat] ?? `Player ${seat + 1}`;
  const p = tip(el('span', 'shipyard-pawn', initials(name)), name);
  p.style.background = seatColour(seat);
  return p;
}

/** One line on the turn: era, whose turn, what they do now, who may move. */
export function status(view: ShipyardView, names: readonly string[]): HTMLElement {
  const who = names[view.current] ?? `Player ${view.current + 1}`;
  const line = el('div', 'shipyard-status', el('b', '', ERA[view.era]), ` · turn ${view.turnNumber}`);
  if (view.era !== 'over') line.append(' · ', pawn(view.current, names), ` ${who}: ${STEP[view.step]}`);
  if (view.chosen !== null && view.era !== 'over') line.append(` — ${ACTION_NAME[view.chosen]}`);
  if (view.era === 'over') line.append(' · final: ', view.seats.map((p, s) => `${names[s] ?? `Player ${s + 1}`} ${p.score} VP`).join(', '));
  const others = view.active.filter((s) => s !== view.current);
  if (others.length > 0) line.append(' · also to move: ', ...others.map((s) => pawn(s, names)));
  if (view.earlyEnd) line.append(el('span', 'shipyard-warn', ' · a ship deck ran out: last turns'));
  return line;
}

/** What the current turn holds in hand: the action under way, or the ship on trial. */
export function underWay(table: ShipyardTable, view: ShipyardView): HTMLElement | null {
  const act = view.act;
  if (act !== null) {
    const d = act.doing;
    const box = el('div', 'shipyard-underway', `Main action ${act.main === 'done' ? 'done' : 'to do'}`, act.bonus === 'none' ? null : ` · bonus action ${act.bonus}`);
    if (d !== null) {
      box.append(el('div', '', `Doing: ${ACTION_NAME[d.action]} (${d.role})`, d.placed > 0 ? `, ${d.placed} placed` : ''));
      if (d.holding !== null) box.append(el('div', 'shipyard-row', 'In hand: ', shipCard(table, d.holding)));
      if (d.canal !== null) box.append(el('div', 'shipyard-row', 'Canal rented: ', canalTile(table, d.canal)));
      if (d.train !== null) box.append(el('div', 'shipyard-row', `Exchanging (next wagon ${d.wagon + 1}): `, train(table, d.train)));
    }
    return box;
  }
  const trial = view.trial;
  if (trial === null) return null;
  const box = el('div', 'shipyard-underway', `Sea trial: ${trial.stage === 'load' ? 'loading' : 'sailing'}`);
  if (trial.ship !== null) box.append(el('div', 'shipyard-row', ...trial.ship.map((p) => shipCard(table, p))), pieces(trial.load, 'Captain/officer'));
  if (trial.stage === 'voyage') box.append(el('div', '', `Speed ${trial.speed}, ${trial.remaining} squares to sail, officials ${trial.officials}`));
  // Completed ships left the yard and are nowhere else in the view: they wait here.
  trial.waiting.forEach((ship, i) => box.append(target(el('div', 'shipyard-row', el('span', 'shipyard-muted', `waiting ${i + 1}:`), ...ship.map((p) => shipCard(table, p))), `view.trial.waiting.${i}`)));
  return box;
}

/** The action track: each space with its action card and the pawns on it, the lead marked, and the countdown. */
export function actionTrack(table: ShipyardTable, view: ShipyardView, names: readonly string[]): HTMLElement {
  const board = table.components.board;
  const pawnsOn = new Map<Action, number[]>();
  view.seats.forEach((s, seat) => s.held.forEach((a) => pawnsOn.set(a, [...(pawnsOn.get(a) ?? []), seat])));
  const track = el('div', 'shipyard-track');
  view.track.forEach((action, space) => {
    const cell = el('div', 'shipyard-space', el('span', 'shipyard-space-no', space === 0 ? 'start' : String(space)));
    if (space === board.subsidySpace) cell.classList.add('shipyard-space-subsidy');
    if (action !== null) {
      const card = target(el('div', `shipyard-action${space === view.lead ? ' shipyard-lead' : ''}${action === view.chosen ? ' shipyard-chosen' : ''}`, ACTION_NAME[action]), `view.track.${space}`);
      for (const seat of pawnsOn.get(action) ?? []) card.append(pawn(seat, names));
      cell.append(card);
    }
    track.append(cell);
  });
  const countdown = el('div', 'shipyard-countdown', 'Countdown: ');
  ['4', '3', '2', '·', 'end'].forEach((label, i) => countdown.append(el('span', `shipyard-count${i === view.countdown ? ' shipyard-here' : ''}`, label)));
  const legend = el('div', 'shipyard-muted', `lead card outlined · space ${board.subsidySpace} pays the subsidy`, view.lapEnded ? ' · the lead reached the start: the countdown moves' : '');
  const p = panel('Action track', track, countdown, legend);
  p.classList.add('shipyard-wide');
  return p;
}

/** A display column read top row first, as it lies on the table, with the price of each row. */
function column(title: string, cells: readonly (Node | null)[], prices: readonly number[], foot: string): HTMLElement {
  const col = el('div', 'shipyard-column', el('div', 'shipyard-column-title', title));
  for (let row = cells.length - 1; row >= 0; row--) {
    col.append(el('div', 'shipyard-display-row', el('span', 'shipyard-price', `${prices[row] ?? 0}ƒ`), cells[row] ?? emptySlot('—')));
  }
  col.append(el('div', 'shipyard-muted', foot));
  return col;
}

/** The ship display (bows, two columns of middles, sterns) with the deck sizes. */
export function shipDisplay(table: ShipyardTable, view: ShipyardView): HTMLElement {
  const prices = table.components.board.shipPrices;
  const part = (kind: 'bow' | 'middle' | 'stern', path: string) => (card: number | null, row: number) => (card === null ? null : target(shipCard(table, { kind, card }), `${path}.${row}`));
  const d = view.shipDeckSizes;
  const middleFoot = `deck ${d.middle} (A ${view.middleBacks.A}, B ${view.middleBacks.B})${view.middleTop === null ? '' : `, top ${view.middleTop}`}`;
  const p = panel(
    'Ship display',
    el(
      'div',
      'shipyard-columns',
      column('Bows', view.ships.bow.map(part('bow', 'view.ships.bow')), prices, `deck ${d.bow}`),
      ...view.ships.middle.map((c, i) => column(i === 0 ? 'Middles' : '\u00a0', c.map(part('middle', `view.ships.middle.${i}`)), prices, i === 0 ? middleFoot : '')),
      column('Sterns', view.ships.stern.map(part('stern', 'view.ships.stern')), prices, `deck ${d.stern}`),
    ),
    shipLegend(),
  );
  p.classList.add('shipyard-ships');
  return p;
}

/** The train and canal displays. */
export function trainsAndCanals(table: ShipyardTable, view: ShipyardView): HTMLElement {
  const board = table.components.board;
  return panel(
    'Trains and canals',
    el(
      'div',
      'shipyard-columns',
      column('Freight trains', view.trainDisplay.map((t, row) => (t === null ? null : target(train(table, t), `view.trainDisplay.${row}`))), board.trainPrices, `deck ${view.trainDeckSize} · discards ${view.trainDiscard.length}`),
      column('Shipping canals', view.canalDisplay.map((c, row) => (c === null ? null : target(el('div', 'shipyard-canal-card', canalTile(table, c)), `view.canalDisplay.${row}`))), board.canalPrices, `deck ${view.canalDeckSize} · set aside ${view.canalDiscard.length}`),
    ),
    canalLegend(),
  );
}

/** The employee oval: the top card of each stack, how many lie below, and the marker. */
export function employeeOval(table: ShipyardTable, view: ShipyardView): HTMLElement {
  const oval = el('div', 'shipyard-oval');
  view.oval.forEach((stacks, space) => {
    const cell = el('div', `shipyard-oval-space${space === view.markers.employee ? ' shipyard-here' : ''}`, el('span', 'shipyard-space-no', `space ${space + 1}`));
    stacks.forEach((stack, i) => {
      const top = stack[stack.length - 1];
      cell.append(top === undefined ? emptySlot('empty') : target(el('div', 'shipyard-stack', employee(table, top), stack.length > 1 ? el('span', 'shipyard-muted', `+${stack.length - 1}`) : null), `view.oval.${space}.${i}`));
    });
    oval.append(cell);
  });
  const p = panel('Employee oval', oval, el('div', 'shipyard-muted', `the marker (outlined) is on space ${view.markers.employee + 1}`));
  p.classList.add('shipyard-wide');
  return p;
}

/** The equipment ring, crew circle and exchange hexagon: sectors in order, the marker's outlined. */
export function markets(table: ShipyardTable, view: ShipyardView): HTMLElement {
  const board = table.components.board;
  const ring = (title: string, items: readonly string[], at: number): HTMLElement =>
    el('div', 'shipyard-ring', el('span', 'shipyard-column-title', title), ...items.map((name, i) => el('span', `shipyard-sector${i === at ? ' shipyard-here' : ''}`, name)));
  const hexagon = el('div', 'shipyard-ring', el('span', 'shipyard-column-title', 'Exchange hexagon'));
  board.exchangePrices.forEach((p, i) => hexagon.append(el('span', `shipyard-sector${i === view.markers.exchange ? ' shipyard-here' : ''}`, `steel ${p.steel} · coal ${p.coal} · grain ${p.grain}`)));
  const swaps = el('div', 'shipyard-muted', 'Swap a wagon: ', ...Object.entries(board.exchangeTable).map(([c, items]) => `${c} → ${items.map((i) => pieceName(i)).join('/')}; `));
  return panel(
    'Equipment, crew and exchange',
    ring('Equipment ring', board.equipmentRing.map(pieceName), view.markers.equipment),
    ring('Crew circle', board.crewCircle.map(pieceName), view.markers.crew),
    hexagon,
    swaps,
    el('div', 'shipyard-muted', `contracts left in the box: ${view.contractBoxSize}`),
  );
}

