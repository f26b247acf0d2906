/**
 * The start screen: a game, how many players, who sits in each seat (a person or a bot),
 * the names of the people, and the seed.
 */
import { DRAWINGS } from '../games/index.js';
import type { GameChoice } from '../table/choices.js';
import { fitSeats, parseSeed, SEAT_KINDS, type SeatKind, type TableSetup } from '../table/setup.js';
import { h } from './dom.js';

const KIND_LABELS: Readonly<Record<SeatKind, string>> = {
  human: 'Person',
  default: 'Default bot',
  random: 'Random bot',
};

/** Draws the form into `root`; `start` gets the table it describes. `initial` prefills it (a previous game). */
export function showStart(root: HTMLElement, choices: readonly GameChoice[], initial: Partial<TableSetup>, defaults: Pick<TableSetup, 'botIterations' | 'botDelay'>, start: (setup: TableSetup) => void): void {
  let choice = initial.choice ?? choices[0]!;
  let players = initial.players ?? choice.players.max;
  let { seats, names } = fitSeats(players, initial.seats ?? [], initial.names ?? []);

  const gameSelect = h('select', { id: 'start-game', name: 'game' }, ...choices.map((c) => h('option', { value: c.id, selected: c.id === choice.id }, c.label)));
  const playersSelect = h('select', { id: 'start-players', name: 'players' });
  const seatList = h('div', { class: 'seat-list' });
  // What the chosen game is about, in one paragraph: its "How to play" has the rest.
  const aim = h('p', { id: 'start-aim', class: 'hint', 'aria-live': 'polite' });
  const drawAim = (): void => void (aim.textContent = DRAWINGS[choice.game.id]?.howTo.aim ?? '');
  const seedInput = h('input', { id: 'start-seed', name: 'seed', type: 'text', inputmode: 'numeric', value: initial.seed === undefined ? '' : String(initial.seed), placeholder: 'from the clock', autocomplete: 'off' });

  function drawPlayers(): void {
    const options = [];
    for (let n = choice.players.min; n <= choice.players.max; n++) options.push(h('option', { value: n, selected: n === players }, String(n)));
    playersSelect.replaceChildren(...options);
    playersSelect.disabled = choice.players.min === choice.players.max;
  }

  function drawSeats(): void {
    seatList.replaceChildren(
      ...seats.map((kind, s) => {
        const kindSelect = h('select', { id: `seat-${s}-kind` }, ...SEAT_KINDS.map((k) => h('option', { value: k, selected: k === kind }, KIND_LABELS[k])));
        kindSelect.addEventListener('change', () => {
          seats[s] = kindSelect.value as SeatKind;
          drawSeats();
        });
        const row = h('div', { class: 'seat-row' }, h('label', { for: `seat-${s}-kind` }, `Seat ${s + 1}`), kindSelect);
        if (kind === 'human') {
          const name = h('input', { id: `seat-${s}-name`, type: 'text', maxlength: 24, value: names[s] ?? '', placeholder: `Player ${s + 1}`, autocomplete: 'off' });
          name.addEventListener('input', () => (names[s] = name.value));
          row.append(h('label', { for: `seat-${s}-name`, class: 'sr-only' }, `Name of seat ${s + 1}`), name);
        }
        return row;
      }),
    );
  }

  gameSelect.addEventListener('change', () => {
    choice = choices.find((c) => c.id === gameSelect.value) ?? choice;
    players = Math.min(choice.players.max, Math.max(choice.players.min, players));
    ({ seats, names } = fitSeats(players, seats, names));
    drawPlayers();
    drawSeats();
    drawAim();
  });
  playersSelect.addEventListener('change', () => {
    players = Number(playersSelect.value);
    ({ seats, names } = fitSeats(players, seats, names));
    drawSeats();
  });

  const form = h(
    'form',
    { class: 'start', 'aria-labelledby': 'start-title' },
    h('h1', { id: 'start-title' }, 'Sit down at a table'),
    h('p', { class: 'hint' }, 'Play any of the four games in this browser, against bots or with friends on the same screen.'),
    h('div', { class: 'field' }, h('label', { for: 'start-game' }, 'Game'), gameSelect),
    aim,
    h('div', { class: 'field' }, h('label', { for: 'start-players' }, 'Players'), playersSelect),
    h('fieldset', {}, h('legend', {}, 'Seats'), seatList),
    h('div', { class: 'field' }, h('label', { for: 'start-seed' }, 'Seed'), seedInput),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary', id: 'start-play' }, 'Start the game')),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    start({ choice, players, seats: [...seats], names: names.map((n) => n.trim()), seed: parseSeed(seedInput.value), ...defaults });
  });
  drawPlayers();
  drawSeats();
  drawAim();
  root.replaceChildren(form);
}
