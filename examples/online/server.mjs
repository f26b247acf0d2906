// A local boardgame.io server for every game of nautical-rules: `npm run example:online`.
// It listens on 127.0.0.1:8000 (or $PORT), keeps its matches in PGlite in ./.matches (or
// $MATCHES_DIR), so they survive a restart, and prints how to create a match and connect.
import { createRequire } from 'node:module';
import { guardTransport, strictCredentials, toBoardgameIO } from 'nautical-rules/boardgameio';
import { PostgresStorage } from 'nautical-rules/boardgameio/server';
import { meuterer } from 'nautical-rules/meuterer';
import { nauticus } from 'nautical-rules/nauticus';
import { shipyard } from 'nautical-rules/shipyard';
import { bremerhaven } from 'nautical-rules/bremerhaven';

// boardgame.io's reducer uses immer's development build unless NODE_ENV says production
// (read when boardgame.io is loaded, below): a server runs in production unless told.
process.env.NODE_ENV ??= 'production';
// boardgame.io 0.50 ships its subpaths as CommonJS directories, which Node's ESM loader
// cannot import: require them.
const { Server, SocketIO } = createRequire(import.meta.url)('boardgame.io/server');

const port = Number(process.env.PORT ?? 8000);
const dataDir = process.env.MATCHES_DIR ?? '.matches';
// PGlite: PostgreSQL in WebAssembly, in this process. For production, pass
// { pool: new pg.Pool(...) } instead (docs/online.md).
const storage = new PostgresStorage({ dataDir });
const server = Server({
  games: [meuterer, nauticus, shipyard, bremerhaven].map((game) => toBoardgameIO(game)),
  db: storage,
  // The storage's pub/sub broadcasts each move once it is stored.
  transport: guardTransport(new SocketIO({ pubSub: storage.pubSub })),
  authenticateCredentials: strictCredentials,
  origins: [`http://127.0.0.1:${port}`, 'http://localhost:3000'],
});
// boardgame.io listens on every interface; this example stays on the loopback.
const listen = server.app.listen.bind(server.app);
server.app.listen = (p, callback) => listen(p, '127.0.0.1', callback);
await server.run(port);

const url = `http://127.0.0.1:${port}`;
console.log(`nautical-rules on boardgame.io: ${url}, matches kept in ${dataDir} (Ctrl-C stops it)

Create a match and join a seat (Lobby API):
  curl -s -X POST ${url}/games/meuterer/create -H 'content-type: application/json' -d '{"numPlayers":3,"setupData":{"pirates":true}}'
  curl -s -X POST ${url}/games/meuterer/<matchID>/join -H 'content-type: application/json' -d '{"playerID":"0","playerName":"Ann"}'

Connect a client (browser or Node):
  resyncing(Client({ game: toBoardgameIO(meuterer), multiplayer: SocketIO({ server: '${url}' }), matchID, playerID: '0', credentials }), { deal: true })
  which deals after every sync that shows no deal (not from inside subscribe); then client.moves.move(G.moves[i].move, G.moved) for the moves G offers.
See docs/online.md.`);
