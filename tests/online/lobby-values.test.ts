/**
 * Lobby requests that PostgreSQL cannot store or compare are answered 400, not 500, on
 * PGlite and PostgreSQL alike (and in memory, the same): a listing's numeric parameter
 * beyond a `bigint` (boardgame.io reads it with `parseInt`) or not a whole number, and a
 * string or key holding U+0000 or half of a surrogate pair, which `jsonb` refuses, in
 * every body field that goes into the match's metadata.
 */
import { describe, expect, it } from 'vitest';
import { toBoardgameIO } from '../../src/boardgameio/index.js';
import { toy } from '../testing/toy.js';
import { storageSetups, testSchema } from './storages.js';
import { startServer, type Running } from './harness.js';

const game = toBoardgameIO(toy, { configFields: ['journal', 'rounds'], log: () => undefined });
const { up, schema, closers } = await testSchema('values');

const setups = storageSetups(up, schema, closers);

describe.each(setups)('$title', ({ skip, make }) => {
  it.skipIf(skip)('answers 400 to numbers beyond a bigint and to strings jsonb refuses; the same requests with fair values are served', async () => {
    const db = await make();
    const running: Running = await startServer({ games: [game], ...(db === undefined ? {} : { db: db as never, pubSub: db.pubSub }) });
    closers.push(() => running.stop());
    const post = (path: string, body: string) => fetch(`${running.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    for (const query of ['updatedBefore=100000000000000000000', 'updatedAfter=100000000000000000000', 'updatedBefore=1e20', 'updatedBefore=-1', 'isGameover=maybe', 'updatedBefore=1&updatedBefore=2']) {
      expect((await fetch(`${running.url}/games/toy?${query}`)).status, query).toBe(400);
    }
    for (const query of ['updatedBefore=99999999999999', 'updatedAfter=1', 'isGameover=false', 'other=x']) {
      expect((await fetch(`${running.url}/games/toy?${query}`)).status, query).toBe(200);
    }
    const created = await post('/games/toy/create', '{"numPlayers":2}');
    const { matchID } = (await created.json()) as { matchID: string };
    for (const body of ['{"playerID":"0","playerName":"A\\u0000"}', '{"playerID":"0","playerName":"A\\ud800"}', '{"playerID":"0","playerName":"A","data":{"k\\u0000":1}}', '{"playerID":"0","playerName":"A","data":["\\udc00x"]}']) {
      expect((await post(`/games/toy/${matchID}/join`, body)).status, body).toBe(400);
    }
    expect((await post('/games/toy/create', '{"numPlayers":2,"setupData":{"rounds":2,"journal":"\\u0000"}}')).status).toBe(400);
    const joined = await post(`/games/toy/${matchID}/join`, '{"playerID":"0","playerName":"A \\ud83d\\udea2","data":{"flag":"\\u00e9"}}');
    expect(joined.status).toBe(200);
    const { playerCredentials } = (await joined.json()) as { playerCredentials: string };
    expect((await post(`/games/toy/${matchID}/update`, JSON.stringify({ playerID: '0', credentials: playerCredentials, newName: 'B\u0000' }))).status).toBe(400);
    const listed = (await (await fetch(`${running.url}/games/toy/${matchID}`)).json()) as { players: { name?: string }[] };
    expect(listed.players[0]?.name).toBe('A \u{1f6a2}');
  }, 180_000);
});
