/**
 * A progress bar on stderr (stdout stays clean for the results), drawn only on a terminal:
 * redirected to a file or a pipe, stderr gets no `\r` lines.
 *
 * @module
 */

/** A writer marked as a terminal's: {@link progressBar} draws on it. */
export type TerminalWrite = ((text: string) => void) & { readonly terminal?: boolean };

/** `write`, marked as writing to a terminal when `terminal` is true (stderr's `isTTY`). */
export function onTerminal(write: (text: string) => void, terminal: boolean): TerminalWrite {
  return Object.assign((text: string) => write(text), { terminal });
}

/**
 * Draws `done / total` as a bar with `write` (standard error), at most every 100 ms; draws
 * nothing unless `write` is a terminal's ({@link onTerminal}).
 */
export function progressBar(total: number, label: string, write: TerminalWrite): { tick(done: number): void; end(): void } {
  if (write.terminal !== true) return { tick: () => undefined, end: () => undefined };
  let last = 0;
  const draw = (done: number): void => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
  };
  return {
    tick(done) {
      const now = Date.now();
      if (now - last >= 100 || done === total) {
        last = now;
        draw(done);
      }
    },
    end() {
      draw(total);
      write('\n');
    },
  };
}
