/**
 * The shared boards of Bremerhaven: the round and phase, the Progress track with the Ship
 * token, the Town board's six spaces (with the Building and Price stacks and the Career
 * ladder), the Sea and Land boards with their piles, and the Newspaper rack. The bids lie
 * under the space they were made on, face down until revealed.
 */
import { RANK_NAMES, spaceName, type BidView, type BremerhavenTable, type BremerhavenView, type SpaceId } from 'nautical-rules/bremerhaven';
import { bidsOn, buildingCard, contractCard, GOODS_ORDER, goods, nameOf, shipCard, token } from './cards.js';
import { el, target } from '../dom.js';

const PHASE: Readonly<Record<BremerhavenView['phase'], string>> = {
  startingGoods: 'Starting goods',
  bidding: 'Bidding phase',
  permits: 'General actions: Building permit (1.2)',
  grow: 'General actions: Grow influence (1.3)',
  prices: 'General actions: Price cards (1.4)',
  career: 'General actions: Career ladder (1.5)',
  ship: 'General actions: place the Ship (2)',
  contract: 'General actions: place the Contract (3)',
  harbour: 'Individual action phase (4)',
  over: 'Game over',
};

/** A labelled board. */
export function board(title: string, cls: string, ...body: (Node | null)[]): HTMLElement {
  return el('section', `bremerhaven-board ${cls}`, el('h2', 'bremerhaven-board-title', title), ...body);
}

/** Round, phase, who moves (and who chooses, for the steps one player decides). */
export function status(table: BremerhavenTable, view: BremerhavenView, names: readonly string[]): HTMLElement {
  const line = el('div', 'bremerhaven-status', el('b', '', `Round ${view.round}`), ` · ${PHASE[view.phase]}`);
  if (view.phase !== 'over' && view.active.length > 0) line.append(' · to move: ', ...view.active.map((s) => token(s, names)));
  if (view.chooser !== null && view.slot !== null) line.append(` (${view.phase === 'ship' ? 'Ship' : 'Contract'} from space ${view.slot + 1})`);
  if (view.priceMode === 'exchange') line.append(' (as owner of the Commodity Exchange)');
  line.append(el('span', 'bremerhaven-muted-light', ` · ${table.variant} game`));
  if (view.rating !== null) line.append(el('b', '', ` · Captain Aha rates you: ${view.rating}`));
  return line;
}

/** The Progress track from the lowest start space to the last, the Ship token on its space. */
export function progressTrack(table: BremerhavenTable, view: BremerhavenView): HTMLElement {
  const p = table.board.progress;
  const first = Math.min(p.start['2'], p.start['3'], p.start['4'], view.token);
  const track = el('div', 'bremerhaven-progress');
  for (let i = first; i <= p.last; i++) {
    track.append(el('span', `bremerhaven-step${i === view.token ? ' bremerhaven-here' : ''}${i === p.last ? ' bremerhaven-last' : ''}`, String(i)));
  }
  return el('div', 'bremerhaven-progress-wrap', el('span', 'bremerhaven-label', 'Progress track'), track, el('span', 'bremerhaven-muted', `the game ends on ${p.last}`));
}

const bidsAt = (view: BremerhavenView, space: SpaceId): BidView[] => view.bids.filter((b) => b.space === space);

/** One space of a board: its title, what lies on it, the bids below. */
function space(view: BremerhavenView, id: SpaceId, names: readonly string[], ...body: (Node | null)[]): HTMLElement {
  return target(el('div', 'bremerhaven-space', el('div', 'bremerhaven-space-title', spaceName(id)), ...body, bidsOn(bidsAt(view, id), names)), `space.${id}`);
}

/** The Price stack: the prices of the top card, then the order as far as the viewer knows it. */
function prices(table: BremerhavenTable, view: BremerhavenView): HTMLElement {
  const top = view.priceStack[0];
  const card = top === null || top === undefined ? undefined : table.prices[top];
  const box = el('div', 'bremerhaven-prices');
  if (card !== undefined) {
    box.append(target(el('div', 'bremerhaven-price-head', 'Selling prices (top Price card)'), 'view.priceStack.0'));
    for (const g of GOODS_ORDER) box.append(el('div', 'bremerhaven-price-line', goods(g, 1), el('b', '', `${card.prices[g]} money`)));
  }
  // The cards below the top one that the viewer knows, by their prices (barrel, crate, container, passenger).
  const below = view.priceStack.slice(1);
  const known = below.flatMap((id, i) => {
    const p = id === null ? undefined : table.prices[id];
    return p === undefined ? [] : [target(el('span', 'bremerhaven-price-card', `${p.prices.barrel}/${p.prices.crate}/${p.prices.container}/${p.prices.passenger}`), `view.priceStack.${i + 1}`)];
  });
  box.append(el('div', 'bremerhaven-muted', `${below.length} more in the stack`, known.length > 0 ? ', known (barrel / crate / container / passenger): ' : '', ...known));
  return box;
}

/**
 * The Career ladder, Captain first. The part a move acts on is the rung inside each list
 * item, not the item: made clickable, it becomes a button, and a list holds only items.
 */
function ladder(view: BremerhavenView, names: readonly string[]): HTMLElement {
  const list = el('ol', 'bremerhaven-ladder');
  view.ranks.forEach((who, rank) => list.append(el('li', '', target(el('span', 'bremerhaven-rung', el('span', 'bremerhaven-rank', RANK_NAMES[rank] ?? `Rank ${rank + 1}`), token(who, names), ` ${nameOf(who, names)}`), `view.ranks.${rank}`))));
  return list;
}

/** The Town board: Parking lot, Building cards, Building permit, Grow influence, Price cards, Career ladder. */
export function townBoard(table: BremerhavenTable, view: BremerhavenView, names: readonly string[]): HTMLElement {
  const building = view.buildingTop === null ? el('div', 'bremerhaven-muted', 'no Building left') : buildingCard(table, view.buildingTop);
  return board(
    'Town board',
    'bremerhaven-town',
    el(
      'div',
      'bremerhaven-spaces',
      space(view, 'parking', names, el('div', 'bremerhaven-muted', 'no action')),
      space(view, 'building', names, building, el('div', 'bremerhaven-muted', `${view.buildingsLeft} in the stack · ${view.boxedBuildings.length} boxed`)),
      space(view, 'permit', names, el('div', 'bremerhaven-muted', 'others pay the difference')),
      space(view, 'grow', names, el('div', 'bremerhaven-muted', 'others pay the difference')),
      space(view, 'prices', names, prices(table, view)),
      space(view, 'career', names, ladder(view, names)),
    ),
  );
}

/** The Sea board (Ships) or the Land board (Contracts): one space per slot, the pile beside. */
export function seaOrLand(table: BremerhavenTable, view: BremerhavenView, which: 'sea' | 'land', names: readonly string[]): HTMLElement {
  const cards = which === 'sea' ? view.sea : view.land;
  const deck = which === 'sea' ? view.shipDeck : view.contractDeck;
  const discard = which === 'sea' ? view.shipDiscard : view.contractDiscard;
  const row = el('div', 'bremerhaven-spaces');
  cards.forEach((id, i) => {
    const card = id === null ? el('div', 'bremerhaven-empty', 'taken') : target(which === 'sea' ? shipCard(table, id) : contractCard(table, id), `view.${which}.${i}`);
    if (view.slot === i && view.phase === (which === 'sea' ? 'ship' : 'contract')) card.classList.add('bremerhaven-placing');
    row.append(space(view, `${which}${i + 1}` as SpaceId, names, card));
  });
  const pile = el('div', 'bremerhaven-pile', el('b', '', which === 'sea' ? 'Ship pile' : 'Contract pile'), el('div', '', `${deck.size} cards`), deck.topBack === null ? null : el('div', 'bremerhaven-muted', `back ${deck.topBack} on top`), el('div', 'bremerhaven-muted', `${discard.length} discarded`));
  return board(which === 'sea' ? 'Sea board' : 'Land board', `bremerhaven-${which}`, el('div', 'bremerhaven-row bremerhaven-top', pile, row));
}

/** The Newspaper rack (long game: the Event card and the "Ship ahoy!" side; solo: the dummy's stack). */
export function newspapers(table: BremerhavenTable, view: BremerhavenView): HTMLElement | null {
  if (table.variant === 'short') return null;
  const event = view.event === null ? undefined : table.newspapers[view.event];
  const rack = el('div', 'bremerhaven-row bremerhaven-top');
  if (event !== undefined) rack.append(el('div', 'bremerhaven-card bremerhaven-news', el('div', 'bremerhaven-card-head', el('b', '', 'Event')), event.headline));
  if (view.progressCard !== null) rack.append(el('div', 'bremerhaven-card bremerhaven-news', el('div', 'bremerhaven-card-head', el('b', '', 'Ship ahoy!')), `the Ship token moves ${view.progressCard.progress}`));
  rack.append(el('div', 'bremerhaven-pile', el('b', '', table.variant === 'solo' ? 'Dummy stack' : 'Newspapers'), el('div', '', `${view.newspapersLeft} left`), el('div', 'bremerhaven-muted', `${view.newspaperDiscard.length} done`)));
  return board('Newspaper rack', 'bremerhaven-rack', rack);
}
