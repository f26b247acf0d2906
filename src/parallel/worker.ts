/**
 * The worker-thread entry of the pool: plays one batch per call. Loaded by the pool from
 * the built package (`nautical-rules/parallel/worker`), never imported by user code.
 *
 * @module
 */
import { playBatch } from './play.js';
import type { BatchTask, GameOutcome } from './outcome.js';

/** Plays one batch (see {@link playBatch}). */
export default function playTask(task: BatchTask): GameOutcome[] {
  return playBatch(task);
}
