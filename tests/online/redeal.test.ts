/**
 * A deal lost with its server is dealt again: the seat's `start` reaches a server that is
 * killed (SIGKILL) before it reads it, so nothing is stored; the server starts again on the
 * same port, the client reconnects, and `resyncing(client, { deal: true })` deals after the
 * sync that shows no deal (a client that deals once, as the guide showed, waited for good).
 */
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { resyncing, toBoardgameIO, type SeatG } from '../../src/boardgameio/index.js';
import { toy } from '../testing/toy.js';
import { dropSchema, PG_URL, postgresUp, schemaName } from './databases.js';
import { connect, createMatch, until, type Seat } from './harness.js';
import { removeBundle, startServerProcess, type ServerProcess } from './raw-socket.js';

const up = await postgresUp();
const schema = schemaName('redeal');
let live: ServerProcess | undefined;
const seats: Seat[] = [];
afterAll(async () => {
  for (const s of seats) s.client.stop();
  await live?.stop();
  await removeBundle();
  if (up) await dropSchema(schema);
});

it.skipIf(!up)('a start lost with a killed server is sent again after the reconnect, and the table is dealt', async () => {
  const bgio = toBoardgameIO(toy, { configFields: ['journal', 'rounds'] });
  const options = { postgres: PG_URL, schema };
  const first = await startServerProcess(options);
  live = first;
  const match = await createMatch(first.url, 'toy', 2, { rounds: 2 });
  const seat = connect(first.url, bgio, match.matchID, '0', match.credentials[0]);
  seats.push(seat);
  let killed: Promise<void> | undefined;
  // The server is killed as the client sends its first move (the deal): before it can read it.
  (seat.socket() as unknown as { onAnyOutgoing(f: (e: string) => void): void }).onAnyOutgoing((event) => {
    if (event === 'update' && killed === undefined) killed = first.kill();
  });
  resyncing(seat.client, { deal: true });
  await until(() => killed !== undefined, 'the deal sent');
  await killed;
  // Nothing was stored: the table is not dealt (read while no server runs).
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: string }>(`SELECT state FROM "${schema}".bgio_matches WHERE match_id = $1`, [match.matchID]);
    expect((JSON.parse(rows[0]!.state) as { G: { state: unknown } }).G.state).toBeNull();
  } finally {
    await client.end();
  }
  live = await startServerProcess({ ...options, port: first.port });
  await until(() => (seat.client.getState()?.G as SeatG | undefined)?.dealt === true, 'the table dealt after the reconnect', 120_000);
  expect(((await live.fetch(match.matchID)).state?.G as { state: unknown }).state).not.toBeNull();
}, 240_000);
