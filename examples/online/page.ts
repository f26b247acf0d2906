// The page of `npm run example:online`: create a match with bot seats, play it over the
// network as seat 0 (a boardgame.io socket client, choosing from the moves its `G` offers),
// then step through the match's replay as any viewer the server lets you read (your seat,
// or the spectator once the match is over). Bundled by examples/online/server.mjs.
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { logLines, resyncing, toBoardgameIO, type SeatG } from 'nautical-rules/boardgameio';
import { bremerhaven } from 'nautical-rules/bremerhaven';
import { meuterer } from 'nautical-rules/meuterer';
import { nauticus } from 'nautical-rules/nauticus';
import { shipyard } from 'nautical-rules/shipyard';

// Each game's online form, made once (the page plays one match at a time).
const games = { meuterer: toBoardgameIO(meuterer), nauticus: toBoardgameIO(nauticus), shipyard: toBoardgameIO(shipyard), bremerhaven: toBoardgameIO(bremerhaven) } as const;
type Name = keyof typeof games;

const app = document.getElementById('app')!;
app.innerHTML = `
<section id="setup">
  <label>Game <select id="game">${Object.keys(games).map((n) => `<option>${n}</option>`).join('')}</select></label>
  <label>Seats <input id="seats" type="number" min="1" max="6" value="3" size="2"></label>
  <button id="create">Create a match: you in seat 1, bots in the others</button>
</section>
<p id="status"></p>
<section id="play" hidden>
  <div id="clocks"></div>
  <h2>Your moves</h2><div id="moves"></div>
  <h2>Your log</h2><div id="log"></div>
</section>
<section id="over" hidden><h2>The match is over</h2><p id="result"></p>
  <label>Replay as <select id="viewer"><option value="0">your seat</option><option value="spectator">the spectator</option></select></label>
  <button id="load">Load the replay</button>
</section>
<section id="replay" hidden>
  <button id="first">|&lt;</button><button id="prev">&lt;</button><span id="step"></span><button id="next">&gt;</button><button id="last">&gt;|</button>
  <div id="replay-log"></div><pre id="replay-view"></pre>
</section>`;

const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;
const status = (text: string): void => {
  $('status').textContent = text;
};

const post = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${String(json['error'] ?? '')}`);
  return json;
};

let match: { name: Name; matchID: string; credentials: string } | undefined;

const seconds = (ms: number): string => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

$('create').addEventListener('click', () => {
  void (async () => {
    const name = $<HTMLSelectElement>('game').value as Name;
    const game = games[name];
    const min = game.minPlayers ?? 1;
    const seats = Math.min(game.maxPlayers ?? min, Math.max(min, Number($<HTMLInputElement>('seats').value) || min));
    $<HTMLButtonElement>('create').disabled = true;
    try {
      const { matchID } = (await post(`/games/${name}/create`, { numPlayers: seats })) as { matchID: string };
      const { playerCredentials } = (await post(`/games/${name}/${matchID}/join`, { playerID: '0', playerName: 'You' })) as { playerCredentials: string };
      await post(`/tables/${name}/${matchID}/bots`, { seats: Array.from({ length: seats - 1 }, (_, i) => i + 1) });
      match = { name, matchID, credentials: playerCredentials };
      status(`Match ${matchID} of ${name}, ${seats} seats: you are seat 1.`);
      play();
    } catch (e) {
      status(String(e));
      $<HTMLButtonElement>('create').disabled = false;
    }
  })();
});

function play(): void {
  if (match === undefined) return;
  const { name, matchID, credentials } = match;
  const client = resyncing(Client({ game: games[name], multiplayer: SocketIO({ server: location.origin }), matchID, playerID: '0', credentials, debug: false }), { deal: true });
  $('setup').hidden = true;
  $('play').hidden = false;
  client.subscribe((state) => {
    if (state === null) return;
    const G = state.G as unknown as SeatG;
    $('log').textContent = logLines(G).join('\n');
    $('log').scrollTop = $('log').scrollHeight;
    $('clocks').innerHTML = (G.clocks?.remaining ?? []).map((ms, seat) => `<span class="clock${G.clocks?.running[seat] === true ? ' running' : ''}">Seat ${seat + 1}: ${seconds(ms)}</span>`).join('');
    const moves = $('moves');
    moves.replaceChildren();
    if (state.ctx.gameover !== undefined) {
      $('over').hidden = false;
      $('result').textContent = JSON.stringify(state.ctx.gameover);
      status('The match is over.');
      return;
    }
    if (!G.dealt) return;
    if (G.moves.length === 0) moves.textContent = 'Waiting for the other seats.';
    G.moves.forEach((offer) => {
      const button = document.createElement('button');
      button.className = 'move';
      button.textContent = offer.label;
      button.title = offer.group;
      button.addEventListener('click', () => {
        moves.replaceChildren('Sent.');
        client.moves['move']!(offer.move, G.moved);
      });
      moves.append(button);
    });
  });
  client.start();
}

let steps: { stateID: number; G: SeatG }[] = [];
let at = 0;
const show = (): void => {
  const step = steps[at];
  if (step === undefined) return;
  $('step').textContent = ` step ${at + 1} of ${steps.length} (state ${step.stateID}) `;
  $('replay-log').textContent = logLines(step.G).join('\n');
  $('replay-view').textContent = JSON.stringify(step.G.view, null, 1);
};
$('load').addEventListener('click', () => {
  void (async () => {
    if (match === undefined) return;
    const viewer = $<HTMLSelectElement>('viewer').value;
    try {
      const body = viewer === 'spectator' ? {} : { playerID: viewer, credentials: match.credentials };
      const read = (await post(`/replays/${match.name}/${match.matchID}`, body)) as { steps: typeof steps };
      steps = read.steps;
      at = 0;
      $('replay').hidden = false;
      show();
    } catch (e) {
      status(String(e));
    }
  })();
});
const go = (to: (n: number) => number): void => {
  at = Math.max(0, Math.min(steps.length - 1, to(at)));
  show();
};
$('first').addEventListener('click', () => go(() => 0));
$('prev').addEventListener('click', () => go((n) => n - 1));
$('next').addEventListener('click', () => go((n) => n + 1));
$('last').addEventListener('click', () => go(() => steps.length - 1));
