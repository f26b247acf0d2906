/**
 * The lines boardgame.io prints when it refuses what a client sent. The online tests send
 * such things on purpose (moves for another seat, stale or malformed moves, events, undo,
 * moves after the end), and boardgame.io answers each with `console.error('ERROR:', message)`
 * although the refusal is the expected, correct outcome. tests/setup.ts drops exactly those
 * calls; any other call (another error of boardgame.io, such as `game not found` or
 * `metadata not found`, which may mean lost data, or anything else) prints as before.
 * `NAUTICAL_SHOW_REFUSALS=1` prints them all.
 */

/** boardgame.io 0.50's refusal messages (the text after its `ERROR:`), each whole. */
const REFUSALS: readonly RegExp[] = [
  /^invalid move: [^\n]*$/,
  /^invalid move object: [^\n]*$/,
  /^disallowed (move|event): [^\n]*$/,
  /^cannot (make move|call event) after game end$/,
  /^Patch \[[^\n]*\] apply failed$/,
  /^invalid stateID, was=\[\d+\], expected=\[\d+\][^\n]*$/,
  /^invalid phase: [^\n]*$/,
  /^playerID=\[[^\]\n]*\] cannot undo \/ redo right now$/,
  /^(No moves to (undo|redo)|Cannot (undo|redo) other players' moves|Move cannot be undone)$/,
  /^game over - matchID=\[[^\]\n]*\] - playerID=\[[^\]\n]*\][^\n]*$/,
  // The adapter's plugin refusing an event or an undo: its message follows on one line.
  /^nauticalRules plugin declared action invalid:\nrefused: [^\n]+$/,
];

/** Whether the arguments of a console.error call are boardgame.io refusing what a test sent. */
export function isRefusal(args: readonly unknown[]): boolean {
  const [prefix, message] = args;
  return args.length === 2 && prefix === 'ERROR:' && typeof message === 'string' && REFUSALS.some((r) => r.test(message));
}

/**
 * The refusals boardgame.io printed in this test file so far (their messages), shown or not:
 * a test waits for the refusal of what it sent (an event) before it looks at the match.
 */
export const refusals: string[] = [];

/** Drops boardgame.io's refusals from console.error (and records them in {@link refusals}); NAUTICAL_SHOW_REFUSALS=1 prints them too. */
export function silenceRefusals(): void {
  // Files that share a worker's modules (`isolate: false`) run tests/setup.ts each: wrap once.
  if ((console.error as { silencing?: true }).silencing) return;
  const show = process.env['NAUTICAL_SHOW_REFUSALS'] === '1';
  const error = console.error.bind(console);
  const silencing = (...args: unknown[]): void => {
    const refused = isRefusal(args);
    if (refused) refusals.push(args[1] as string);
    if (!refused || show) error(...args);
  };
  console.error = Object.assign(silencing, { silencing: true as const });
}
