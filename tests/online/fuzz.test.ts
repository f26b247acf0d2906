/**
 * A few thousand random packets (fixed seeds) against one server in a process of its own,
 * from unauthenticated sockets and from sockets seated with valid credentials: event names
 * of every type, boardgame.io's packets with fields replaced by hostile values (deep,
 * huge, `toString`/`__proto__` keys, numbers at the edges), binary attachments, malformed
 * socket.io packets and namespaces; then a few hundred random Lobby API requests. Then the
 * process is still up, nothing failed inside it, no packet made a match, and every match
 * on it is played to its end by ordinary clients.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toBoardgameIO } from '../../src/boardgameio/index.js';
import { toy } from '../testing/toy.js';
import { connect, createMatch, type Match } from './harness.js';
import { autoPlay } from './play.js';
import { rawSocket, removeBundle, roundTrip, startServerProcess, type RawSocket, type ServerProcess } from './raw-socket.js';

const bgio = toBoardgameIO(toy, { configFields: ['journal', 'rounds'], log: () => undefined });
const FRAMES = 3_000;
const REQUESTS = 300;
const MATCHES = 4;
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(async () => {
  await server?.stop();
  await removeBundle();
});

const deep = (depth: number, inner = ''): string => '['.repeat(depth) + inner + ']'.repeat(depth);
const str = (s: string): string => JSON.stringify(s);

/** Any JSON text a stranger might send: shaped like what the server reads, or not, and at the edges of every bound. */
const hostile: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', 'false', '0', '-0', '1', '-1', '1.5', '1e308', '-1e308', '9007199254740993', '"0"', '"1"', '"01"', '""', '"__proto__"', '"toString"', '"constructor"', '"update"', '"sync"', '"chat"', '"MAKE_MOVE"', '"move"', '"start"', '"error"', '"disconnect"'),
    fc.string({ maxLength: 30 }).map(str),
    fc.constantFrom(60, 300, 2_500, 90_000).map((n) => str('x'.repeat(n))),
    fc.constantFrom(20, 100, 3_000, 20_000).map((n) => deep(n)),
    fc.constantFrom(100, 6_000).map((n) => `[${Array.from({ length: n }, () => '0').join(',')}]`),
    fc.constantFrom('{"toString":null}', '{"valueOf":null,"toString":null}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '{"_placeholder":true,"num":0}', '{"type":"pick","player":0,"value":1}', '{"type":"pick","player":1,"value":2}'),
    fc.array(tie('value'), { maxLength: 4 }).map((xs) => `[${xs.join(',')}]`),
    fc
      .array(fc.tuple(fc.constantFrom('type', 'payload', 'args', 'playerID', 'credentials', 'id', 'sender', 'toString', '__proto__', 'valueOf', 'x'), tie('value')), { maxLength: 4 })
      .map((kv) => `{${kv.map(([k, v]) => `${str(k)}:${v}`).join(',')}}`),
  ),
})).value;

/** Who sends a frame: a stranger, or the socket of seat 0 or 1 of a match (with its credentials). */
type Sender = { readonly seat: null } | { readonly seat: 0 | 1; readonly match: number };

/** One random frame, written once the table's ids and credentials are known. */
type Frame = { readonly from: Sender; readonly write: (matches: readonly Match[]) => string | { emit: unknown[] } };

const sender: fc.Arbitrary<Sender> = fc.oneof(
  fc.constant({ seat: null } as const),
  fc.record({ seat: fc.constantFrom(0 as const, 1 as const), match: fc.nat({ max: MATCHES - 1 }) }),
);

/** boardgame.io's own packets for a match, as its client writes them, fields as JSON text. */
function templates(m: Match, seat: 0 | 1 | null): Record<string, string[]> {
  const id = str(m.matchID);
  const player = seat === null ? '"0"' : str(String(seat));
  const cred = seat === null ? '"guessed"' : str(m.credentials[seat]!);
  const move = `{"type":"pick","player":${seat ?? 0},"value":1}`;
  return {
    update: ['"update"', `{"type":"MAKE_MOVE","payload":{"type":"move","args":[${move},0],"playerID":${player},"credentials":${cred}}}`, '1', id, player],
    start: ['"update"', `{"type":"MAKE_MOVE","payload":{"type":"start","args":[],"playerID":${player},"credentials":${cred}}}`, '0', id, player],
    sync: ['"sync"', id, player, cred, '2'],
    chat: ['"chat"', id, `{"id":"c1","sender":${player},"payload":"hi"}`, cred],
  };
}

const frame: fc.Arbitrary<Frame> = fc.oneof(
  // boardgame.io's packets with one to three fields, or parts of the action, replaced.
  { weight: 7, arbitrary: fc
    .tuple(sender, fc.constantFrom('update', 'start', 'sync', 'chat'), fc.array(fc.tuple(fc.nat({ max: 4 }), hostile), { maxLength: 3 }))
    .map(([from, kind, swaps]) => ({
      from,
      write: (matches: readonly Match[]) => {
        const fields = [...templates(matches['match' in from ? from.match : 0]!, from.seat)[kind]!];
        for (const [at, value] of swaps) fields[at % fields.length] = value;
        return `42/toy,[${fields.join(',')}]`;
      },
    })) },
  // Any event name with any arguments.
  { weight: 6, arbitrary: fc.tuple(sender, hostile, fc.array(hostile, { maxLength: 5 })).map(([from, name, args]) => ({ from, write: () => `42/toy,[${[name, ...args].join(',')}]` })) },
  // Binary attachments in any argument.
  { weight: 2, arbitrary: fc.tuple(sender, fc.constantFrom('update', 'sync', 'chat', 'hack'), fc.nat({ max: 3 }), fc.nat({ max: 4_000 })).map(([from, name, at, size]) => ({
    from,
    write: (matches: readonly Match[]) => {
      const args: unknown[] = [matches[0]!.matchID, '0', 'x', 2];
      args[at] = Buffer.alloc(size, 7);
      return { emit: [name, ...args] };
    },
  })) },
  // socket.io packets that are not events, other namespaces, and text that is no packet at all.
  { weight: 3, arbitrary: fc.tuple(sender, fc.constantFrom('40', '40/toy,', '41/toy,', '43/toy,1', '44/toy,', '45', '46', '451-/toy,', '452-/toy,', '42', '42/', '42/nope,', '4', '2', '3', '5', '6', '9', ''), hostile).map(([from, head, body]) => ({ from, write: () => head + body })) },
  { weight: 2, arbitrary: fc.tuple(sender, fc.string({ maxLength: 50 })).map(([from, text]) => ({ from, write: () => text })) },
);

/** A random Lobby API request: a route, and a body with fields replaced by hostile values. */
const request = fc.tuple(
  fc.constantFrom('create', 'join', 'leave', 'update', 'rename', 'playAgain'),
  fc.nat({ max: MATCHES - 1 }),
  fc.array(fc.tuple(fc.constantFrom('numPlayers', 'setupData', 'unlisted', 'playerID', 'playerName', 'data', 'credentials', 'newName', 'toString', '__proto__'), hostile), { maxLength: 4 }),
);

/** Every seat of `matches` is played by an ordinary client until each match is over. */
async function playToTheEnd(matches: readonly Match[]): Promise<void> {
  const players = matches.flatMap((m, i) => m.credentials.map((c, seat) => autoPlay(connect(server.url, bgio, m.matchID, String(seat), c), 100 * i + seat)));
  try {
    const outcome = await Promise.race([Promise.all(players.map((p) => p.over)).then(() => null), server.exited]);
    if (outcome !== null) throw new Error(outcome);
  } finally {
    for (const p of players) {
      p.stop();
      p.seat.client.stop();
    }
  }
  for (const m of matches) expect((await server.fetch(m.matchID)).state?.ctx.gameover).toBeDefined();
}

it(`${FRAMES} random packets and ${REQUESTS} random lobby requests: the server stays up and every match is played to its end`, async () => {
  const matches: Match[] = [];
  for (let i = 0; i < MATCHES; i++) matches.push(await createMatch(server.url, 'toy', 2, { rounds: 3 }));
  const logFrom = (await server.logged()).length;

  // One socket per sender, replaced whenever the server closed it (a seated one syncs
  // first). Sockets are connected ahead, a few at a time, as connecting is what takes long.
  const sockets = new Map<string, RawSocket>();
  const spare: Promise<RawSocket>[] = [];
  const fresh = (): Promise<RawSocket> => {
    while (spare.length < 8) spare.push(rawSocket(server.url, '/toy'));
    return spare.shift()!;
  };
  const socketOf = async (from: Sender): Promise<RawSocket> => {
    const key = from.seat === null ? 'stranger' : `${from.match}/${from.seat}`;
    const known = sockets.get(key);
    if (known?.socket.connected === true) return known;
    known?.close();
    const raw = await fresh();
    if (from.seat !== null) raw.emit('sync', matches[from.match]!.matchID, String(from.seat), matches[from.match]!.credentials[from.seat], 2);
    sockets.set(key, raw);
    return raw;
  };
  let checker: RawSocket | undefined;
  const check = async (): Promise<void> => {
    checker ??= await rawSocket(server.url, '/toy');
    expect(await roundTrip(server, checker, matches[0]!.matchID)).toBe(true);
  };
  const frames = fc.sample(frame, { seed: 20_2020, numRuns: FRAMES });
  try {
    for (const [i, f] of frames.entries()) {
      const out = f.write(matches);
      // A socket the server is closing (the frame before made it) takes nothing: the frame goes on a fresh one.
      for (let attempt = 0; attempt < 2; attempt++) {
        const raw = await socketOf(f.from);
        if (typeof out !== 'string') raw.emit(...(out.emit as [string, ...unknown[]]));
        else if (!raw.frame(out)) continue;
        // A frame that is not an event of the namespace may have left the socket in any state
        // (left the namespace, half a binary packet): the next frame goes on a fresh socket.
        if (typeof out === 'string' && !out.startsWith('42/toy,')) raw.close();
        break;
      }
      // Now and then, wait for the server to catch up, on a socket that sends nothing else (and fail at once if the server is gone).
      if (i % 100 === 99) await check();
    }
    await check();
  } finally {
    for (const s of sockets.values()) s.close();
    for (const s of await Promise.allSettled(spare)) if (s.status === 'fulfilled') s.value.close();
    checker?.close();
  }
  expect(server.alive()).toBe(true);
  expect((await server.logged(logFrom)).filter((l) => l.includes('failed'))).toEqual([]);
  // No packet made a match; every match there is is played to its end.
  expect((await server.matches()).sort()).toEqual(matches.map((m) => m.matchID).sort());
  await playToTheEnd(matches);

  for (const [route, m, fields] of fc.sample(request, { seed: 2020_20, numRuns: REQUESTS })) {
    const { matchID, credentials } = matches[m]!;
    const body: Record<string, string> = route === 'create' ? {} : { playerID: '"1"', credentials: str(credentials[1]!) };
    for (const [k, v] of fields) body[k] = v;
    const text = `{${Object.entries(body)
      .map(([k, v]) => `${str(k)}:${v}`)
      .join(',')}}`;
    const path = route === 'create' ? '/games/toy/create' : `/games/toy/${matchID}/${route}`;
    const res = await Promise.race([fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text }), server.exited]);
    if (typeof res === 'string') throw new Error(res);
    // Refused, or handled: never a failure inside boardgame.io's routes.
    expect(res.status, `${path} ${text.slice(0, 120)}`).toBeLessThan(500);
    await res.arrayBuffer();
  }
  expect(server.alive()).toBe(true);
  expect((await server.logged(logFrom)).filter((l) => l.includes('failed'))).toEqual([]);
  await playToTheEnd([await createMatch(server.url, 'toy', 2, { rounds: 3 })]);
  expect(server.alive()).toBe(true);
});
