/**
 * Packets that stopped the server process (and every match on it) before the guard decoded
 * what it receives, each sent over a raw socket.io client to a real server in a process of
 * its own. After each, the process is still up, nothing failed inside it, nothing the
 * packet carried was stored, and the match it aimed at is played to its end by ordinary
 * clients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBoardgameIO, type MatchG } from '../../src/boardgameio/index.js';
import { toy } from '../testing/toy.js';
import { connect, createMatch, until } from './harness.js';
import { autoPlay } from './play.js';
import { rawSocket, removeBundle, roundTrip, startServerProcess, waitFor, type RawSocket, type ServerProcess } from './raw-socket.js';

const bgio = toBoardgameIO(toy, { configFields: ['journal', 'rounds'], log: () => undefined });
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(async () => {
  await server?.stop();
  await removeBundle();
});

/** JSON text of an array nested `depth` deep (12 KB for 6,000): built as text, since no encoder can write it. */
const deep = (depth: number, inner = ''): string => '['.repeat(depth) + inner + ']'.repeat(depth);
/** A socket.io event packet for the toy namespace, written by hand. */
const event = (...json: string[]): string => `42/toy,[${json.join(',')}]`;
const str = (s: string): string => JSON.stringify(s);

interface Table {
  readonly matchID: string;
  readonly credentials: readonly string[];
}

/** A listed toy match with both seats joined and the table dealt. */
async function openTable(): Promise<Table> {
  const { matchID, credentials } = await createMatch(server.url, 'toy', 2, { rounds: 3 });
  const dealer = connect(server.url, bgio, matchID, '0', credentials[0]);
  await until(() => dealer.client.getState() !== null, 'the sync');
  dealer.client.moves['start']!();
  await until(async () => ((await server.fetch(matchID)).state?._stateID ?? 0) > 0, 'the deal');
  dealer.client.stop();
  return { matchID, credentials };
}

/** The `update` packet a seat's client sends, with `args` as JSON text (anything at all). */
function update(table: Table, seat: number, args: string, stateID: number): string {
  const payload = `{"type":"move","args":${args},"playerID":"${seat}","credentials":${str(table.credentials[seat]!)}}`;
  return event(str('update'), `{"type":"MAKE_MOVE","payload":${payload}}`, String(stateID), str(table.matchID), str(String(seat)));
}

/** Syncs `raw` as `seat`, with its credentials, and waits for the answer. */
async function join(raw: RawSocket, table: Table, seat: number): Promise<void> {
  raw.emit('sync', table.matchID, String(seat), table.credentials[seat], 2);
  await until(() => raw.received.some((r) => r.event === 'sync'), 'the seat’s sync');
}

/** Seat 0's move count and the state id now. */
async function now(table: Table): Promise<{ moved: number; stateID: number }> {
  const { state } = await server.fetch(table.matchID);
  return { moved: (state!.G as MatchG).moved[0]!, stateID: state!._stateID };
}

/**
 * Waits until everything `raw` sent has been handled: a legal move of seat 0 sent after it
 * (moves of one match are handled in order) when the socket is seated, else a sync round
 * trip. Once the server closed the socket, the probe goes on a fresh one (the move count
 * makes sending it again harmless).
 */
async function settle(raw: RawSocket, table: Table, seated: boolean): Promise<void> {
  const fresh: RawSocket[] = [];
  const open = async (): Promise<RawSocket> => {
    const s = await rawSocket(server.url, '/toy');
    fresh.push(s);
    return s;
  };
  try {
    if (!seated) {
      if (await roundTrip(server, raw, table.matchID)) return;
      if (await roundTrip(server, await open(), table.matchID)) return;
      throw new Error('a fresh socket was closed too');
    }
    const before = await now(table);
    const probe = update(table, 0, `[{"type":"pick","player":0,"value":2},${before.moved}]`, before.stateID);
    let via = raw;
    for (let attempt = 0; attempt < 3; attempt++) {
      if (!via.socket.connected) via = await open();
      via.frame(probe);
      const sent = via;
      const applied = waitFor(async () => ((await now(table)).stateID > before.stateID ? true : sent.socket.connected ? undefined : false), 'the probe move');
      const outcome = await Promise.race([applied, server.exited]);
      if (typeof outcome === 'string') throw new Error(outcome);
      if (outcome) return;
    }
    throw new Error('the probe move was never applied');
  } finally {
    for (const s of fresh) s.close();
  }
}

/** The match is played to its end by ordinary clients; what is stored is only moves of the game. */
async function playsToTheEnd(table: Table, on: ServerProcess = server): Promise<void> {
  const players = table.credentials.map((c, i) => autoPlay(connect(on.url, bgio, table.matchID, String(i), c), 11 + i));
  try {
    const outcome = await Promise.race([Promise.all(players.map((p) => p.over)).then(() => null), on.exited]);
    if (outcome !== null) throw new Error(outcome);
  } finally {
    for (const p of players) {
      p.stop();
      p.seat.client.stop();
    }
  }
  const { state, log } = await on.fetch(table.matchID);
  expect(state?.ctx.gameover).toBeDefined();
  for (const entry of log ?? []) {
    expect(entry.action.type).toBe('MAKE_MOVE');
    const { type, args, playerID } = entry.action.payload;
    expect(Object.keys(entry.action.payload).sort()).toEqual(['args', 'playerID', 'type']);
    if (type === 'start') expect(args).toEqual([]);
    else {
      expect(type).toBe('move');
      const [move, count, ...extra] = args as unknown[];
      expect(extra).toEqual([]);
      expect(toy.codecs.move.is(move)).toBe(true);
      expect(Number.isSafeInteger(count)).toBe(true);
      expect(playerID === '0' || playerID === '1').toBe(true);
    }
  }
}

interface Vector {
  readonly name: string;
  /** Whether the packet needs a seat's credentials (the seat is 0). */
  readonly seated: boolean;
  send(raw: RawSocket, table: Table, at: { moved: number; stateID: number }): unknown;
}

const VECTORS: readonly Vector[] = [
  {
    name: 'an event name that is an object whose toString is null',
    seated: false,
    send: (raw, t) => raw.frame(event('{"toString":null}', str(t.matchID))),
  },
  {
    name: 'event names that are not strings, or not events of boardgame.io (reserved ones included)',
    seated: false,
    send: (raw, t) => {
      for (const name of ['1', 'null', '{"valueOf":null,"toString":null}', '["update"]', deep(6000), '"error"', '"disconnect"', '"connect"', '"newListener"', '"__proto__"', '"constructor"']) {
        raw.frame(event(name, str(t.matchID), '0'));
      }
    },
  },
  {
    name: 'socket.io packets only a server sends (CONNECT_ERROR, whose data socket.io turns into a message) and acknowledgements nobody asked for',
    seated: false,
    send: (raw) => {
      for (const packet of ['44/toy,{"toString":null}', '44/toy,{"message":{"toString":null}}', '43/toy,7[{"toString":null}]', `43/toy,1${deep(6000)}`, '46/toy,'])
        raw.frame(packet);
    },
  },
  {
    name: 'an update whose move type is a 6,000-deep array (12 KB)',
    seated: false,
    send: (raw, t, at) => raw.frame(event(str('update'), `{"type":"MAKE_MOVE","payload":{"type":${deep(6000)},"args":[],"playerID":"0"}}`, String(at.stateID), str(t.matchID), '"0"')),
  },
  {
    name: 'updates whose action type, player id, match id or state id are hostile',
    seated: false,
    send: (raw, t, at) => {
      const payload = '{"type":"move","args":[],"playerID":"0"}';
      raw.frame(event(str('update'), `{"type":${deep(6000)},"payload":${payload}}`, String(at.stateID), str(t.matchID), '"0"'));
      raw.frame(event(str('update'), `{"type":{"toString":null},"payload":${payload}}`, String(at.stateID), str(t.matchID), '"0"'));
      raw.frame(event(str('update'), `{"type":"MAKE_MOVE","payload":${payload}}`, String(at.stateID), str(t.matchID), '{"toString":null}'));
      raw.frame(event(str('update'), `{"type":"MAKE_MOVE","payload":${payload}}`, String(at.stateID), '{"toString":null}', '"0"'));
      raw.frame(event(str('update'), `{"type":"MAKE_MOVE","payload":${payload}}`, '1e308', str(t.matchID), '"0"'));
      raw.frame(event(str('update'), `{"type":"MAKE_MOVE","payload":{"toString":null}}`, String(at.stateID), str(t.matchID), '"0"'));
    },
  },
  {
    name: 'a sync to a listed match with the player id {toString:null}',
    seated: false,
    send: (raw, t) => raw.frame(event(str('sync'), str(t.matchID), '{"toString":null}', '"x"', '2')),
  },
  {
    name: 'a sync to a listed match with a deeply nested player id, credentials or seat count',
    seated: false,
    send: (raw, t) => {
      raw.frame(event(str('sync'), str(t.matchID), deep(6000), '"x"', '2'));
      raw.frame(event(str('sync'), str(t.matchID), '"0"', deep(6000), '2'));
      raw.frame(event(str('sync'), str(t.matchID), '"0"', '"x"', '{"toString":null}'));
      for (const id of ['"__proto__"', '"constructor"', '"toString"', '"hasOwnProperty"']) raw.frame(event(str('sync'), str(t.matchID), id, '"x"', '2'));
    },
  },
  {
    name: 'binary attachments: Buffers in every argument, and a hand-written deep placeholder',
    seated: false,
    send: (raw, t, at) => {
      const bytes = Buffer.from('binary');
      raw.emit('update', bytes, at.stateID, t.matchID, '0');
      raw.emit('sync', t.matchID, bytes, bytes, 2);
      raw.emit('chat', t.matchID, { id: 'x', sender: '0', payload: bytes }, bytes);
      raw.emit('update', { type: 'MAKE_MOVE', payload: { type: 'move', args: [bytes], playerID: '0' } }, at.stateID, t.matchID, '0');
      raw.frame(`451-/toy,["update",${deep(3000, '{"_placeholder":true,"num":0}')}]`);
      raw.frame(bytes);
    },
  },
  {
    name: 'a seated move count {toString:null}',
    seated: true,
    send: (raw, t, at) => raw.frame(update(t, 0, '[{"type":"pick","player":0,"value":1},{"toString":null}]', at.stateID)),
  },
  {
    name: 'a seated move whose player is nested 6,000 deep',
    seated: true,
    send: (raw, t, at) => raw.frame(update(t, 0, `[{"type":"pick","player":${deep(6000)},"value":1},${at.moved}]`, at.stateID)),
  },
  {
    name: 'a seated move that the game refuses, with a key toString (boardgame.io writes refused arguments into a string)',
    seated: true,
    send: (raw, t, at) => raw.frame(update(t, 0, `[{"type":"pick","player":0,"value":1,"toString":null},${at.moved}]`, at.stateID)),
  },
  {
    name: 'a seated legal move plus a deep third argument',
    seated: true,
    send: (raw, t, at) => raw.frame(update(t, 0, `[{"type":"pick","player":0,"value":1},${at.moved},${deep(6000)}]`, at.stateID)),
  },
  {
    name: 'a seated legal move plus a 900 KB third argument',
    seated: true,
    send: (raw, t, at) => raw.frame(update(t, 0, `[{"type":"pick","player":0,"value":1},${at.moved},${str('x'.repeat(900_000))}]`, at.stateID)),
  },
  {
    name: 'a seated chat message with a payload nested 40,000 deep (80 KB), broadcast to the seat',
    seated: true,
    send: (raw, t) => raw.frame(event(str('chat'), str(t.matchID), `{"id":"c1","sender":"0","payload":${deep(40_000)}}`, str(t.credentials[0]!))),
  },
  {
    name: 'a seated chat message whose sender is {toString:null}',
    seated: true,
    send: (raw, t) => raw.frame(event(str('chat'), str(t.matchID), '{"id":"c1","sender":{"toString":null},"payload":"hi"}', str(t.credentials[0]!))),
  },
];

describe('packets that stopped the server', () => {
  it.each(VECTORS)('$name: the server stays up and the match is played to its end', async (vector) => {
    const table = await openTable();
    const raw = await rawSocket(server.url, '/toy');
    const logFrom = (await server.logged()).length;
    try {
      // A seated socket joins the match first, as its client would: broadcasts then reach it.
      if (vector.seated) await join(raw, table, 0);
      await vector.send(raw, table, await now(table));
      await settle(raw, table, vector.seated);
      expect(server.alive()).toBe(true);
      await playsToTheEnd(table);
      expect(server.alive()).toBe(true);
      // Nothing failed inside the server: every packet was refused before anything read it.
      expect((await server.logged(logFrom)).filter((l) => l.includes('failed'))).toEqual([]);
      const stored = JSON.stringify(await server.fetch(table.matchID));
      expect(stored).not.toContain('xxxxxxxxxx');
      expect(stored).not.toContain('[[[[');
    } finally {
      raw.close();
    }
  });
});

describe('the namespace boardgame.io never serves', () => {
  it('refuses connections to the default namespace, and packets sent to it from another are ignored', async () => {
    const table = await openTable();
    await expect(rawSocket(server.url, '/')).rejects.toThrow();
    const raw = await rawSocket(server.url, '/toy');
    try {
      for (const frame of ['42["error"]', '42[{"toString":null}]', '40', '42["update",1]']) raw.frame(frame);
      await settle(raw, table, false);
      expect(server.alive()).toBe(true);
      await playsToTheEnd(table);
    } finally {
      raw.close();
    }
  });
});

describe('a socket handler of boardgame.io that fails', () => {
  it('is logged, and the process and its matches go on (writing who is connected fails)', async () => {
    const failing = await startServerProcess({ failingMetadata: true });
    try {
      const table = await createMatch(failing.url, 'toy', 2, { rounds: 2 });
      await playsToTheEnd(table, failing);
      expect(failing.alive()).toBe(true);
      // boardgame.io's sync handler awaits the write after answering; nothing awaits the handler.
      await until(async () => (await failing.logged()).some((l) => l.includes('a sync handler failed (Error: storage is down)')), 'the failure in the log');
    } finally {
      await failing.stop();
    }
  });
});
