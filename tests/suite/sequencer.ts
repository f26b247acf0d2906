/**
 * The order `npm test` starts its files in: the longest first. Two workers take the files
 * in turn, so a long file started last runs alone while the other core waits for it; started
 * first, it runs beside the short ones. Vitest orders by the durations of the last run on
 * this machine (node_modules/.vite/vitest/results.json) and, without them (a clean clone, CI),
 * by file size, which puts a 100-line file that plays a whole match in a browser last. So
 * the durations measured here (`seconds`) stand in where the last run's are missing.
 *
 * The projects that run together (the same `sequence.groupOrder`) go in the order the config
 * lists them, each whole: a worker that shares its modules across files (`isolate: false`)
 * is kept only while the next file in the queue is of its project, so the files of such a
 * project must follow one another. vitest.config.ts lists the isolated files first (the
 * browsers and servers, the longest) and the shared ones after them, whose short files then
 * fill the end of the run on both cores.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { seconds } from './durations.js';

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const place = new Map(base.map((file, i) => [file, i]));
    const root = this.ctx.config.root;
    const projects = this.ctx.projects.map((project) => project.name);
    const duration = (file: TestSpecification): number => {
      const path = relative(root, file.moduleId);
      const last = this.ctx.cache.getFileTestResults(`${file.project.name}:${path}`);
      return last === undefined ? (seconds[path] ?? 1) * 1000 : last.duration;
    };
    const group = (file: TestSpecification): number => file.project.config.sequence.groupOrder;
    const project = (file: TestSpecification): number => projects.indexOf(file.project.name);
    return base
      .slice()
      .sort((a, b) => group(a) - group(b) || project(a) - project(b) || duration(b) - duration(a) || place.get(a)! - place.get(b)!);
  }
}
