#!/usr/bin/env node
/**
 * How short and how fast shrinking gets, over many runs of the same false invariant:
 * Meuterer, 4 players, "no score ever goes down", `runs: 20` (20 runs), and one false
 * invariant per other game (10 runs each). Each run uses another fast-check seed (1, 2,
 * ...), so the whole benchmark is reproducible. Prints, per case, every run's final
 * length and shrinking time, then the distribution: lengths, the shortest, how many runs
 * ended within twice the shortest, median and largest shrinking time.
 *
 *   npm run bench:shrink                      all cases
 *   npm run bench:shrink -- shipyard 5        one game, 5 runs
 *
 * It runs on dist/ (npm run build first; the npm script does).
 */
import os from 'node:os';
import { checkGame, ContractViolation } from '../dist/testing/index.js';
import { meuterer } from '../dist/meuterer/index.js';
import { nauticus } from '../dist/nauticus/index.js';
import { shipyard } from '../dist/shipyard/index.js';
import { bremerhaven } from '../dist/bremerhaven/index.js';

/** A step invariant that fails as soon as a number of some seat goes down. */
const neverDown = (name, values) => ({
  name,
  check: (before, _move, after) => {
    const b = values(before);
    const a = values(after);
    const seat = a.findIndex((x, i) => x < (b[i] ?? 0));
    return seat < 0 ? null : `seat ${seat}: ${b[seat]} -> ${a[seat]}`;
  },
});

/** A state invariant that fails as soon as `happened` holds. */
const never = (name, happened) => ({ name, state: true, check: (s) => (happened(s) ? 'it happened' : null) });

const CASES = [
  { id: 'meuterer', title: 'Meuterer 4p, no score ever goes down', game: meuterer, configs: [{ players: 4 }], runs: 20, repeats: 20, invariant: neverDown('no score ever goes down', (s) => s.scores) },
  { id: 'nauticus', title: 'Nauticus 3p, no good is ever delivered', game: nauticus, configs: [{ players: 3 }], runs: 20, repeats: 10, invariant: never('no good is ever delivered', (s) => s.players.some((p) => Object.values(p.delivered).some((n) => n > 0))) },
  { id: 'shipyard', title: 'Shipyard 3p, no ship ever leaves the yard', game: shipyard, configs: [{ players: 3 }], runs: 20, repeats: 10, invariant: never('no ship ever leaves the yard', (s) => s.players.some((p) => p.fleet.length > 0)) },
  { id: 'bremerhaven', title: 'Bremerhaven 3p, no prestige is ever lost', game: bremerhaven, configs: [{ players: 3 }], runs: 20, repeats: 10, invariant: never('no prestige is ever lost', (s) => s.harbors.some((h) => h.prestigeLost > 0)) },
];

const [only, repeatsArg] = process.argv.slice(2);
const cases = CASES.filter((c) => only === undefined || c.id === only);
if (cases.length === 0) {
  console.error(`unknown game ${only}: one of ${CASES.map((c) => c.id).join(', ')}`);
  process.exit(2);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

console.log(`${new Date().toISOString()}  node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
for (const c of cases) {
  const repeats = repeatsArg === undefined ? c.repeats : Number(repeatsArg);
  console.log(`\n${c.title}, runs: ${c.runs}, ${repeats} runs (fast-check seeds 1..${repeats})`);
  const rows = [];
  for (let i = 1; i <= repeats; i++) {
    let shrinkStart = NaN;
    const stages = [];
    const t0 = performance.now();
    try {
      checkGame(c.game, {
        configs: c.configs,
        runs: c.runs,
        seed: i,
        tamperRuns: 0,
        ...(c.invariant.state ? { invariants: [c.invariant] } : { stepInvariants: [c.invariant] }),
        onStage: (s) => {
          if (s.stage === 'prefix') shrinkStart = performance.now();
          stages.push(s);
        },
      });
      console.log(`  seed ${i}: no failure found`);
      continue;
    } catch (e) {
      if (!(e instanceof ContractViolation)) throw e;
      const end = performance.now();
      const s = e.details.shrink;
      const row = { seed: i, start: s?.startLength ?? NaN, length: e.details.failingStep ?? NaN, candidates: s?.candidates ?? 0, timedOut: s?.timedOut ?? false, search: (shrinkStart - t0) / 1000, shrink: (end - shrinkStart) / 1000, byStage: {} };
      // The length each stage ended with (a stage ends where the next one starts).
      for (let k = 1; k < stages.length; k++) row.byStage[stages[k - 1].stage] ??= stages[k].length;
      rows.push(row);
      console.log(
        `  seed ${String(i).padStart(2)}: ${String(row.start).padStart(4)} -> ${String(row.length).padStart(3)} moves, ${String(row.candidates).padStart(4)} candidates, search ${row.search.toFixed(1)} s, shrink ${row.shrink.toFixed(1)} s${row.timedOut ? ' (time cap)' : ''}  [${stages.slice(1).map((st, k) => `${stages[k].stage} ${st.length}`).join(', ')}]`,
      );
    }
  }
  if (rows.length === 0) continue;
  const lengths = rows.map((r) => r.length).sort((a, b) => a - b);
  const shortest = lengths[0];
  const within = lengths.filter((l) => l <= 2 * shortest).length;
  const times = rows.map((r) => r.shrink);
  console.log(`  final lengths: ${lengths.join(' ')}`);
  console.log(`  shortest ${shortest}; within 2x the shortest: ${within}/${rows.length}; median length ${median(lengths)}`);
  for (const st of ['remove', 'fresh']) {
    const gave = rows.filter((r) => r.byStage[st] !== undefined);
    if (gave.length > 0) console.log(`  median length after the first ${st} stage: ${median(gave.map((r) => r.byStage[st]))}`);
  }
  console.log(`  shrink time: median ${median(times).toFixed(1)} s, max ${Math.max(...times).toFixed(1)} s; time cap hit ${rows.filter((r) => r.timedOut).length}/${rows.length}`);
}
