/**
 * A minimal frontend: you are seat 0, random bots play the other seats.
 *
 * The page plays both sides of a server and its client. The "server" holds the state,
 * applies moves and sends seat 0 its table (once), its view and its log lines (after each
 * move). The "client" works from those alone: it renders the view, lists its legal moves
 * with `movesFromView`, labels them with `moveLabel` grouped by `moveGroup`, sends the
 * chosen one, and shows a `RuleError` when a move is refused.
 * Open `index.html?game=meuterer&seed=7`.
 */
import { Random, type AnyGame, type BaseMove, type RuleError } from 'nautical-rules';
import { meuterer } from 'nautical-rules/meuterer';
import { shipyard } from 'nautical-rules/shipyard';
import { bremerhaven } from 'nautical-rules/bremerhaven';
import { nauticus } from 'nautical-rules/nauticus';

const GAMES: readonly AnyGame[] = [meuterer, nauticus, bremerhaven, shipyard];
const HUMAN = 0;

const params = new URLSearchParams(location.search);
const game: AnyGame = GAMES.find((g) => g.id === (params.get('game') ?? 'meuterer')) ?? meuterer;
const seed = Number(params.get('seed') ?? '1');
const players = Number(params.get('players') ?? String(game.players.max));
const bots = Random.seeded(seed + 1);

const $ = (id: string): HTMLElement => document.getElementById(id) as HTMLElement;

const start = game.setup(game.defaultConfig(players), seed);
if (start._tag === 'Left') throw new Error(start.left.message);
let state: unknown = start.right;

$('title').textContent = `${game.title} — seed ${seed}, you are seat ${HUMAN}`;
$('data').textContent = game
  .components(state)
  .filter((c) => c.provenance.kind !== 'printed')
  .map((c) => `${c.label}: ${c.provenance.kind === 'synthetic' ? 'synthetic values (the printed ones are not public)' : 'values from a public source, not verified against the printed components'}`)
  .join(' · ');

// What the server sends seat 0 once: the public part of the table that never changes.
const tableOf = game.table(state);
if (tableOf._tag === 'Left') throw new Error(tableOf.left.message);
const table: unknown = tableOf.right;

/** What the server sends seat 0 after each move: its view (Either: Left only for a value that is no state). */
function viewOf(): Record<string, unknown> & { viewer: unknown } {
  const seen = game.view(state, HUMAN);
  if (seen._tag === 'Left') throw new Error(seen.left.message);
  return seen.right as Record<string, unknown> & { viewer: unknown };
}

function showError(error: RuleError | null): void {
  $('error').textContent = error === null ? '' : `${error.code}: ${error.message}`;
}

/** Sends one move; a refusal is shown, not thrown. */
function send(move: BaseMove): boolean {
  const next = game.apply(state, move);
  if (next._tag === 'Left') {
    showError(next.left);
    return false;
  }
  // Seat 0's own log lines: other seats' face-down choices are told as such.
  for (const line of game.describe(state, move, next.right, HUMAN).slice().reverse()) {
    const item = document.createElement('li');
    item.textContent = line;
    $('log').prepend(item);
  }
  state = next.right;
  showError(null);
  return true;
}

/** Lets the bots move until it is the human's turn or the game is over. */
function botsPlay(): void {
  for (;;) {
    if (game.isOver(state)) return;
    const active = game.activePlayers(state);
    if (active.includes(HUMAN)) return;
    const seat = bots.pick(active);
    send(bots.pick(game.legalMoves(state, seat)));
  }
}

function render(): void {
  const view = viewOf();
  // One line per field; bulky component data (card lists, boards) is summarised.
  $('view').textContent = Object.entries(view)
    .map(([key, value]) => {
      const text = JSON.stringify(value);
      return text.length > 1500 ? `${key}: (${text.length} characters of component data)` : `${key}: ${text}`;
    })
    .join('\n');
  const moves = $('moves');
  moves.replaceChildren();
  if (game.isOver(state)) {
    const result = game.result(state);
    $('status').textContent = 'Game over';
    const ranking = document.createElement('div');
    ranking.id = 'ranking';
    ranking.innerHTML = '<strong>Final ranking</strong>';
    const list = document.createElement('ol');
    for (const place of result.ranking) {
      const li = document.createElement('li');
      li.textContent = place.map((s) => `Seat ${s}${s === HUMAN ? ' (you)' : ''}: ${result.scores[s]}`).join(', ');
      list.append(li);
    }
    ranking.append(list);
    $('result').replaceChildren(ranking);
    return;
  }
  $('status').textContent = 'Your move';
  // The client lists its own moves from its table and view: no state needed.
  const mine = game.movesFromView(table, view);
  if (mine._tag === 'Left') throw new Error(mine.left.message);
  let group = '';
  for (const move of mine.right as BaseMove[]) {
    const heading = game.moveGroup(table, view, move);
    if (heading !== group) {
      group = heading;
      const h = document.createElement('h3');
      h.textContent = heading;
      moves.append(h);
    }
    const button = document.createElement('button');
    button.className = 'move';
    button.textContent = game.moveLabel(table, view, move);
    button.addEventListener('click', () => {
      if (send(move)) botsPlay();
      render();
    });
    moves.append(button);
  }
  // A button that sends a move the rules refuse, to show how a RuleError looks.
  const wrong = document.createElement('button');
  wrong.className = 'illegal';
  wrong.textContent = 'Try an illegal move';
  wrong.addEventListener('click', () => send({ type: 'pass', player: (HUMAN + 1) % players }));
  moves.append(wrong);
}

botsPlay();
render();
