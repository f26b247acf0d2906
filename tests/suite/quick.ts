/**
 * `npm run test:quick` sets NAUTICAL_QUICK=1 (vitest.quick.config.ts). A test whose long
 * random run is what makes it slow runs a tenth of it there (`runsFor`), or none
 * (`it.skipIf(quick)`), so that the edit-test loop still touches every area in seconds;
 * `npm test` runs them whole.
 */
export const quick = process.env['NAUTICAL_QUICK'] === '1';

/** `full` runs in `npm test`; a tenth of them, at least one, in `npm run test:quick`. */
export function runsFor(full: number): number {
  return quick ? Math.max(1, Math.round(full / 10)) : full;
}
