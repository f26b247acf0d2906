/**
 * What a match may be created with: boardgame.io's lobby makes setupData public, so only
 * rule options are accepted; and the adapter's parts that need no server.
 */
import { LobbyClient } from 'boardgame.io/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines, onlineConfig, strictCredentials, toBoardgameIO, updateProblem, type MatchG, type SeatG } from '../../src/boardgameio/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { toy } from '../testing/toy.js';
import { startServer, type Running } from './harness.js';

describe('setupData through the Lobby API', () => {
  let running: Running;
  beforeAll(async () => {
    running = await startServer({ games: [toBoardgameIO(meuterer, { log: () => undefined }), toBoardgameIO(bremerhaven, { log: () => undefined })] });
  });
  afterAll(async () => running.stop());

  it('accepts rule options', async () => {
    const lobby = new LobbyClient({ server: running.url });
    await expect(lobby.createMatch('meuterer', { numPlayers: 3, setupData: { pirates: true } })).resolves.toHaveProperty('matchID');
    await expect(lobby.createMatch('bremerhaven', { numPlayers: 2, setupData: { variant: 'short' } })).resolves.toHaveProperty('matchID');
  });

  it.each([
    ['meuterer', { hands: [['wine'], ['wine'], ['wine']] }, 'hands'],
    ['meuterer', { captain: 1 }, 'captain'],
    ['meuterer', { generator: 'xoroshiro128+' }, 'chacha20'],
    ['meuterer', { players: 4 }, 'seats 4 players'],
    ['bremerhaven', { shipDeck: ['S01'] }, 'shipDeck'],
    ['meuterer', 'pirates', 'object'],
  ])('refuses %s setupData %j (public in the lobby, or not a config for the seats)', async (game, setupData, why) => {
    const res = await fetch(`${running.url}/games/${game}/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ numPlayers: 3, setupData }) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(why);
  });
});

describe('the adapter without a server', () => {
  const bgio = toBoardgameIO(toy, { configFields: ['rounds'], log: () => undefined });
  const events = { setActivePlayers: () => undefined, endGame: () => undefined };

  it('holds nothing dealt at setup, deals on start, and lists legal moves for ai.enumerate', () => {
    const G0 = (bgio.setup as (c: unknown, d?: unknown) => MatchG)({ ctx: { numPlayers: 2 } }, { rounds: 2 });
    expect(G0.state).toBeNull();
    expect(bgio.ai!.enumerate(G0 as never, {} as never, '0')).toEqual([{ move: 'start', args: [] }]);
    const start = (bgio.moves!['start'] as { move: (c: unknown) => MatchG }).move({ G: G0, ctx: {}, playerID: '1', events });
    expect(start.state).not.toBeNull();
    const seat = (bgio.playerView as (c: unknown) => SeatG)({ G: start, ctx: {}, playerID: '0' });
    expect(logLines(seat)).toEqual(['Toy game']);
    expect(bgio.ai!.enumerate(start as never, {} as never, '0')).toEqual([0, 1, 2].map((value) => ({ move: 'move', args: [{ type: 'pick', player: 0, value }, 0] })));
    expect(bgio.ai!.enumerate(start as never, {} as never, '7')).toEqual([]);
    // A seat G passed through playerView again (a local client) is left as it is.
    expect((bgio.playerView as (c: unknown) => SeatG)({ G: seat, ctx: {}, playerID: '1' })).toBe(seat);
  });

  it('refuses a move from a player id that is not a canonical seat', () => {
    const G0 = (bgio.setup as (c: unknown, d?: unknown) => MatchG)({ ctx: { numPlayers: 2 } }, {});
    const G1 = (bgio.moves!['start'] as { move: (c: unknown) => MatchG }).move({ G: G0, ctx: {}, playerID: '0', events });
    const move = (bgio.moves!['move'] as { move: (c: unknown, m: unknown, n?: unknown) => unknown }).move;
    for (const playerID of ['00', ' 0', '0.0', '2', undefined]) expect(move({ G: G1, ctx: {}, playerID, events }, { type: 'pick', player: 0, value: 1 }, 0)).toBe('INVALID_MOVE');
    expect(move({ G: G1, ctx: {}, playerID: '0', events }, { type: 'pick', player: 0, value: 1 }, 0)).not.toBe('INVALID_MOVE');
  });

  it('configs: the default for the seat count, rule options only', () => {
    expect(onlineConfig(toy, undefined, 2)).toEqual({ _tag: 'Right', right: { journal: false, generator: 'chacha20' } });
    expect(onlineConfig(toy, undefined, 3)._tag).toBe('Left');
    expect(onlineConfig(toy, { rounds: 2 }, 2)._tag).toBe('Left');
  });

  it('the guard’s checks and strict credentials', () => {
    const names = new Set(['move']);
    const ok = [{ type: 'MAKE_MOVE', payload: { type: 'move', args: [], playerID: '1' } }, 3, 'm', '1'];
    expect(updateProblem(ok, names)).toBeNull();
    expect(updateProblem([{ ...(ok[0] as object), type: 'GAME_EVENT' }, 3, 'm', '1'], names)).toContain('GAME_EVENT');
    expect(updateProblem([ok[0], 3, 'm', '0'], names)).toContain('player id');
    expect(strictCredentials('a', { credentials: 'a' })).toBe(true);
    expect(strictCredentials('', { credentials: '' })).toBe(false);
    expect(strictCredentials('a', undefined)).toBe(false);
  });
});
