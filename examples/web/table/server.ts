/**
 * The example table's "server": the only place that holds the state.
 *
 * Everything else on the page (the screens, the bots) works from what a seat would
 * receive over a network: the table once, then its view, its log lines and its refusals.
 * Keeping the state behind this small interface is what keeps the page honest: a drawing
 * or a move button cannot show what its seat may not know, because it never gets more.
 */
import { ruleError, type AnyGame, type BaseMove, type GameResult, type RuleError, type Seat, type Viewer } from 'nautical-rules';

/** One applied move, kept so that undo can go back and each seat's log can be cut with it. */
interface Step {
  readonly before: unknown;
  readonly move: BaseMove;
  readonly after: unknown;
  /** What each seat may read of the move, and (last) what a spectator may. */
  readonly lines: readonly (readonly string[])[];
}

/** Whether undo is open to a seat now, and why not when it is not. */
export type UndoCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export interface TableServer {
  /** The public part of the table that never changes: what a seat gets once. */
  readonly table: unknown;
  /** How many seats. */
  readonly players: number;
  /** The seats that may move now (what a server announces: "your turn"). */
  waiting(): readonly Seat[];
  isOver(): boolean;
  /** What `viewer` sees now (`null`: a spectator). */
  view(viewer: Seat | null): unknown;
  /** Everything `viewer` may read of the game so far, oldest first. */
  log(viewer: Seat | null): readonly string[];
  /** A move from `seat`: `null` when played, the refusal otherwise. */
  send(seat: Seat, move: BaseMove): RuleError | null;
  /** Whether `seat` may take back its last move (and the bots' moves after it). */
  canUndo(seat: Seat): UndoCheck;
  /** Takes back `seat`'s last move and every move after it. */
  undo(seat: Seat): RuleError | null;
  /** The final ranking and scores, once over. */
  result(): GameResult | null;
  /** Component data that is not the printed one, in words: always shown. */
  notices(): readonly string[];
  /** How many moves have been played. */
  moveCount(): number;
  /** Who made each move so far, in order. */
  movers(): readonly Seat[];
  /** What `viewer` saw after the first `moves` moves (0: the start), for stepping back through the game; `null` out of range. */
  viewAt(moves: number, viewer: Seat | null): unknown;
  /** The lines `viewer` may read of move `index` (0-based). */
  linesOf(index: number, viewer: Seat | null): readonly string[];
  /** The game record so far, as `replay` accepts it: `{ game, config, seed, moves }`. */
  record(): { readonly game: string; readonly config: unknown; readonly seed: number | string; readonly moves: readonly BaseMove[] };
}

const asViewer = (seat: Seat | null): Viewer => (seat === null ? 'spectator' : seat);

/**
 * Opens a table from a game record (`{ game, config, seed, moves }`, as `replay` takes
 * it): the record's table, with its moves played again. A refusal names the move.
 */
export function openRecord(game: AnyGame, record: unknown, humans: readonly Seat[], names: readonly string[]): TableServer | RuleError {
  if (record === null || typeof record !== 'object') return ruleError('MALFORMED_MOVE', 'A game record is a JSON object { game, config, seed, moves }.');
  const { game: id, config, seed, moves } = record as Record<string, unknown>;
  if (id !== game.id) return ruleError('INVALID_CONFIG', `This record is of ${typeof id === 'string' ? id : 'no game'}, not ${game.id}.`);
  if ((typeof seed !== 'number' && typeof seed !== 'string') || !Array.isArray(moves)) return ruleError('MALFORMED_MOVE', 'A game record needs a seed and a list of moves.');
  const opened = openTable(game, config, seed, humans, names);
  if (!('waiting' in opened)) return opened;
  if (opened.players !== names.length) return ruleError('INVALID_CONFIG', `This record is for ${opened.players} players, this table has ${names.length}.`);
  for (const [i, move] of moves.entries()) {
    const m = move as BaseMove;
    const refused = m !== null && typeof m === 'object' ? opened.send(m.player, m) : ruleError('MALFORMED_MOVE', 'not a move');
    if (refused !== null) return { ...refused, message: `move ${i + 1}: ${refused.message}` };
  }
  return opened;
}

/**
 * Opens a table. `humans` are the seats played on this screen: undo must not take back
 * anything one of them has already seen drawn or revealed.
 */
export function openTable(game: AnyGame, config: unknown, seed: number | string, humans: readonly Seat[], names: readonly string[]): TableServer | RuleError {
  const start = game.setup(config, seed);
  if (start._tag === 'Left') return start.left;
  const tableOf = game.table(start.right);
  if (tableOf._tag === 'Left') return tableOf.left;
  const players = game.playerCount(start.right);
  const seats = Array.from({ length: players }, (_, s) => s);
  const opening = [...seats.map((s) => game.describeStart(start.right, s, { names })), game.describeStart(start.right, 'spectator', { names })];
  let state: unknown = start.right;
  const steps: Step[] = [];

  const linesOf = (viewer: Seat | null, lines: readonly (readonly string[])[]): readonly string[] => lines[viewer ?? players] ?? [];

  return {
    table: tableOf.right,
    players,
    waiting: () => game.activePlayers(state),
    isOver: () => game.isOver(state),
    view(viewer) {
      const seen = game.view(state, asViewer(viewer));
      // Only a value that is no state gets a Left, and this one came from setup and apply.
      if (seen._tag === 'Left') throw new Error(seen.left.message);
      return seen.right;
    },
    log: (viewer) => [...linesOf(viewer, opening), ...steps.flatMap((step) => linesOf(viewer, step.lines))],
    send(seat, move) {
      // A real server knows who sent a message: nobody moves for another seat.
      if (move.player !== seat) return ruleError('NOT_YOUR_TURN', `${names[seat] ?? `Player ${seat + 1}`} cannot move for ${typeof move.player === 'number' ? `Player ${move.player + 1}` : String(move.player).slice(0, 20)}.`);
      const next = game.apply(state, move);
      if (next._tag === 'Left') return next.left;
      const lines = [...seats.map((s) => game.describe(state, move, next.right, s, { names })), game.describe(state, move, next.right, 'spectator', { names })];
      steps.push({ before: state, move, after: next.right, lines });
      state = next.right;
      return null;
    },
    canUndo,
    undo(seat) {
      const check = canUndo(seat);
      if (!check.ok) return ruleError('ILLEGAL_MOVE', check.reason);
      let i = steps.length - 1;
      while (steps[i]!.move.player !== seat) i--;
      state = steps[i]!.before;
      steps.length = i;
      return null;
    },
    result: () => (game.isOver(state) ? game.result(state) : null),
    moveCount: () => steps.length,
    movers: () => steps.map((step) => step.move.player),
    viewAt(moves, viewer) {
      if (!Number.isInteger(moves) || moves < 0 || moves > steps.length) return null;
      const at = moves === 0 ? start.right : steps[moves - 1]!.after;
      const seen = game.view(at, asViewer(viewer));
      return seen._tag === 'Left' ? null : seen.right;
    },
    linesOf: (index, viewer) => (steps[index] === undefined ? [] : linesOf(viewer, steps[index]!.lines)),
    record: () => ({ game: game.id, config, seed, moves: steps.map((step) => step.move) }),
    notices() {
      // Grouped by kind, so that six synthetic card sets make one sentence, not six.
      const sources = game.components(state);
      const of = (kind: string): string => sources.filter((c) => c.provenance.kind === kind).map((c) => c.label).join(', ');
      const synthetic = of('synthetic');
      const sourced = of('sourced-unverified');
      return [
        ...(synthetic === '' ? [] : [`Synthetic values, not the printed ones (those are not public): ${synthetic}.`]),
        ...(sourced === '' ? [] : [`From a public source, not checked against the printed components: ${sourced}.`]),
      ];
    },
  };

  function canUndo(seat: Seat): UndoCheck {
    if (game.isOver(state)) return { ok: false, reason: 'The game is over.' };
    let last = -1;
    for (let i = steps.length - 1; i >= 0; i--) {
      if (steps[i]!.move.player === seat) {
        last = i;
        break;
      }
    }
    if (last < 0) return { ok: false, reason: 'You have not moved yet.' };
    const since = steps.slice(last);
    const otherHuman = since.find((step) => step.move.player !== seat && humans.includes(step.move.player));
    if (otherHuman !== undefined) return { ok: false, reason: `${names[otherHuman.move.player] ?? 'Another player'} has moved since.` };
    // Every human at this screen must have learned nothing since: a card one of them saw
    // drawn cannot be unseen by taking the move back.
    const seen = since.some((step) => humans.some((h) => !game.undoable(step.before, step.move, step.after, h)));
    if (seen) return { ok: false, reason: 'Something was drawn or revealed since your last move.' };
    return { ok: true };
  }
}
