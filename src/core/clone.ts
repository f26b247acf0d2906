/**
 * Copying plain JSON values.
 *
 * Game states are plain JSON (objects, arrays, strings, finite numbers, booleans, null),
 * so a structural copy is all `apply` needs before it edits: the caller's state is never
 * touched, and the copy can be changed freely.
 *
 * @module
 */

/** A deep copy of a plain JSON value (faster than `structuredClone` for small states). */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) {
      const v = value[i];
      out[i] = v === null || typeof v !== 'object' ? v : cloneJson(v);
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const obj = value as Record<string, unknown>;
  for (const key in obj) {
    const v = obj[key];
    if (v === undefined) continue;
    out[key] = v === null || typeof v !== 'object' ? v : cloneJson(v);
  }
  return out as T;
}

/**
 * A copy of `state` for `perform` to edit, deep except for the top-level fields named in
 * `shared`, which are kept by reference: for parts that rule code never edits in place
 * (fixed rules, component data, and fields it replaces rather than edits), so that each
 * move does not pay for copying them. Strict mode freezes states, so an edit in place of
 * a shared part is caught by the tests.
 */
export function cloneExcept<T extends object>(state: T, shared: readonly (keyof T)[] | ReadonlySet<string>): T {
  const keep = shared instanceof Set ? shared : new Set(shared as readonly string[]);
  // A spread first, then overwriting fields in place: the copy keeps the state's shape (its
  // hidden class). Adding 20-odd fields one by one to an empty object would turn it into a
  // slow dictionary object, and every later read of the state would pay for it.
  const out = { ...state } as Record<string, unknown>;
  for (const key in out) {
    const v = out[key];
    if (v !== null && typeof v === 'object' && !keep.has(key)) out[key] = cloneJson(v);
  }
  return out as T;
}

/** Structural equality of two plain JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], bb[i])) return false;
    return true;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ak = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const bk = Object.keys(bo).filter((k) => bo[k] !== undefined);
  if (ak.length !== bk.length) return false;
  for (const k of ak) if (!jsonEqual(ao[k], bo[k])) return false;
  return true;
}

/** A canonical JSON text of a plain value: object keys sorted, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(sortKeys);
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(obj).sort()) {
    if (obj[key] !== undefined) out[key] = sortKeys(obj[key]);
  }
  return out;
}
