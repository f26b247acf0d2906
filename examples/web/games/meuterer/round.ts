/**
 * Where the round stands: the phase and who moves, the captain's offer, the action cards
 * in the centre, a mutiny under way, the sales so far, the piles, and the score sheet of
 * the rounds played (the rulebook's phase names, numbered as it numbers them).
 */
import type { Card, MeutererTable, MeutererView, Phase, RoundSummary } from 'nautical-rules/meuterer';
import { CARD_NAME, ROLE_TITLE, cardBack, symbol } from './cards.js';
import { el, sideways } from '../dom.js';
import { who } from './seats.js';

const PHASE_TITLE: Readonly<Record<Phase, string>> = {
  reward: 'Phase 1 · the captain chooses his offer',
  offer: 'Phase 2 · offering goods',
  chooseRole: 'Phase 2 · taking an action card',
  mutiny: 'Phase 4 · the mutiny',
  sale: 'Phase 5 · scoring: selling goods',
  loader: 'Phase 7 · the Lademeister returns cards',
  over: 'Game over',
};

/** The banner on top: round, phase, whose turn, and the captain's offer. */
export function statusBar(table: MeutererTable, view: MeutererView, names: readonly string[]): HTMLElement {
  const movers = view.active.map((s) => who(names, s)).join(', ');
  const offer = view.reward === null ? 'not chosen yet' : `${view.reward} point${view.reward === 1 ? '' : 's'} to the mate`;
  return el('div', `meuterer-status${view.phase === 'over' ? ' meuterer-status--over' : ''}`,
    el('strong', '', PHASE_TITLE[view.phase]),
    view.phase !== 'over' && el('span', '', `Round ${view.round} of ${table.rounds}`),
    movers !== '' && el('span', 'meuterer-tag meuterer-tag--turn', `to move: ${movers}`),
    el('span', '', `Captain: ${who(names, view.captain)}`),
    el('span', '', `Offer: ${offer}`),
    table.pirates && el('span', 'meuterer-tag', 'pirate variant'));
}

/** The mutiny under way: both sides' strength, and who still adds conflict cards. */
function mutinyBox(view: MeutererView, names: readonly string[]): HTMLElement | null {
  const m = view.mutiny;
  if (m === null) return null;
  return el('div', 'meuterer-box meuterer-mutiny',
    el('strong', '', 'Mutiny'),
    el('span', 'meuterer-side', 'Captain\u2019s side ', el('b', '', m.captainSide)),
    el('span', '', 'vs'),
    el('span', 'meuterer-side', 'Mutineer\u2019s side ', el('b', '', m.mutineerSide)),
    el('span', 'meuterer-muted', m.queue.length > 0 ? `still to add: ${m.queue.map((s) => who(names, s)).join(', ')}` : 'all have added'),
    el('span', 'meuterer-muted', 'a tie goes to the mutineer'));
}

/** The action cards: how many lie face down in the centre, and who took one so far. */
function roleBox(view: MeutererView, names: readonly string[]): HTMLElement | null {
  if (view.phase === 'reward' || view.phase === 'over') return null;
  return el('div', 'meuterer-box',
    el('strong', '', 'Action cards'),
    el('div', 'meuterer-cards', ...Array.from({ length: view.roleSupplySize }, () => cardBack())),
    el('span', 'meuterer-muted', `${view.roleSupplySize} in the centre`),
    view.roleOrder.length > 0 && el('span', 'meuterer-muted', `taken by ${view.roleOrder.map((s) => who(names, s)).join(', ')}`));
}

/** The Lademeister at the end of the round: how many new cards he holds apart and still puts under the deck (what they are is his alone). */
function loaderBox(view: MeutererView, names: readonly string[]): HTMLElement | null {
  if (view.phase !== 'loader') return null;
  const loader = view.active[0];
  return el('div', 'meuterer-box',
    el('strong', '', 'Lademeister'),
    el('span', '', `${loader === undefined ? 'The Lademeister' : who(names, loader)} drew ${view.loaderDrawnCount} new card${view.loaderDrawnCount === 1 ? '' : 's'}`),
    el('div', 'meuterer-cards', ...Array.from({ length: view.loaderDrawnCount }, () => cardBack())),
    el('span', 'meuterer-muted', `and puts ${view.loaderToReturn} of them under the deck`));
}

/** The sales decided so far this round. */
function salesBox(table: MeutererTable, view: MeutererView, names: readonly string[]): HTMLElement | null {
  if (view.sales.length === 0) return null;
  return el('div', 'meuterer-box',
    el('strong', '', 'Sales'),
    el('ul', 'meuterer-list', ...view.sales.map((s) =>
      el('li', '', `${who(names, s.player)}: ${s.count} × `, symbol(s.good, 14), ` ${CARD_NAME[s.good]} on ${table.islands[s.island]?.name ?? '?'}`))));
}

/** The draw pile and the discard pile, which everyone may count (ruling M20). */
function pilesBox(view: MeutererView): HTMLElement {
  const discard = (Object.entries(view.discard) as [Card, number][]).filter(([, n]) => n > 0);
  return el('div', 'meuterer-box',
    el('strong', '', 'Piles'),
    el('span', '', `Deck ${view.deckSize}`),
    view.deckBottom.length > 0 && el('span', 'meuterer-muted', `(${view.deckBottom.length} put under it by the Lademeister)`),
    el('span', '', 'Discard:'),
    discard.length === 0 ? el('span', 'meuterer-muted', 'empty') : el('span', 'meuterer-discard', ...discard.map(([card, n]) => el('span', 'meuterer-count', symbol(card, 14), `${n}`))));
}

/** The round's info boxes, side by side, wrapping. */
export function roundBoxes(table: MeutererTable, view: MeutererView, names: readonly string[]): HTMLElement {
  return el('div', 'meuterer-boxes', mutinyBox(view, names), loaderBox(view, names), roleBox(view, names), salesBox(table, view, names), pilesBox(view));
}

/** One line of the score sheet: the round's captain, offer, action cards, mutiny, destination and each seat's points. */
function roundRow(table: MeutererTable, r: RoundSummary, names: readonly string[]): HTMLElement {
  const island = (i: number | null): string => (i === null ? '—' : (table.islands[i]?.name ?? '?'));
  const mutiny = r.mutiny === null ? '—' : `${who(names, r.mutiny.mutineer)} ${r.mutiny.succeeded ? 'won' : 'lost'} ${r.mutiny.mutineerSide}:${r.mutiny.captainSide}`;
  const points = Array.from({ length: table.players }, (_, s) => r.points.filter((p) => p.player === s).reduce((a, p) => a + p.points, 0));
  const roles = r.roles.map((role, s) => (role === null ? null : `${who(names, s)}: ${ROLE_TITLE[role][0]}`)).filter((x) => x !== null).join(', ');
  return el('tr', '',
    el('td', '', r.round),
    el('td', '', who(names, r.captain)),
    el('td', '', r.reward),
    el('td', 'meuterer-wrap', roles),
    el('td', '', mutiny),
    el('td', '', island(r.destination)),
    ...points.map((p) => el('td', 'meuterer-num', p > 0 ? `+${p}` : p)));
}

/** The score sheet of past rounds (ruling M24), folded away unless opened. */
export function scoreSheet(table: MeutererTable, view: MeutererView, names: readonly string[]): HTMLElement | null {
  if (view.history.length === 0) return null;
  const head = el('tr', '', ...['Round', 'Captain', 'Offer', 'Action cards', 'Mutiny', 'Ship to'].map((h) => el('th', '', h)),
    ...Array.from({ length: table.players }, (_, s) => el('th', '', who(names, s))));
  const details = el('details', 'meuterer-sheet',
    el('summary', '', `Score sheet (${view.history.length} round${view.history.length === 1 ? '' : 's'} played)`),
    sideways('meuterer-scroll', 'Score sheet', el('table', '', el('thead', '', head), el('tbody', '', ...view.history.map((r) => roundRow(table, r, names))))));
  if (view.phase === 'over') details.open = true;
  return details;
}
