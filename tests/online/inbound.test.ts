/**
 * The decoders the guard runs on everything a client sends, without a server: what they
 * pass on is a fresh copy holding only the fields boardgame.io reads, and what they refuse.
 */
import { describe, expect, it } from 'vitest';
import { decodeHandshake, decodePacket, packetTypeProblem, upgradeProblem } from '../../src/boardgameio/inbound.js';
import { decodeLobbyBody, lobbyRequest } from '../../src/boardgameio/lobby.js';
import { anyArguments, moveArguments, startArguments, type ArgumentsDecoder } from '../../src/boardgameio/move-arguments.js';
import { toy } from '../testing/toy.js';

const moves = new Map<string, ArgumentsDecoder>([
  ['start', startArguments],
  ['move', moveArguments(toy.codecs.move)],
]);
const pick = { type: 'pick', player: 0, value: 1 };
const update = (payload: Record<string, unknown>, playerID: unknown = '0'): unknown[] => ['update', { type: 'MAKE_MOVE', payload: { type: 'move', args: [pick, 3], playerID: '0', ...payload } }, 5, 'm1', playerID];

describe('socket packets', () => {
  it('passes on a fresh copy of a move, without the acknowledgement callback', () => {
    const sent = update({ credentials: 'c' });
    const decoded = decodePacket([...sent, () => undefined], moves);
    expect(decoded).toEqual({ _tag: 'Right', right: { matchID: 'm1', packet: sent } });
    const packet = decoded._tag === 'Right' ? decoded.right.packet : [];
    expect((packet[1] as { payload: { args: unknown[] } }).payload.args[0]).not.toBe(pick);
  });

  it.each([
    ['an event name that is not a string', [{ toString: null }, 'm1']],
    ['an event boardgame.io does not listen to', ['disconnect', 'm1']],
    ['a sixth value', [...update({}), 1]],
    ['a key every object has', update({ args: [{ ...pick, valueOf: null }, 3] })],
    ['a move count that is not a whole number', update({ args: [pick, '3'] })],
    ['no move count', update({ args: [pick] })],
    ['a third argument', update({ args: [pick, 3, 'x'] })],
    ['a field the move does not have', update({ extra: 1 })],
    ['a player id that is not a seat', update({ playerID: '00' }, '00')],
    ['another player than the sender', update({ playerID: '1' })],
    ['binary data', update({ args: [new Uint8Array(3), 3] })],
    ['a value nested deeper than a packet may be', update({ args: [JSON.parse('['.repeat(20) + ']'.repeat(20)), 3] })],
    ['NaN', ['update', { type: 'MAKE_MOVE', payload: { type: 'move', args: [pick, 3], playerID: '0' } }, Number.NaN, 'm1', '0']],
    ['a sync with a player id that is not a seat', ['sync', 'm1', '__proto__', 'c', 2]],
    ['a chat from no seat', ['chat', 'm1', { id: 'x', sender: null, payload: 'hi' }, 'c']],
  ])('refuses %s', (_, packet) => {
    expect(decodePacket(packet, moves)._tag).toBe('Left');
  });

  it('passes on syncs and chat with only the fields boardgame.io reads', () => {
    expect(decodePacket(['sync', 'm1', null, '', 4], moves)).toEqual({ _tag: 'Right', right: { matchID: 'm1', packet: ['sync', 'm1', null, undefined, 4] } });
    expect(decodePacket(['chat', 'm1', { id: 'x', sender: '1', payload: { text: 'hi' } }, 'c'], moves)).toEqual({
      _tag: 'Right',
      right: { matchID: 'm1', packet: ['chat', 'm1', { id: 'x', sender: '1', payload: { text: 'hi' } }, 'c'] },
    });
  });

  it('a move of another game takes up to eight bounded plain arguments', () => {
    expect(anyArguments([1, 'a', { b: [null] }])).toEqual({ _tag: 'Right', right: [1, 'a', { b: [null] }] });
    expect(anyArguments(Array.from({ length: 9 }, () => 0))._tag).toBe('Left');
    expect(anyArguments([{ toString: null }])._tag).toBe('Left');
  });

  it('lets through only packets a client sends (events, leaving), and WebSocket upgrades with their headers', () => {
    expect([1, 2, 5].map((type) => packetTypeProblem({ type }))).toEqual([null, null, null]);
    for (const type of [0, 3, 4, 6, '2', undefined]) expect(packetTypeProblem({ type })).not.toBeNull();
    const headers = { upgrade: 'websocket', 'sec-websocket-key': 'k', 'sec-websocket-version': '13' };
    expect(upgradeProblem({ method: 'GET', headers })).toBeNull();
    expect(upgradeProblem({ method: 'GET', headers: { ...headers, upgrade: undefined } })).toContain('upgrade');
    expect(upgradeProblem({ method: 'POST', headers })).not.toBeNull();
    expect(decodeHandshake({ auth: {}, query: { EIO: '4' } })._tag).toBe('Right');
    expect(decodeHandshake({ auth: { a: { b: { c: 1 } } } })._tag).toBe('Left');
  });
});

describe('Lobby API requests', () => {
  it('knows its routes, and refuses paths whose names are not ids', () => {
    expect(lobbyRequest('GET', '/games')).toEqual({ body: null });
    expect(lobbyRequest('POST', '/games/toy/create')).toEqual({ body: 'create', game: 'toy' });
    expect(lobbyRequest('POST', '/games/toy/m1/join/')).toEqual({ body: 'join', game: 'toy', match: 'm1' });
    expect(lobbyRequest('POST', '/games/toy/m1/toString')).toEqual({ body: null, game: 'toy', match: 'm1' });
    expect(lobbyRequest('GET', '/other')).toBeNull();
    expect(lobbyRequest('GET', '/games/t%20y')).toHaveProperty('refused');
    expect(lobbyRequest('GET', '/games/toy/%E0%A4%A')).toHaveProperty('refused');
  });

  it('passes on a fresh body with only the fields the route takes', () => {
    expect(decodeLobbyBody('join', { playerID: '1', playerName: 'Bob', data: { a: 1 } })).toEqual({ _tag: 'Right', right: { playerID: '1', playerName: 'Bob', data: { a: 1 } } });
    expect(decodeLobbyBody('create', { numPlayers: 2, unlisted: null })).toEqual({ _tag: 'Right', right: { numPlayers: 2 } });
    for (const [route, body] of [
      ['join', { playerID: '__proto__', playerName: 'Eve' }],
      ['join', { playerName: 'Eve', admin: true }],
      ['leave', { playerID: '0', credentials: { toString: null } }],
      ['create', { numPlayers: 0 }],
      ['update', { playerID: '0', credentials: 'c', data: JSON.parse('['.repeat(10) + ']'.repeat(10)) }],
    ] as const) {
      expect(decodeLobbyBody(route, body)._tag, JSON.stringify(body)).toBe('Left');
    }
  });
});
