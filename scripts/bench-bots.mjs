#!/usr/bin/env node
// `npm run bench:bots`: how fast and how strong the bots of `nautical-rules/bots` are, per
// game, at their default budget. A benchmark, not a test: it prints figures for the
// README and docs/bots.md.
//
//   node scripts/bench-bots.mjs [--games N] [--only GAME] [--quick]
//
// For each game and table: the median and 90th percentile of the time per decision of
// `ismctsBot()` (target: a median of at most 100 ms), its iterations per second, and its
// win rate against random bots over N games (default 100) with the seats rotated (a win
// is a sole first place; 95% Wilson interval). Then "search helps": the default budget
// against one tenth of it. Bremerhaven solo reports the rating bands reached, against a
// random player in the same seat. `--quick` plays 10 games per table.
import { performance } from 'node:perf_hooks';
import { budgetFor, ismctsBot, playMatch, randomBot, wilson } from '../dist/bots/index.js';
import { meuterer } from '../dist/meuterer/index.js';
import { nauticus } from '../dist/nauticus/index.js';
import { shipyard } from '../dist/shipyard/index.js';
import { bremerhaven, soloRating } from '../dist/bremerhaven/index.js';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const quick = process.argv.includes('--quick');
const games = Number(arg('games') ?? (quick ? 10 : 100));
const only = arg('only');

const TABLES = [
  { game: meuterer, label: 'Meuterer, 3 players', config: { players: 3 } },
  { game: meuterer, label: 'Meuterer, 4 players', config: { players: 4 } },
  { game: nauticus, label: 'Nauticus, 2 players', config: { players: 2 } },
  { game: nauticus, label: 'Nauticus, 4 players', config: { players: 4 } },
  { game: shipyard, label: 'Shipyard, 2 players', config: { players: 2 } },
  { game: shipyard, label: 'Shipyard, 4 players', config: { players: 4 } },
  { game: bremerhaven, label: 'Bremerhaven long, 2 players', config: { players: 2, variant: 'long' } },
  { game: bremerhaven, label: 'Bremerhaven long, 4 players', config: { players: 4, variant: 'long' } },
].filter((t) => only === undefined || t.game.id === only);

/**
 * A bot that records how long each of its decisions takes; `searched` gets the times of
 * the decisions with more than one legal move (the others return at once, without a
 * search), for the iterations per second.
 */
function timed(bot, times, searched) {
  return {
    name: bot.name,
    choose(game, table, view, seat) {
      const moves = game.movesFromView(table, view);
      const t0 = performance.now();
      const move = bot.choose(game, table, view, seat);
      const ms = performance.now() - t0;
      times.push(ms);
      if (moves._tag === 'Right' && moves.right.length > 1) searched.push(ms);
      return move;
    },
  };
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const pct = (x) => `${(100 * x).toFixed(1)}%`;
const interval = (w, n) => {
  const i = wilson(w, n);
  return `${pct(i.rate)} (95%: ${pct(i.low)} to ${pct(i.high)})`;
};

/** Plays `n` games with `make(seat, game)` giving the bot of each seat; the seat of interest rotates. */
function series(table, n, makeHero, makeOther) {
  const players = table.config.players;
  let wins = 0;
  const times = [];
  const searched = [];
  for (let i = 0; i < n; i++) {
    const hero = i % players;
    const bots = Array.from({ length: players }, (_, seat) => (seat === hero ? timed(makeHero(i, seat), times, searched) : makeOther(i, seat)));
    const match = playMatch(table.game, table.config, `bench/${i}`, bots);
    if (match._tag === 'Left') throw new Error(`${table.label}, game ${i}: ${match.left.message}`);
    const first = match.right.result.ranking[0] ?? [];
    if (first.length === 1 && first[0] === hero) wins++;
  }
  return { wins, times, searched };
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const started = performance.now();

console.log(`Bots benchmark, ${games} games per table, Node ${process.version}\n`);
for (const table of TABLES) {
  const t0 = performance.now();
  const { wins, times, searched } = series(
    table,
    games,
    (i, seat) => ismctsBot({ seed: i * 8 + seat }),
    (i, seat) => randomBot(i * 8 + seat),
  );
  console.log(`${table.label}: ismcts (default budget) against random bots`);
  console.log(`  time per decision: median ${quantile(times, 0.5).toFixed(1)} ms, 90th percentile ${quantile(times, 0.9).toFixed(1)} ms (${times.length} decisions)`);
  const iterations = budgetFor(table.game.id, table.config.players).iterations;
  const perSecond = (1000 * iterations * searched.length) / sum(searched);
  console.log(`  searching decisions (more than one legal move): median ${quantile(searched, 0.5).toFixed(1)} ms, 90th percentile ${quantile(searched, 0.9).toFixed(1)} ms (${searched.length}); ${Math.round(perSecond)} iterations per second`);
  console.log(`  wins: ${interval(wins, games)}`);
  console.log(`  (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}

console.log('\nSearch helps: the default budget against one tenth of it');
for (const table of TABLES.filter((t) => t.config.players === (t.game.id === 'meuterer' ? 3 : 2))) {
  const { wins } = series(
    table,
    games,
    (i, seat) => ismctsBot({ seed: i * 8 + seat }),
    (i, seat) => ismctsBot({ seed: i * 8 + seat, iterations: Math.max(1, Math.round(budgetFor(table.game.id, table.config.players).iterations / 10)) }),
  );
  const share = 1 / table.config.players;
  const i = wilson(wins, games);
  console.log(`  ${table.label}: ${interval(wins, games)}; even share ${pct(share)}; ${i.low > share ? 'helps' : 'not shown'}`);
}

if (only === undefined || only === 'bremerhaven') {
  console.log('\nBremerhaven solo: rating bands reached');
  for (const [name, make] of [
    ['ismcts', (i) => ismctsBot({ seed: i })],
    ['random', (i) => randomBot(i)],
  ]) {
    const bands = new Map();
    for (let i = 0; i < games; i++) {
      const match = playMatch(bremerhaven, { players: 1, variant: 'solo' }, `solo/${i}`, [make(i)]);
      if (match._tag === 'Left') throw new Error(`solo game ${i}: ${match.left.message}`);
      const band = soloRating(match.right.result.scores[0] ?? 0);
      bands.set(band, (bands.get(band) ?? 0) + 1);
    }
    console.log(`  ${name}: ${[...bands].map(([b, n]) => `${b} ×${n}`).join(', ')}`);
  }
}
console.log(`\nTotal: ${((performance.now() - started) / 1000).toFixed(0)} s`);

