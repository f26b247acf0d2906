/**
 * The example table: the four games in the browser, for people and bots.
 *
 * Start with no parameters for the start screen, or set the table up in the URL
 * (`index.html?game=meuterer&seats=human,default,random&seed=7`; see table/setup.ts).
 * The code is split the way a real app would be: table/ is the "server" that alone holds
 * the state, ui/ the screens that see only what a seat receives, and games/ draws each
 * game from a seat's table and view.
 */
import type { AnyGame } from 'nautical-rules';
import { meuterer } from 'nautical-rules/meuterer';
import { nauticus } from 'nautical-rules/nauticus';
import { shipyard } from 'nautical-rules/shipyard';
import { bremerhaven } from 'nautical-rules/bremerhaven';
import { choicesFor } from './table/choices.js';
import { DEFAULT_BOT_DELAY, setupFromUrl, setupToUrl, type TableSetup } from './table/setup.js';
import { play } from './ui/play.js';
import { showStart } from './ui/start.js';

const GAMES: readonly AnyGame[] = [meuterer, nauticus, shipyard, bremerhaven];
const choices = choicesFor(GAMES);
const root = document.getElementById('app') as HTMLElement;
const params = new URLSearchParams(location.search);
const iterations = Number(params.get('botIterations'));
const delay = Number(params.get('botDelay'));
const knobs = {
  botIterations: Number.isInteger(iterations) && iterations > 0 ? iterations : undefined,
  botDelay: params.has('botDelay') && Number.isFinite(delay) && delay >= 0 ? delay : DEFAULT_BOT_DELAY,
};

function startScreen(previous: Partial<TableSetup>): void {
  history.replaceState(null, '', location.pathname + (params.has('botIterations') || params.has('botDelay') ? `?${keepKnobs()}` : ''));
  showStart(root, choices, previous, knobs, begin);
}

function keepKnobs(): string {
  const kept = new URLSearchParams();
  for (const knob of ['botIterations', 'botDelay']) if (params.has(knob)) kept.set(knob, params.get(knob)!);
  return kept.toString();
}

function begin(setup: TableSetup): void {
  // The URL now sets up this very table: reload to play it again, share it to show it.
  history.replaceState(null, '', location.pathname + setupToUrl(setup, params));
  // A new game keeps the seats and names, but not the seed: the same seed would deal the same game.
  const { seed: _played, ...again } = setup;
  play(root, setup, () => startScreen(again));
}

const fromUrl = setupFromUrl(params, choices);
if (fromUrl === null) startScreen({});
else begin(fromUrl);
