// Node ESM consumer: imports every subpath of the installed package and plays a full
// game of every game it finds, for every player count, then replays it; the harness runs on one.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(require.resolve('nautical-rules/package.json'), 'utf8'));
const subpaths = Object.keys(pkg.exports).filter((k) => k !== './package.json');
const core = await import('nautical-rules');
const testing = await import('nautical-rules/testing');
let played = 0;
let harnessed = false;
for (const subpath of subpaths) {
  const name = subpath === '.' ? 'nautical-rules' : `nautical-rules/${subpath.slice(2)}`;
  const mod = await import(name);
  for (const value of Object.values(mod)) {
    if (value === null || typeof value !== 'object' || typeof value.apply !== 'function' || typeof value.legalMoves !== 'function') continue;
    const game = value;
    for (let players = game.players.min; players <= game.players.max; players++) {
      const result = core.playout(game, game.defaultConfig(players), 1000 + players);
      if (result._tag === 'Left') throw new Error(`${name} ${players}p: ${result.left.message}`);
      if (!game.isOver(result.right.state)) throw new Error(`${name} ${players}p did not end`);
      const again = core.replay(game, JSON.parse(JSON.stringify(result.right.record)));
      if (again._tag === 'Left' || JSON.stringify(again.right) !== JSON.stringify(result.right.state)) throw new Error(`${name} ${players}p does not replay`);
      played++;
    }
    // The harness runs from the package once, on Meuterer (its shortest game): each game's
    // own harness tests check the games; this checks that `nautical-rules/testing` works
    // when installed. (On all four games it was most of this consumer's time.)
    if (game.id === 'meuterer' && !harnessed) {
      testing.checkGame(game, { configs: [game.defaultConfig(game.players.max)], runs: 1, deepCheckEvery: 10 });
      harnessed = true;
      console.log(`esm: ${name} → ${game.id} plays, replays and passes the harness`);
    } else {
      console.log(`esm: ${name} → ${game.id} plays and replays`);
    }
  }
}
// The boardgame.io adapter needs boardgame.io only for its types: it runs without it.
const { toBoardgameIO } = await import('nautical-rules/boardgameio');
for (const subpath of ['meuterer', 'nauticus', 'shipyard', 'bremerhaven']) {
  const game = Object.values(await import(`nautical-rules/${subpath}`)).find((v) => v && typeof v === 'object' && typeof v.apply === 'function');
  const online = toBoardgameIO(game, { log: () => {} });
  if (online.name !== game.id || online.validateSetupData({ hands: [] }, game.players.max) === undefined) throw new Error(`boardgameio: ${subpath}`);
}
console.log('esm: boardgameio: every game as a boardgame.io game');
if (played === 0) throw new Error('no game found');
if (!harnessed) throw new Error('the harness did not run: no Meuterer found');
// The bots play from their seats' views only.
const bots = await import('nautical-rules/bots');
const { meuterer } = await import('nautical-rules/meuterer');
const match = bots.playMatch(meuterer, { players: 3 }, 1, [bots.ismctsBot({ seed: 1, iterations: 10 }), bots.randomBot(2), bots.randomBot(3)]);
if (match._tag === 'Left') throw new Error(`bots: ${match.left.message}`);
console.log(`esm: bots played meuterer to the end (${match.right.record.moves.length} moves)`);
console.log(`esm: ${played} games played through ${subpaths.length} subpaths`);
