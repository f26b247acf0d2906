/**
 * Two server processes on one PostgreSQL database and schema: the seats of each match are
 * split across them (seat 0 on one, seat 1 on the other), and in each simultaneous step
 * both seats pick at once, each through its own process. Updates reach each seat through
 * LISTEN/NOTIFY; the compare-and-set on the state id serializes the moves. Mid-game one
 * process is killed and its seats reconnect to the other, which carries on. Every match
 * finishes, every stored log replays to its stored state, and every state a client was
 * shown is the one the stored record leads to.
 */
import { afterAll, expect, it } from 'vitest';
import { resyncing, toBoardgameIO } from '../../src/boardgameio/index.js';
import { toy } from '../testing/toy.js';
import { dropSchema, PG_URL, postgresUp, schemaName } from './databases.js';
import { connect, createMatch, until } from './harness.js';
import { autoPlay, type Player } from './play.js';
import { removeBundle, startServerProcess, type ServerProcess } from './raw-socket.js';
import { checkStoredMatch } from './stored-record.js';

const SEED = 'scale-out-test-seed-0123456789abcdef';
const MATCHES = 3;
const ROUNDS = 10;

const schema = schemaName('scale');
const servers: ServerProcess[] = [];
const up = await postgresUp();
afterAll(async () => {
  for (const s of servers) await s.stop();
  await removeBundle();
  if (up) await dropSchema(schema);
});

it.skipIf(!up)('two processes serve each match, one is killed mid-game, every match finishes as its stored record says', async () => {
  const bgio = toBoardgameIO(toy, { configFields: ['journal', 'rounds'] });
  const options = { postgres: PG_URL, schema, seed: SEED };
  // The first creates the tables; then the second starts.
  const first = await startServerProcess(options);
  const second = await startServerProcess(options);
  servers.push(first, second);
  const matches = await Promise.all(Array.from({ length: MATCHES }, (_, i) => createMatch((i % 2 === 0 ? first : second).url, 'toy', 2, { rounds: ROUNDS })));
  const play = (server: ServerProcess, matchID: string, seat: number, credentials: string, pick: number): Player => {
    const s = connect(server.url, bgio, matchID, String(seat), credentials);
    resyncing(s.client);
    return autoPlay(s, pick);
  };
  // Seat 0 of every match on the first process, seat 1 on the second.
  const players: Player[][] = matches.map((m, i) => m.credentials.map((c, seat) => play(seat === 0 ? first : second, m.matchID, seat, c, 100 * i + seat)));
  const retired: Player[][] = matches.map(() => []);
  const done = () => players.every((ps) => ps.every((p) => p.snapshots.at(-1)?.ctx.gameover !== undefined));
  try {
    // Both seats' picks of a step reach the database through two processes at once; one of
    // them is refused by the compare-and-set whenever they race, and its seat chooses again.
    await until(() => matches.every((_, i) => players[i]!.every((p) => (p.snapshots.at(-1)?.stateID ?? 0) >= 7)), 'a few steps on both processes', 40_000);
    await first.kill();
    // Seat 0's clients lose their process: they reconnect to the second, with their credentials.
    for (const [i, m] of matches.entries()) {
      const gone = players[i]![0]!;
      gone.stop();
      gone.seat.client.stop();
      retired[i]!.push(gone);
      players[i]![0] = play(second, m.matchID, 0, m.credentials[0]!, 100 * i + 50);
    }
    await until(done, 'the end of every match', 60_000);
  } finally {
    for (const p of players.flat()) {
      p.stop();
      p.seat.client.stop();
    }
  }
  expect(second.alive()).toBe(true);
  // Every client's states, those of the clients on the killed process included.
  for (const [i, m] of matches.entries()) await checkStoredMatch(second, m.matchID, [...players[i]!, ...retired[i]!], SEED, `match ${i}`);
}, 150_000);
