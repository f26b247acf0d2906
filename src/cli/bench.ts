/**
 * `bench [GAME...]`: full random games per second and moves per second, per game and
 * table; `--compare DIR` runs the same work against another built checkout in the same
 * process and prints the speed ratio; `--heap` measures what 1,000 games leave on the heap.
 *
 * Times are the CPU time of this process (`process.cpuUsage`), not the wall clock: on a
 * shared machine other load then matters much less. Ratios come from alternating rounds
 * (this build, the other, then the other first), reported as the median with the spread
 * of the rounds, so that drift in the machine's speed cancels out.
 *
 * @module
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AnyGame } from '../core/game.js';
import { playout } from '../core/playout.js';
import { Random } from '../core/random.js';
import { readOptions, type OptionSpec, type OptionTable, type Tokens } from './args.js';
import { CliError, quote } from './errors.js';
import { CLI_GAMES, gameById, type CliGame } from './games.js';
import type { CliIo } from './io.js';

/** The options of `bench`. */
export const BENCH_OPTIONS: OptionTable = new Map<string, OptionSpec>([
  ['seconds', { kind: 'number', min: 0.01, max: 3600, help: 'CPU seconds per table (per build and round with --compare; default 2, or 1 with --compare)' }],
  ['compare', { kind: 'folder', help: 'another built checkout (its dist/ folder) to run side by side, e.g. an earlier commit' }],
  ['rounds', { kind: 'integer', min: 1, max: 101, help: 'alternating rounds with --compare (default 5)' }],
  ['heap', { kind: 'flag', help: 'also measure the heap before and after 1,000 games of each table' }],
]);

/** What a build offers the benchmark: its playout and its game objects. */
interface Build {
  readonly label: string;
  playout(game: AnyGame, config: unknown, seed: number): { readonly _tag: string; readonly right?: { readonly record: { readonly moves: readonly unknown[] } }; readonly left?: { readonly message: string } };
  game(id: string): AnyGame | undefined;
}

const thisBuild: Build = {
  label: 'this build',
  playout: (game, config, seed) => playout(game, config, seed),
  game: (id) => CLI_GAMES.find((g) => g.game.id === id)?.game,
};

/** Loads another checkout's CommonJS build (every build since the first has one). */
function loadBuild(dir: string): Build {
  const root = resolve(dir);
  const index = join(root, 'dist', 'index.cjs');
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new CliError(`--compare: ${quote(dir)} is not a folder`, { usage: true });
  if (!existsSync(index)) throw new CliError(`--compare: ${quote(dir)} has no built library (dist/index.cjs); run npm run build there`);
  const load = createRequire(join(root, 'package.json'));
  const core = load(index) as { playout: Build['playout'] };
  return {
    label: dir,
    playout: (game, config, seed) => core.playout(game, config, seed),
    game: (id) => {
      const file = join(root, 'dist', id, 'index.cjs');
      return existsSync(file) ? ((load(file) as Record<string, AnyGame>)[id] ?? undefined) : undefined;
    },
  };
}

/** CPU milliseconds of this process since `start`. */
function cpuSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

interface Measure {
  readonly games: number;
  readonly moves: number;
  readonly ms: number;
}

/** Plays random games of `game` with `build` for `ms` CPU milliseconds, from seed `firstSeed`. */
function run(build: Build, game: AnyGame, config: unknown, ms: number, firstSeed: number): Measure {
  let games = 0;
  let moves = 0;
  const start = process.cpuUsage();
  while (games === 0 || cpuSince(start) < ms) {
    const played = build.playout(game, config, firstSeed + games);
    if (played._tag === 'Left') throw new Error(`${game.id} (${build.label}): ${played.left?.message ?? 'refused'}`);
    games++;
    moves += played.right?.record.moves.length ?? 0;
  }
  return { games, moves, ms: cpuSince(start) };
}

const perSecond = (count: number, ms: number): number => (count * 1000) / ms;
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};

/**
 * What a second `legalMoves` on the same state costs, as a share of a move: random games
 * played with one call per move, then with two, alternating, CPU time per move compared.
 * The text is `~0%` when the difference is within the noise of the rounds (a negative
 * difference, or one smaller than the rounds' spread): a second listing that costs almost
 * nothing cannot be told from noise, and "-3%" would read as a second call saving time.
 */
function secondListing(game: AnyGame, config: unknown, ms: number): string {
  const play = (twice: boolean, seed: number): Measure => {
    let games = 0;
    let moves = 0;
    const start = process.cpuUsage();
    while (games === 0 || cpuSince(start) < ms) {
      const random = Random.seeded(seed + games, 'xoroshiro128+');
      const first = game.setup(config, seed + games);
      if (first._tag === 'Left') throw new Error(first.left.message);
      let state = first.right;
      while (!game.isOver(state)) {
        const active = game.activePlayers(state);
        const seat = random.pick(active);
        const legal = game.legalMoves(state, seat);
        if (twice) game.legalMoves(state, seat);
        const next = game.apply(state, random.pick(legal));
        if (next._tag === 'Left') throw new Error(next.left.message);
        state = next.right;
        moves++;
      }
      games++;
    }
    return { games, moves, ms: cpuSince(start) };
  };
  const once: number[] = [];
  const twice: number[] = [];
  for (let round = 0; round < 3; round++) {
    const a = play(false, 1);
    const b = play(true, 1);
    once.push(a.ms / a.moves);
    twice.push(b.ms / b.moves);
  }
  const share = (median(twice) - median(once)) / median(once);
  const noise = (Math.max(...once) - Math.min(...once)) / median(once);
  return share <= 0 || share < noise ? '~0%' : `${(100 * share).toFixed(1)}%`;
}

/** Heap in use after a full collection, in bytes. */
function heapAfterGc(gc: () => void): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

/** The collector, exposed at run time so that `--heap` needs no Node flag. */
function exposeGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Runs `bench` on split words; returns the exit code. */
export function bench(tokens: Tokens, io: CliIo): number {
  const options = readOptions(tokens, BENCH_OPTIONS, 'bench');
  const compareDir = options.folder('compare');
  const seconds = options.number('seconds', compareDir === undefined ? 2 : 1);
  const rounds = options.number('rounds', 5);
  const heap = options.flag('heap');
  // Checked before anything runs, so that a typo in the last name does not cost the others' time.
  const only = new Set(tokens.positional.map((id) => gameById(id)));
  const chosen: CliGame[] = CLI_GAMES.filter((cli) => only.size === 0 || only.has(cli));
  const other = compareDir === undefined ? undefined : loadBuild(compareDir);
  const gc = heap ? exposeGc() : undefined;
  const ms = seconds * 1000;

  if (other === undefined) {
    io.out('CPU time of this process. "2nd listing": what calling legalMoves a second time on the same state adds');
    io.out("to a move's time (a frontend and a bot both asking); ~0% when it is below the noise of the measurement.");
    io.out(`${'game'.padEnd(13)} ${'table'.padEnd(24)} ${'games/s'.padStart(9)} ${'moves/s'.padStart(11)} ${'moves/game'.padStart(11)} ${'2nd listing'.padStart(12)}${heap ? `  ${'heap after 1,000 games'.padStart(22)}` : ''}`);
  } else {
    io.out(`CPU time of this process, ${rounds} alternating rounds of ${seconds} s per build; ratio = this build / ${other.label} (median, with the spread of the rounds).`);
    io.out(`${'game'.padEnd(13)} ${'table'.padEnd(24)} ${'this g/s'.padStart(9)} ${'other g/s'.padStart(10)} ${'this m/s'.padStart(10)} ${'ratio'.padStart(7)}  spread`);
  }
  for (const cli of chosen) {
    for (const { label, config } of cli.benchConfigs) {
      const game = cli.game;
      const head = `${game.id.padEnd(13)} ${label.padEnd(24)}`;
      run(thisBuild, game, config, Math.min(300, ms), 1); // warm-up
      if (other === undefined) {
        const m = run(thisBuild, game, config, ms, 1);
        const second = secondListing(game, config, Math.max(100, ms / 4));
        let heapText = '';
        if (gc !== undefined) {
          const before = heapAfterGc(gc);
          for (let i = 0; i < 1000; i++) thisBuild.playout(game, config, 10_000 + i);
          const after = heapAfterGc(gc);
          heapText = `  ${`${((after - before) / 2 ** 20 >= 0 ? '+' : '')}${((after - before) / 2 ** 20).toFixed(2)} MiB`.padStart(22)}`;
        }
        io.out(
          `${head} ${perSecond(m.games, m.ms).toFixed(1).padStart(9)} ${perSecond(m.moves, m.ms).toFixed(0).padStart(11)} ${(m.moves / m.games).toFixed(1).padStart(11)} ${second.padStart(12)}${heapText}`,
        );
        continue;
      }
      const theirs = other.game(game.id);
      if (theirs === undefined) {
        io.out(`${head} (not in ${other.label})`);
        continue;
      }
      run(other, theirs, config, Math.min(300, ms), 1); // warm-up
      const ratios: number[] = [];
      const mine: number[] = [];
      const others: number[] = [];
      const moves: number[] = [];
      let seed = 1;
      for (let round = 0; round < rounds; round++) {
        // ABBA: which build goes first alternates, so drift within a round cancels out.
        const order = round % 2 === 0 ? ['this', 'other'] : ['other', 'this'];
        let a: Measure | undefined;
        let b: Measure | undefined;
        for (const who of order) {
          if (who === 'this') a = run(thisBuild, game, config, ms, seed);
          else b = run(other, theirs, config, ms, seed);
        }
        const ma = a as Measure;
        const mb = b as Measure;
        seed += Math.max(ma.games, mb.games);
        mine.push(perSecond(ma.games, ma.ms));
        others.push(perSecond(mb.games, mb.ms));
        moves.push(perSecond(ma.moves, ma.ms));
        ratios.push(perSecond(ma.games, ma.ms) / perSecond(mb.games, mb.ms));
      }
      io.out(
        `${head} ${median(mine).toFixed(1).padStart(9)} ${median(others).toFixed(1).padStart(10)} ${median(moves).toFixed(0).padStart(10)} ${`${median(ratios).toFixed(2)}x`.padStart(7)}  ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`,
      );
    }
  }
  return 0;
}
