/**
 * Everything a client can send besides the moves it is offered: forged, malformed or
 * unauthenticated moves, boardgame.io's events, undo and redo, the actions that replace
 * the state, unknown packets, and moves after the end. Each is refused or dropped, and
 * the match is as if it had not been sent.
 *
 * To know that a forged packet was handled before looking, the same socket then sends a
 * legal move (the probe): the server handles one socket's packets in order, so once the
 * probe shows, the forged packet is behind it, and the match must be exactly the probe's
 * move applied to the match before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBoardgameIO, type MatchG, type SeatG } from '../../src/boardgameio/index.js';
import { toy, type ToyState } from '../testing/toy.js';
import { connect, createMatch, startServer, stored, until, type Running, type Seat } from './harness.js';
import { rawSocket } from './raw-socket.js';
import { refusals } from '../suite/refusal-logs.js';

const logged: string[] = [];
const bgio = toBoardgameIO(toy, { log: (m) => logged.push(m), configFields: ['journal', 'rounds'] });

interface Table {
  running: Running;
  matchID: string;
  credentials: string[];
  seats: Seat[];
}

async function openTable(guard: boolean, rounds = 30): Promise<Table> {
  const running = await startServer({ games: [bgio], guard, logged });
  const { matchID, credentials } = await createMatch(running.url, 'toy', 2, { rounds });
  const seats = credentials.map((c, i) => connect(running.url, bgio, matchID, String(i), c));
  await until(() => seats.every((s) => s.client.getState() !== null), 'sync');
  seats[0]!.client.moves['start']!();
  await until(() => seats.every((s) => (s.client.getState()!.G as SeatG).dealt), 'the deal');
  return { running, matchID, credentials, seats };
}

async function closeTable(table: Table | undefined): Promise<void> {
  if (table === undefined) return;
  for (const s of table.seats) s.client.stop();
  await table.running.stop();
}

const action = (table: Table, type: string, payload: Record<string, unknown>): Record<string, unknown> => ({
  type,
  payload: { playerID: '0', credentials: table.credentials[0], ...payload },
});
const move = (table: Table, args: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> => action(table, 'MAKE_MOVE', { type: 'move', args, ...extra });

/**
 * Sends `packet` on seat 0's socket, then a legal pick by seat 0 (the probe), and checks
 * that the match moved by the probe alone. Seat 1 then picks too, so that seat 0 is
 * active again for the next case.
 */
async function refusedThenProbe(table: Table, send: (stateID: number, moved: number) => void): Promise<void> {
  const before = await stored(table.running.db, table.matchID);
  const G = before.state.G as MatchG;
  send(before.state._stateID, G.moved[0]!);
  const probe = { type: 'pick', player: 0, value: 2 };
  table.seats[0]!.client.moves['move']!(probe, G.moved[0]);
  await until(async () => (await stored(table.running.db, table.matchID)).state._stateID > before.state._stateID, 'the probe');
  const after = await stored(table.running.db, table.matchID);
  expect(after.state._stateID).toBe(before.state._stateID + 1);
  expect(after.log.length).toBe(before.log.length + 1);
  expect(after.log[after.log.length - 1]!.action.payload.args).toEqual([probe, G.moved[0]]);
  const expected = toy.apply(JSON.parse(G.state!) as ToyState, probe as never);
  expect(expected._tag).toBe('Right');
  expect((after.state.G as MatchG).state).toBe(JSON.stringify(expected._tag === 'Right' && expected.right));
  expect((after.state.G as MatchG).moved).toEqual([G.moved[0]! + 1, G.moved[1]]);
  expect(after.state.ctx.gameover).toBeUndefined();
  expect(after.state.ctx.turn).toBe(before.state.ctx.turn);
  expect(Object.keys(after.state.ctx.activePlayers ?? {})).toEqual(['1']);
  // Seat 1 completes the round, so seat 0 may move again.
  table.seats[1]!.client.moves['move']!({ type: 'pick', player: 1, value: 0 }, (after.state.G as MatchG).moved[1]);
  await until(async () => (await stored(table.running.db, table.matchID)).state._stateID === after.state._stateID + 1, 'seat 1');
}

const EVENTS = ['endTurn', 'pass', 'endPhase', 'setPhase', 'endGame', 'setActivePlayers', 'endStage', 'setStage'] as const;
const EVENT_ARGS: Record<(typeof EVENTS)[number], unknown[]> = {
  endTurn: [{ next: '1' }],
  pass: [],
  endPhase: [],
  setPhase: ['main'],
  endGame: [{ scores: [99, 0], ranking: [[0], [1]] }],
  setActivePlayers: [['0']],
  endStage: [],
  setStage: ['x'],
};

describe('with the guard: what clients send besides their offered moves', () => {
  let table: Table | undefined;
  beforeAll(async () => {
    table = await openTable(true);
  });
  afterAll(async () => closeTable(table));

  const emit = (stateID: number, a: Record<string, unknown>, playerID = '0'): void => table!.seats[0]!.socket().emit('update', a, stateID, table!.matchID, playerID);

  it('refuses a move for another seat', async () => {
    await refusedThenProbe(table!, (id, moved) => emit(id, move(table!, [{ type: 'pick', player: 1, value: 1 }, moved])));
    expect(logged.some((l) => l.includes('Player 1 sent a move for Player 2'))).toBe(true);
  });

  it('drops a move whose player id is not the one its credentials are checked for', async () => {
    await refusedThenProbe(table!, (id) => emit(id, move(table!, [{ type: 'pick', player: 1, value: 1 }], { playerID: '1' })));
    expect(logged.some((l) => l.includes('not the one its credentials are checked for'))).toBe(true);
  });

  it('refuses a move with bad, missing or another seat’s credentials', async () => {
    await refusedThenProbe(table!, (id) => {
      emit(id, move(table!, [{ type: 'pick', player: 0, value: 1 }], { credentials: 'guessed' }));
      emit(id, move(table!, [{ type: 'pick', player: 0, value: 1 }], { credentials: undefined }));
      emit(id, move(table!, [{ type: 'pick', player: 0, value: 1 }], { credentials: table!.credentials[1] }));
      emit(id, move(table!, [{ type: 'pick', player: 1, value: 1 }], { playerID: '1', credentials: table!.credentials[0] }), '1');
    });
  });

  it('refuses malformed moves, unknown moves and a move chosen on an outdated view', async () => {
    const huge = JSON.parse(`${'['.repeat(400)}${']'.repeat(400)}`) as unknown;
    const from = logged.length;
    await refusedThenProbe(table!, (id, n) => {
      for (const args of [[null, n], ['pick', n], [{ type: 'nope', player: 0 }, n], [{ type: 'pick', player: 0, value: 9 }, n], [{ type: 'pick', player: 0, value: 1, extra: true }, n], [{ type: 'pick', player: 0, value: 1 }, 99], [huge, n]]) {
        emit(id, move(table!, args));
      }
      emit(id, move(table!, { type: 'pick', player: 0, value: 1 }));
      emit(id, action(table!, 'MAKE_MOVE', { type: 'hack', args: [] }));
      emit(id, action(table!, 'MAKE_MOVE', { type: 'start', args: [] }));
      emit(id, 'not an action' as never);
    });
    const lines = logged.slice(from);
    expect(lines.some((l) => l.includes('MALFORMED_MOVE'))).toBe(true);
    expect(lines.some((l) => l.includes('ILLEGAL_MOVE'))).toBe(true);
    expect(lines.some((l) => l.includes('chosen after 99'))).toBe(true);
    expect(lines.some((l) => l.includes('already dealt'))).toBe(true);
    expect(lines.some((l) => l.includes('nested too deeply'))).toBe(true);
  });

  it('refuses a move without its move count, with extra arguments, or with a count that is not a whole number', async () => {
    const from = logged.length;
    const legal = { type: 'pick', player: 0, value: 1 };
    await refusedThenProbe(table!, (id, n) => {
      for (const args of [[], [legal], [legal, n, 'extra'], [legal, n, { deep: [[[]]] }], [legal, String(n)], [legal, n + 0.5], [legal, -1], [legal, null]]) emit(id, move(table!, args));
      emit(id, action(table!, 'MAKE_MOVE', { type: 'start', args: ['a seed of my own'] }));
    });
    const lines = logged.slice(from);
    expect(lines.filter((l) => l.includes("move takes the move and the seat's move count")).length).toBe(2);
    expect(lines.filter((l) => l.includes('move takes two arguments')).length).toBe(2);
    expect(lines.filter((l) => l.includes('the move count')).length).toBe(4);
    expect(lines.some((l) => l.includes('start takes no arguments'))).toBe(true);
  });

  it('applies a move once: the same packet sent again carries a count that is no longer the seat’s', async () => {
    const t = table!;
    const before = await stored(t.running.db, t.matchID);
    const n = (before.state.G as MatchG).moved[0]!;
    const again = move(t, [{ type: 'pick', player: 0, value: 1 }, n]);
    emit(before.state._stateID, again);
    await until(async () => (await stored(t.running.db, t.matchID)).state._stateID > before.state._stateID, 'the move');
    // Seat 1 completes the round: the same pick is legal again for seat 0, but not with that count.
    t.seats[1]!.client.moves['move']!({ type: 'pick', player: 1, value: 0 }, (before.state.G as MatchG).moved[1]);
    await until(async () => (await stored(t.running.db, t.matchID)).state._stateID > before.state._stateID + 1, 'seat 1');
    const from = logged.length;
    await refusedThenProbe(t, (id) => emit(id, again));
    expect(logged.slice(from).some((l) => l.includes(`chosen after ${n} of their moves; they have made ${n + 1}`))).toBe(true);
  });

  it.each(EVENTS)('drops the event %s', async (event) => {
    await refusedThenProbe(table!, (id) => emit(id, action(table!, 'GAME_EVENT', { type: event, args: EVENT_ARGS[event] })));
  });

  it.each(['UNDO', 'REDO', 'UPDATE', 'SYNC', 'RESET', 'PATCH', 'PLUGIN'])('drops a %s action', async (type) => {
    await refusedThenProbe(table!, (id) => {
      const before = { G: { forged: true }, ctx: { numPlayers: 2, gameover: 'mine' }, plugins: {}, _stateID: id, _undo: [], _redo: [] };
      emit(id, { ...action(table!, type, { type: 'log', args: null }), state: before, patch: [{ op: 'replace', path: '/G', value: {} }] });
    });
  });

  it('drops unknown socket events and syncs to matches that do not exist (which boardgame.io would create)', async () => {
    await refusedThenProbe(table!, () => {
      table!.seats[0]!.socket().emit('hack', table!.matchID);
      table!.seats[0]!.socket().emit('sync', 'made-up-match', '0', 'x', 2);
    });
    const made = await table!.running.db.fetch('made-up-match', { metadata: true, state: true });
    expect(made.state).toBeUndefined();
    expect(made.metadata).toBeUndefined();
  });
});

describe('what boardgame.io stores and sends for a move', () => {
  let table: Table | undefined;
  beforeAll(async () => {
    table = await openTable(true);
  });
  afterAll(async () => closeTable(table));

  it('stores only the decoded move and count; a big extra argument never reaches the log', async () => {
    const t = table!;
    const raw = await rawSocket(t.running.url, '/toy');
    try {
      const before = await stored(t.running.db, t.matchID);
      const n = (before.state.G as MatchG).moved[0]!;
      const legal = { type: 'pick', player: 0, value: 1 };
      const send = (args: unknown[]): void => raw.emit('update', move(t, args), before.state._stateID, t.matchID, '0');
      // 90 KB fits in a socket message and is refused by the move's decoder; 900 KB is more
      // than socket.io takes, and it closes the socket.
      send([legal, n, 'x'.repeat(90_000)]);
      send([legal, n, 'x'.repeat(900_000)]);
      await until(() => !raw.socket.connected, 'socket.io to close the socket');
      // The seat's own client then sends the move as it should.
      t.seats[0]!.client.moves['move']!(legal, n);
      await until(async () => (await stored(t.running.db, t.matchID)).state._stateID > before.state._stateID, 'the move');
      const after = await stored(t.running.db, t.matchID);
      expect(after.log.length).toBe(before.log.length + 1);
      expect(after.log.at(-1)!.action).toEqual({ type: 'MAKE_MOVE', payload: { type: 'move', args: [legal, n], playerID: '0' } });
      expect(JSON.stringify(after)).not.toContain('xxxxxxxxxx');
      // What each seat heard of it: the mover its own move and count, the other seat nothing.
      const deltalog = async (seat: number): Promise<unknown> => {
        await until(() => t.seats[seat]!.received.some((m) => m.event === 'patch' && m.args[2] === after.state._stateID), `seat ${seat}'s patch`);
        const patch = t.seats[seat]!.received.find((m) => m.event === 'patch' && m.args[2] === after.state._stateID)!;
        return (patch.args[4] as { action: { payload: unknown } }[]).map((e) => e.action.payload);
      };
      expect(await deltalog(0)).toEqual([{ type: 'move', args: [legal, n], playerID: '0' }]);
      expect(await deltalog(1)).toEqual([{ type: 'move', args: null, playerID: '0' }]);
    } finally {
      raw.close();
    }
  });
});

describe('without the guard: what the game refuses by itself, and why the guard is needed', () => {
  let table: Table | undefined;
  beforeAll(async () => {
    table = await openTable(false);
  });
  afterAll(async () => closeTable(table));

  const emit = (stateID: number, a: Record<string, unknown>): void => table!.seats[0]!.socket().emit('update', a, stateID, table!.matchID, '0');

  it.each(EVENTS)('refuses the event %s (boardgame.io runs it; the game’s plugin refuses it)', async (event) => {
    await refusedThenProbe(table!, (id) => emit(id, action(table!, 'GAME_EVENT', { type: event, args: EVENT_ARGS[event] })));
  });

  it('refuses a move without its count or with extra arguments (the adapter decodes them as the guard does)', async () => {
    const legal = { type: 'pick', player: 0, value: 1 };
    const from = logged.length;
    // Not `{ toString: null }`: boardgame.io writes a refused move's arguments into a log
    // line, and one that cannot become a string ends the process. Only the guard closes that.
    await refusedThenProbe(table!, (id, n) => {
      for (const args of [[legal], [legal, n, 'x'.repeat(1_000)], [legal, 'one'], [{ ...legal, extra: 1 }, n]]) emit(id, move(table!, args));
    });
    const lines = logged.slice(from);
    expect(lines.some((l) => l.includes("move takes the move and the seat's move count"))).toBe(true);
    expect(lines.some((l) => l.includes('move takes two arguments'))).toBe(true);
    expect(lines.some((l) => l.includes('the move count'))).toBe(true);
    expect(lines.some((l) => l.includes('MALFORMED_MOVE'))).toBe(true);
  });

  it.each(['UNDO', 'REDO'])('refuses %s (undo is off)', async (type) => {
    await refusedThenProbe(table!, (id) => emit(id, action(table!, type, { type: null, args: null })));
  });

  it('boardgame.io 0.50 alone lets a seat replace the whole state with an UPDATE action: guardTransport is required', async () => {
    const before = await stored(table!.running.db, table!.matchID);
    const forged = { ...before.state, G: { ...(before.state.G as MatchG), problem: 'forged by seat 0' } };
    emit(before.state._stateID, { ...action(table!, 'UPDATE', {}), state: forged });
    await until(async () => (await stored(table!.running.db, table!.matchID)).state.G !== before.state.G && ((await stored(table!.running.db, table!.matchID)).state.G as MatchG).problem !== null, 'the forged state', 5000);
    expect(((await stored(table!.running.db, table!.matchID)).state.G as MatchG).problem).toBe('forged by seat 0');
  });
});

describe('after the end', () => {
  let table: Table | undefined;
  beforeAll(async () => {
    table = await openTable(true, 1);
  });
  afterAll(async () => closeTable(table));

  it('refuses every move and event once the match is over, and changes nothing', async () => {
    const t = table!;
    t.seats[0]!.client.moves['move']!({ type: 'pick', player: 0, value: 1 }, 0);
    t.seats[1]!.client.moves['move']!({ type: 'pick', player: 1, value: 2 }, 0);
    await until(() => t.seats.every((s) => s.client.getState()!.ctx.gameover !== undefined), 'the end');
    const before = await stored(t.running.db, t.matchID);
    expect(before.state.ctx.gameover).toEqual({ scores: [1, 2], ranking: [[1], [0]] });
    const drops = logged.length;
    const gameOver = (): number => refusals.filter((r) => r.startsWith(`game over - matchID=[${t.matchID}]`)).length;
    const overs = gameOver();
    const moves = [move(t, [{ type: 'pick', player: 0, value: 1 }, 1]), move(t, [{ type: 'pick', player: 0, value: 1 }]), action(t, 'MAKE_MOVE', { type: 'start', args: [] })];
    for (const a of moves) t.seats[0]!.socket().emit('update', a, before.state._stateID, t.matchID, '0');
    t.seats[0]!.socket().emit('update', action(t, 'GAME_EVENT', { type: 'endGame', args: [{ scores: [9, 9] }] }), before.state._stateID, t.matchID, '0');
    // Moves after the end are answered by nothing: the guard drops the malformed move and the
    // event (and logs each), boardgame.io refuses the two others with its "game over" line.
    // Once all four are there, nothing is left to handle.
    await until(() => logged.length - drops + gameOver() - overs === moves.length + 1, 'a drop or a refusal for each packet');
    expect(logged.slice(drops).filter((l) => l.includes('GAME_EVENT'))).toHaveLength(1);
    const after = await stored(t.running.db, t.matchID);
    expect(after.state).toEqual(before.state);
    expect(after.log).toEqual(before.log);
  });
});
