/**
 * A minimal frontend: you are seat 0, random bots play the other seats.
 *
 * It shows the four things every frontend does with nautical-rules: render the `view`
 * of your seat, offer the `legalMoves` as buttons, send the chosen move to `apply`, and
 * show a `RuleError` when a move is refused. Open `index.html?game=meuterer&seed=7`.
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

function label(move: BaseMove): string {
  const { type, player: _player, ...rest } = move as unknown as Record<string, unknown> & BaseMove;
  const details = Object.entries(rest).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return details.length > 0 ? `${type} — ${details.join(', ')}` : type;
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
  // Other seats' moves may hold what you cannot see (an action card taken face down):
  // show only their kind. Your own moves are shown in full.
  const item = document.createElement('li');
  item.textContent = move.player === HUMAN ? `You: ${label(move)}` : `Seat ${move.player}: ${move.type}`;
  $('log').prepend(item);
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
  const seen = game.view(state, HUMAN);
  // A view is an Either: it is refused only for a state that is not a valid game state.
  const view = (seen._tag === 'Right' ? seen.right : { error: seen.left.message }) as Record<string, unknown>;
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
  for (const move of game.legalMoves(state, HUMAN)) {
    const button = document.createElement('button');
    button.className = 'move';
    button.textContent = label(move);
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
