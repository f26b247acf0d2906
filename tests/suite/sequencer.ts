/**
 * The order `npm test` starts its files in: the longest first. Two workers take the files
 * in turn, so a long file started last runs alone while the other core waits for it; started
 * first, it runs beside the short ones. Vitest orders by the durations of the last run on
 * this machine (node_modules/.vite/vitest/results.json) and, without them (a clean clone, CI),
 * by file size, which puts a 100-line file that plays a whole match in a browser last. So
 * the durations measured here (`seconds`) stand in where the last run's are missing.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { seconds } from './durations.js';

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const place = new Map(base.map((file, i) => [file, i]));
    const root = this.ctx.config.root;
    const duration = (file: TestSpecification): number => {
      const path = relative(root, file.moduleId);
      const last = this.ctx.cache.getFileTestResults(`${file.project.name}:${path}`);
      return last === undefined ? (seconds[path] ?? 1) * 1000 : last.duration;
    };
    // Projects and group orders keep vitest's order; within one, the longest first.
    return base.slice().sort((a, b) => (a.project.name === b.project.name ? duration(b) - duration(a) : 0) || place.get(a)! - place.get(b)!);
  }
}
