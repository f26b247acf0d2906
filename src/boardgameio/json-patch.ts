/**
 * A JSON patch (RFC 6902) from one client state to the next, made in one walk.
 *
 * boardgame.io makes each client's patch with the `rfc6902` package, whose diff copies a
 * JSON pointer for every key it visits (a seat's log is an object of one key per line, so
 * every line of the log, per client, per move) and aligns arrays by edit distance. Here
 * parts that are the same object are skipped at once (the seat views share what did not
 * change), objects are compared key by key with the path built only for what changed, and
 * an array of another length is replaced whole. The patch is larger than the smallest one
 * only for arrays that grew or shrank, which a client's state holds few of; boardgame.io's
 * client applies it with the same `rfc6902`, so any valid patch does.
 *
 * @module
 */
import { jsonEqual } from '../core/clone.js';

/** One operation of a JSON patch. */
export type PatchOperation = { readonly op: 'add' | 'replace'; readonly path: string; readonly value: unknown } | { readonly op: 'remove'; readonly path: string };

const isPlainObject = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);
const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Objects known to be another object with keys added (see {@link markAppended}). */
const appended = new WeakMap<object, { readonly base: object; readonly from: number; readonly to: number }>();

/**
 * Records that `next` holds the keys `0` to `from - 1` of `base` (the same values), and the
 * keys `from` to `to - 1` besides, and nothing else: a patch from `base` to `next` is then
 * made from the keys added alone, not from a walk of every key (a seat's log, which grows
 * by a few lines a move). Neither object may change afterwards. `base` loses its own mark.
 */
export function markAppended(next: object, base: object, from: number, to: number): void {
  appended.set(next, { base, from, to });
  // Only the last link is kept: a chain would hold every log a seat ever had (a patch from
  // an older base is still right, made by the walk).
  appended.delete(base);
}

/** A key as a JSON pointer token (RFC 6901: `~` as `~0`, `/` as `~1`). */
const token = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

function diff(prev: unknown, next: unknown, path: string, out: PatchOperation[]): void {
  if (prev === next) return;
  if (isPlainObject(prev) && isPlainObject(next)) {
    const added = appended.get(next);
    if (added !== undefined && added.base === prev) {
      for (let i = added.from; i < added.to; i++) out.push({ op: 'add', path: `${path}/${i}`, value: next[i] });
      return;
    }
    // A key holding `undefined` is not in the JSON a client received.
    for (const k of Object.keys(prev)) if (prev[k] !== undefined && (!hasOwn(next, k) || next[k] === undefined)) out.push({ op: 'remove', path: `${path}/${token(k)}` });
    for (const k of Object.keys(next)) {
      const v = next[k];
      // The same value (a part the views share): no path to build, nothing to walk.
      if (v === undefined || v === prev[k]) continue;
      if (!hasOwn(prev, k) || prev[k] === undefined) out.push({ op: 'add', path: `${path}/${token(k)}`, value: v });
      else diff(prev[k], v, `${path}/${token(k)}`, out);
    }
    return;
  }
  if (Array.isArray(prev) && Array.isArray(next) && prev.length === next.length) {
    for (let i = 0; i < next.length; i++) diff(prev[i], next[i], `${path}/${i}`, out);
    return;
  }
  if (!jsonEqual(prev, next)) out.push({ op: 'replace', path, value: next });
}

/** The operations that turn the JSON value `prev` into `next` (none when they are equal). */
export function jsonPatch(prev: unknown, next: unknown): PatchOperation[] {
  const out: PatchOperation[] = [];
  diff(prev, next, '', out);
  return out;
}
