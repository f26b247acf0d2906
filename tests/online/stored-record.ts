/**
 * The check the crash and scale-out tests end with: a finished match as stored by a server
 * process replays, with the library's `replay`, to its stored state, and every state any
 * of its clients was shown is the state the stored record leads to at that state id (so no
 * move a client saw was lost, reordered or replaced).
 */
import { expect } from 'vitest';
import { replay } from '../../src/core/index.js';
import { toy } from '../testing/toy.js';
import { expectedG, type Player, rebuild } from './play.js';
import type { ServerProcess } from './raw-socket.js';

/** Checks one finished toy match (dealt from `seed`) against what its players saw. */
export async function checkStoredMatch(server: ServerProcess, matchID: string, players: readonly Player[], seed: string, label: string): Promise<void> {
  const stored = await server.fetch(matchID);
  const G = stored.state!.G as { config: unknown; state: string | null };
  const moves = (stored.log ?? []).filter((e) => e.action.payload['type'] === 'move').map((e) => (e.action.payload['args'] as unknown[])[0]);
  const replayed = replay(toy, { game: 'toy', config: G.config, seed, moves });
  expect(replayed._tag, `${label}: the stored log replays`).toBe('Right');
  if (replayed._tag === 'Right') expect(JSON.parse(G.state!), `${label}: the stored log replays to the stored state`).toEqual(JSON.parse(JSON.stringify(replayed.right)));
  expect(stored.state!.ctx.gameover, `${label}: over`).toBeDefined();
  const steps = await rebuild({ db: { fetch: async (id: string) => server.fetch(id) } } as never, toy, matchID, 2, seed);
  for (const p of players) {
    const seat = Number(p.seat.playerID);
    expect(p.snapshots.length).toBeGreaterThan(1);
    for (const snap of p.snapshots) {
      const step = steps.find((s) => s.stateID === snap.stateID);
      expect(step, `${label}: state ${snap.stateID} seen by seat ${seat} is in the stored record`).toBeDefined();
      expect(snap.G, `${label}: state ${snap.stateID} seen by seat ${seat}`).toEqual(expectedG(toy, step!, seat, 2));
    }
  }
}
