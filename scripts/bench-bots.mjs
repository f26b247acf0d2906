#!/usr/bin/env node
// `npm run bench:bots`: how fast and how strong the bots of `nautical-rules/bots` are, per
// game and player count. A benchmark, not a test: it prints the figures of docs/bots.md.
//
//   node scripts/bench-bots.mjs [--games N] [--only GAME] [--players P] [--ms T]
//                               [--bot search|ismcts] [--scale-ms T2] [--curve 0.25,4]
//                               [--sections time,random,flat,scale,curve,solo] [--first K]
//                               [--workers K]
//
// The bot measured is `defaultBot` (`--bot search`, the default) or `ismctsBot`
// (`--bot ismcts`). Sections (all by default):
// - time:   decision time of the bot at its default budget (median, p95), every
//           decision with more than one legal move;
// - random: the bot at its default budget against random bots, one seat each;
// - flat:   the bot against `flatBot` at equal CPU time per decision (both given
//           `timeMs: T` on the process's CPU clock, default T = 10 ms);
// - scale:  the bot with 4T2 against itself with T2 (T2 = --scale-ms, default T);
// - curve:  the bot at T/4 and 4T (or the factors of --curve) against `flatBot` at T
//           (1x is the flat section);
// - solo:   Bremerhaven solo, rating bands reached.
// The random and solo sections (the bots at their default budgets, which are
// deterministic) play on the worker pool of `nautical-rules/parallel`, `--workers K`
// threads (default: the machine's available parallelism); the others compare bots at
// equal CPU time, measured on the process's CPU clock, so they stay on one thread (two
// threads would spend each other's budgets). On the pool each seat's bot is seeded from
// the game's seed and the seat, as `simulate --bots` seeds it.
// The bot measured sits in one seat, the seat rotating from game to game; the others
// are its opponents. A win is a first place, shared first places counting as a fraction
// (1/k); 95% Wilson interval; the fair share is 1/players.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { cpuClock, defaultBot, flatBot, ismctsBot, playMatch, randomBot, wilson } from '../dist/bots/index.js';
import { meuterer } from '../dist/meuterer/index.js';
import { nauticus } from '../dist/nauticus/index.js';
import { shipyard } from '../dist/shipyard/index.js';
import { bremerhaven, soloRating } from '../dist/bremerhaven/index.js';
import { defaultWorkers, runGames } from '../dist/parallel/index.js';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const games = Number(arg('games') ?? 30);
// The first game's number: another run of other games (other deals and seeds) to add to a first one.
const first = Number(arg('first') ?? 0);
const only = arg('only');
const players = arg('players') === undefined ? undefined : Number(arg('players'));
const T = Number(arg('ms') ?? 10);
const T2 = Number(arg('scale-ms') ?? T);
const which = arg('bot') ?? 'search';
const make = which === 'ismcts' ? ismctsBot : defaultBot;
const curve = (arg('curve') ?? '0.25,4').split(',').map(Number);
const sections = new Set((arg('sections') ?? 'time,random,flat,scale,curve,solo').split(','));
const workers = Number(arg('workers') ?? defaultWorkers());
// The bot's name on the pool (runGames names bots as `simulate --bots` does).
const poolName = which === 'ismcts' ? 'ismcts' : 'default';

const TABLES = [
  { game: meuterer, label: 'Meuterer, 3 players', config: { players: 3 } },
  { game: meuterer, label: 'Meuterer, 4 players', config: { players: 4 } },
  { game: nauticus, label: 'Nauticus, 2 players', config: { players: 2 } },
  { game: nauticus, label: 'Nauticus, 4 players', config: { players: 4 } },
  { game: shipyard, label: 'Shipyard, 2 players', config: { players: 2 } },
  { game: shipyard, label: 'Shipyard, 4 players', config: { players: 4 } },
  { game: bremerhaven, label: 'Bremerhaven short, 2 players', config: { players: 2, variant: 'short' } },
  { game: bremerhaven, label: 'Bremerhaven short, 4 players', config: { players: 4, variant: 'short' } },
].filter((t) => (only === undefined || t.game.id === only) && (players === undefined || t.config.players === players));

/** A bot that records the CPU time its decisions with more than one legal move take (on a busy machine, wall time says more about the load than about the bot). */
function timed(bot, times) {
  return {
    name: bot.name,
    choose(game, table, view, seat) {
      const moves = game.movesFromView(table, view);
      const t0 = cpuClock();
      const move = bot.choose(game, table, view, seat);
      if (moves._tag === 'Right' && moves.right.length > 1) times.push(cpuClock() - t0);
      return move;
    },
  };
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const pct = (x) => `${(100 * x).toFixed(0)}%`;
const interval = (w, n) => {
  const i = wilson(w, n);
  return `${pct(i.rate)} (${pct(i.low)}-${pct(i.high)}), n=${n}`;
};

/** Plays `n` games, the hero in one seat (rotating), opponents elsewhere; the hero's share of first places, and the CPU times of both sides' decisions. */
function series(table, n, makeHero, makeOther, times = [], otherTimes = []) {
  const seats = table.config.players;
  let wins = 0;
  for (let i = first; i < first + n; i++) {
    const hero = i % seats;
    const bots = Array.from({ length: seats }, (_, seat) => (seat === hero ? timed(makeHero(i, seat), times) : timed(makeOther(i, seat), otherTimes)));
    const match = playMatch(table.game, table.config, `bench/${i}`, bots);
    if (match._tag === 'Left') throw new Error(`${table.label}, game ${i}: ${match.left.message}`);
    const first = match.right.result.ranking[0] ?? [];
    if (first.includes(hero)) wins += 1 / first.length;
  }
  return { wins, times, otherTimes };
}

const started = performance.now();
console.log(`Bots benchmark (${which}): ${games} games per table, T = ${T} ms CPU (4x against 1x at ${T2} ms), Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}\n`);
const timedFlat = (ms) => (i, seat) => flatBot({ seed: i * 8 + seat, timeMs: ms, clock: cpuClock });
const timedBot = (ms) => (i, seat) => make({ seed: i * 8 + seat, timeMs: ms, clock: cpuClock });

for (const table of TABLES) {
  const t0 = performance.now();
  const fair = 1 / table.config.players;
  console.log(`${table.label} (fair share ${pct(fair)})`);
  if (sections.has('time')) {
    const { times } = series(table, Math.min(games, 4), (i, seat) => make({ seed: i * 8 + seat }), (i, seat) => randomBot(i * 8 + seat));
    console.log(`  default decision (CPU time): median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms (${times.length} decisions)`);
  }
  if (sections.has('random')) {
    // One pooled run per seat the bot sits in, over the games that seat it there.
    const seats = table.config.players;
    let wins = 0;
    for (let hero = 0; hero < seats; hero++) {
      const seeds = Array.from({ length: games }, (_, k) => first + k).filter((i) => i % seats === hero).map((i) => `bench/${i}`);
      if (seeds.length === 0) continue;
      const bots = Array.from({ length: seats }, (_, seat) => (seat === hero ? poolName : 'random'));
      const { summary } = await runGames({ game: table.game.id, config: table.config, seeds, bots, workers });
      wins += summary.seats[hero].winShare;
    }
    console.log(`  default vs random (${workers} workers): ${interval(wins, games)}`);
  }
  const duel = (label, hero, other) => {
    const { wins, times, otherTimes } = series(table, games, hero, other);
    const mean = (xs) => (xs.length === 0 ? NaN : xs.reduce((x, y) => x + y, 0) / xs.length).toFixed(1);
    console.log(`  ${label}: ${interval(wins, games)}; CPU per decision: mean ${mean(times)} ms against ${mean(otherTimes)} ms`);
  };
  if (sections.has('flat')) duel(`${which} vs flat, both ${T} ms`, timedBot(T), timedFlat(T));
  if (sections.has('scale')) duel(`${which} ${4 * T2} ms vs ${which} ${T2} ms`, timedBot(4 * T2), timedBot(T2));
  if (sections.has('curve')) for (const k of curve) duel(`${which} ${k * T} ms vs flat ${T} ms`, timedBot(k * T), timedFlat(T));
  console.log(`  (${((performance.now() - t0) / 1000).toFixed(0)} s, load ${os.loadavg()[0].toFixed(1)})`);
}

if (sections.has('solo') && (only === undefined || only === 'bremerhaven') && players === undefined) {
  console.log('\nBremerhaven solo: rating bands reached');
  for (const name of [poolName, 'random']) {
    const seeds = Array.from({ length: games }, (_, i) => `solo/${i}`);
    const { summary } = await runGames({ game: 'bremerhaven', config: { players: 1, variant: 'solo' }, seeds, bots: [name], workers });
    const bands = new Map();
    for (const [score, n] of summary.seats[0].scores) bands.set(soloRating(score), (bands.get(soloRating(score)) ?? 0) + n);
    console.log(`  ${name}: ${[...bands].map(([b, n]) => `${b} ×${n}`).join(', ')}`);
  }
}
console.log(`\nTotal: ${((performance.now() - started) / 1000).toFixed(0)} s`);
