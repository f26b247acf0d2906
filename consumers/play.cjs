// Node CommonJS consumer: requires every subpath of the installed package and plays a
// full game of every game it finds, for every player count.
const pkg = require('nautical-rules/package.json');
const core = require('nautical-rules');
const subpaths = Object.keys(pkg.exports).filter((k) => k !== './package.json');
let played = 0;
for (const subpath of subpaths) {
  const name = subpath === '.' ? 'nautical-rules' : `nautical-rules/${subpath.slice(2)}`;
  const mod = require(name);
  for (const game of Object.values(mod)) {
    if (game === null || typeof game !== 'object' || typeof game.apply !== 'function' || typeof game.legalMoves !== 'function') continue;
    for (let players = game.players.min; players <= game.players.max; players++) {
      const result = core.playout(game, game.defaultConfig(players), 2000 + players);
      if (result._tag === 'Left') throw new Error(`${name} ${players}p: ${result.left.message}`);
      if (!game.isOver(result.right.state)) throw new Error(`${name} ${players}p did not end`);
      played++;
    }
    console.log(`cjs: ${name} → ${game.id} plays`);
  }
}
// The boardgame.io adapter needs boardgame.io only for its types: it runs without it.
const { toBoardgameIO } = require('nautical-rules/boardgameio');
for (const subpath of ['meuterer', 'nauticus', 'shipyard', 'bremerhaven']) {
  const game = Object.values(require(`nautical-rules/${subpath}`)).find((v) => v && typeof v === 'object' && typeof v.apply === 'function');
  const online = toBoardgameIO(game, { log: () => {} });
  if (online.name !== game.id || online.validateSetupData({ hands: [] }, game.players.max) === undefined) throw new Error(`boardgameio: ${subpath}`);
}
console.log('cjs: boardgameio: every game as a boardgame.io game');
if (played === 0) throw new Error('no game found');
const bots = require('nautical-rules/bots');
const { meuterer } = require('nautical-rules/meuterer');
const match = bots.playMatch(meuterer, { players: 3 }, 1, [bots.ismctsBot({ seed: 1, iterations: 10 }), bots.randomBot(2), bots.randomBot(3)]);
if (match._tag === 'Left') throw new Error(`bots: ${match.left.message}`);
console.log(`cjs: ${played} games played through ${subpaths.length} subpaths`);
