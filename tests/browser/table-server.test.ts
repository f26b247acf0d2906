/**
 * The example table's "server" (examples/web/table/server.ts) without a browser: moves
 * from the wrong seat are refused, each seat's log is its own, and undo takes back a
 * person's last move and the bots' moves after it, only when every step since can be taken
 * back for every person at the screen. Undo is checked with `undoable` stubbed in, so
 * the page's side of it is tested apart from the rules' answers.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, BaseMove } from 'nautical-rules';
import { meuterer } from 'nautical-rules/meuterer';
import { nauticus } from 'nautical-rules/nauticus';
import { openTable, type TableServer } from '../../examples/web/table/server.js';

function open(game: AnyGame, players: number, humans: number[]): TableServer {
  const table = openTable(game, game.defaultConfig(players), 7, humans, Array.from({ length: players }, (_, s) => `Seat ${s}`));
  if (!('waiting' in table)) throw new Error(table.message);
  return table;
}

/** The game with `undoable` answering as told (whatever the build in dist/ has). */
function withUndoable(game: AnyGame, undoable: () => boolean): AnyGame {
  return Object.assign({}, game, { undoable });
}

/** Plays the first legal move of whoever moves first, `n` times; returns who moved. */
function playFirst(server: TableServer, game: AnyGame, n: number): number[] {
  const movers: number[] = [];
  for (let i = 0; i < n && !server.isOver(); i++) {
    const seat = server.waiting()[0]!;
    const moves = game.movesFromView(server.table, server.view(seat));
    if (moves._tag === 'Left') throw new Error(moves.left.message);
    expect(server.send(seat, moves.right[0] as BaseMove)).toBeNull();
    movers.push(seat);
  }
  return movers;
}

describe('the example table server', () => {
  it('refuses a move sent for another seat, and plays one from the right seat', () => {
    const server = open(meuterer, 3, [0]);
    const seat = server.waiting()[0]!;
    const other = (seat + 1) % 3;
    expect(server.send(other, { type: 'pass', player: seat })?.code).toBe('NOT_YOUR_TURN');
    expect(server.log(seat).length).toBeGreaterThan(0);
    // Each seat reads its own hand in its log, and nobody else's.
    // The library names seat 0 "Seat 0" (older wording) or "Player 1" (counting from 1).
    expect(server.log(0).join('\n')).toMatch(/\b(Seat 0|Player 1) holds/);
    expect(server.log(0).join('\n')).not.toMatch(/\b(Seat 1|Player 2) holds/);
    expect(server.log(null).join('\n')).not.toContain('holds');
  });

  it('offers undo once a person has moved, with the rules\u2019 own answer (Nauticus: ordinary actions draw nothing)', () => {
    const server = open(nauticus, 2, [0]);
    expect(server.canUndo(0)).toEqual({ ok: false, reason: 'You have not moved yet.' });
    let offered = false;
    for (let i = 0; i < 12 && !offered; i++) {
      playFirst(server, nauticus, 1);
      offered = server.canUndo(0).ok;
    }
    expect(offered, 'no move of seat 0 in 12 could be taken back').toBe(true);
  });

  it('takes back a person\u2019s last move and everything after it when every step is undoable', () => {
    let safe = true;
    const game = withUndoable(nauticus, () => safe);
    const server = open(game, 2, [0]);
    const movers = playFirst(server, game, 12);
    const last = movers.lastIndexOf(0);
    expect(last).toBeGreaterThanOrEqual(0);
    // The log as it stood before seat 0's last move.
    const replay = open(game, 2, [0]);
    playFirst(replay, game, last);
    const before = replay.log(0);

    safe = false;
    expect(server.canUndo(0)).toEqual({ ok: false, reason: 'Something was drawn or revealed since your last move.' });
    expect(server.undo(0)?.code).toBe('ILLEGAL_MOVE');
    safe = true;
    expect(server.canUndo(0)).toEqual({ ok: true });
    expect(server.undo(0)).toBeNull();
    expect(server.log(0)).toEqual(before);
    expect(server.waiting()).toContain(0);
  });

  it('does not take back another person\u2019s move', () => {
    const game = withUndoable(nauticus, () => true);
    const server = open(game, 2, [0, 1]);
    const movers = playFirst(server, game, 12);
    const lastMover = movers[movers.length - 1]!;
    const other = 1 - lastMover;
    if (movers.includes(other)) expect(server.canUndo(other)).toEqual({ ok: false, reason: `Seat ${lastMover} has moved since.` });
    expect(server.canUndo(lastMover).ok).toBe(true);
  });
});
