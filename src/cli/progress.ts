/**
 * A progress bar on stderr (stdout stays clean for the results).
 *
 * @module
 */

/** Draws `done / total` as a bar with `write` (standard error), at most every 100 ms. */
export function progressBar(total: number, label: string, write: (text: string) => void): { tick(done: number): void; end(): void } {
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
