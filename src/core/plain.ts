/**
 * Taking untrusted input into the library: one bounded, iterative, plain copy.
 *
 * Everything that comes from outside (a move, a config, a save, a game record) is copied
 * once, before anything else looks at it, into fresh plain JSON: objects and arrays,
 * strings, finite numbers, booleans and `null`. The copy reads each property exactly
 * once, so a getter or a `Proxy` cannot show one value to a check and another to a rule;
 * it walks with an explicit stack, so no depth of nesting can overflow the call stack;
 * and it stops at fixed limits of depth, size and string length, so no input can make it
 * (or what runs after it) slow. Anything else is refused with a reason, never thrown.
 *
 * @module
 */
import { left, right, type Either } from './either.js';

/**
 * How much untrusted input may hold; beyond that it is refused.
 *
 * @group Codecs
 */
export interface InputLimits {
  /** Deepest nesting of objects and arrays (the top value is depth 1). */
  readonly depth: number;
  /** Most values in all (every object, array, string, number, boolean, null counts 1). */
  readonly nodes: number;
  /** Longest string, key or value, in characters. */
  readonly stringLength: number;
}

/**
 * Limits for one move: moves are small, flat objects.
 *
 * @group Codecs
 */
export const MOVE_LIMITS: InputLimits = { depth: 8, nodes: 2_000, stringLength: 200 };
/**
 * Limits for a config, which may carry a whole custom component set.
 *
 * @group Codecs
 */
export const CONFIG_LIMITS: InputLimits = { depth: 16, nodes: 200_000, stringLength: 2_000 };
/**
 * Limits for a saved state.
 *
 * @group Codecs
 */
export const STATE_LIMITS: InputLimits = { depth: 32, nodes: 2_000_000, stringLength: 2_000 };
/**
 * Limits for a game record (config plus every move).
 *
 * @group Codecs
 */
export const RECORD_LIMITS: InputLimits = { depth: 20, nodes: 4_000_000, stringLength: 2_000 };

/** Keys that plain data never needs and that change an object's prototype when assigned. */
const FORBIDDEN_KEYS = new Set(['__proto__']);

/**
 * A plain JSON copy of `input` within `limits`, or the reason it is refused (with the
 * path of the first offending value). Never throws, whatever `input` is.
 */
export function plainCopy(input: unknown, limits: InputLimits): Either<string, unknown> {
  try {
    return copy(input, limits);
  } catch (e) {
    // A getter or Proxy trap that throws, or a value that cannot even be inspected.
    return left(`the value could not be read as plain data (${safeErrorText(e)})`);
  }
}

function safeErrorText(e: unknown): string {
  try {
    return e instanceof Error ? clip(e.name, 40) : 'an exception';
  } catch {
    return 'an exception';
  }
}

interface Frame {
  readonly source: unknown;
  readonly target: unknown[] | Record<string, unknown>;
  readonly keys: readonly string[];
  index: number;
  readonly depth: number;
  readonly path: string;
}

function copy(input: unknown, limits: InputLimits): Either<string, unknown> {
  let nodes = 0;
  const problem = (path: string, what: string): Either<string, never> => left(`at ${path}: ${what}`);

  // A scalar, or a fresh empty container to fill, or the reason `value` is refused.
  const start = (value: unknown): { scalar: unknown } | { container: unknown[] | Record<string, unknown>; keys: string[] } | string => {
    nodes++;
    if (nodes > limits.nodes) return `too large (more than ${limits.nodes} values)`;
    if (value === null || typeof value === 'boolean') return { scalar: value };
    if (typeof value === 'number') return Number.isFinite(value) ? { scalar: value } : 'not a finite number';
    if (typeof value === 'string') {
      return value.length <= limits.stringLength ? { scalar: value } : `a string longer than ${limits.stringLength} characters`;
    }
    if (typeof value !== 'object') return `not plain data (${typeof value})`;
    if (Array.isArray(value)) {
      const n = value.length;
      if (n > limits.nodes) return `too large (more than ${limits.nodes} values)`;
      return { container: new Array<unknown>(n), keys: Array.from({ length: n }, (_, i) => String(i)) };
    }
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return 'not a plain object';
    const keys = Object.keys(value);
    if (keys.length > limits.nodes) return `too large (more than ${limits.nodes} values)`;
    for (const k of keys) {
      if (k.length > limits.stringLength) return `a key longer than ${limits.stringLength} characters`;
      if (FORBIDDEN_KEYS.has(k)) return `the key '${k}' is not allowed`;
    }
    return { container: {}, keys };
  };

  const top = start(input);
  if (typeof top === 'string') return problem('value', top);
  if ('scalar' in top) return right(top.scalar);
  if (limits.depth < 1) return problem('value', 'nested too deeply');
  const stack: Frame[] = [{ source: input, target: top.container, keys: top.keys, index: 0, depth: 1, path: 'value' }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.index >= frame.keys.length) {
      stack.pop();
      continue;
    }
    const key = frame.keys[frame.index] as string;
    frame.index++;
    const isArray = Array.isArray(frame.target);
    const path = isArray ? `${frame.path}[${key}]` : `${frame.path}.${clip(key, 40)}`;
    // The one read of this property: whatever a getter returns now is what counts.
    const value = (frame.source as Record<string, unknown>)[key];
    if (value === undefined && !isArray) continue; // JSON drops undefined fields too
    const started = start(value);
    if (typeof started === 'string') return problem(path, started);
    let out: unknown;
    if ('scalar' in started) out = started.scalar;
    else {
      if (frame.depth + 1 > limits.depth) return problem(path, `nested too deeply (more than ${limits.depth} levels)`);
      out = started.container;
      stack.push({ source: value, target: started.container, keys: started.keys, index: 0, depth: frame.depth + 1, path });
    }
    if (isArray) (frame.target as unknown[])[Number(key)] = out;
    else (frame.target as Record<string, unknown>)[key] = out;
  }
  return right(top.container);
}

/** `text` cut to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 3))}...`;
}

/**
 * A short preview of any value for an error message: at most `max` characters, built
 * without recursion, so that neither depth nor size nor getters can make it throw.
 */
export function preview(value: unknown, max = 60): string {
  try {
    let out = '';
    // Emit tokens until the budget is spent; containers are walked with an explicit stack.
    const stack: unknown[] = [value];
    const budget = max + 4;
    while (stack.length > 0 && out.length <= budget) {
      const v = stack.pop();
      if (typeof v === 'symbol' && v === CLOSE_ARRAY) out += ']';
      else if (typeof v === 'symbol' && v === CLOSE_OBJECT) out += '}';
      else if (typeof v === 'symbol' && v === COMMA) out += ',';
      else if (typeof v === 'object' && v !== null && (v as { [KEY]?: string })[KEY] !== undefined) out += (v as { [KEY]: string })[KEY];
      else if (v === undefined) out += 'nothing';
      else if (v === null || typeof v === 'number' || typeof v === 'boolean') out += String(v);
      else if (typeof v === 'string') out += JSON.stringify(clip(v, budget));
      else if (typeof v === 'bigint') out += `${String(v)}n`;
      else if (typeof v === 'function' || typeof v === 'symbol') out += `<${typeof v}>`;
      else if (Array.isArray(v)) {
        out += '[';
        const n = Math.min(v.length, budget);
        stack.push(CLOSE_ARRAY);
        for (let i = n - 1; i >= 0; i--) {
          stack.push(v[i]);
          if (i > 0) stack.push(COMMA);
        }
      } else {
        out += '{';
        const keys = Object.keys(v as object).slice(0, budget);
        stack.push(CLOSE_OBJECT);
        for (let i = keys.length - 1; i >= 0; i--) {
          const k = keys[i] as string;
          stack.push((v as Record<string, unknown>)[k]);
          stack.push({ [KEY]: `${JSON.stringify(clip(k, budget))}:` });
          if (i > 0) stack.push(COMMA);
        }
      }
    }
    return clip(out, max);
  } catch {
    return '<unreadable value>';
  }
}

const CLOSE_ARRAY = Symbol('close array');
const CLOSE_OBJECT = Symbol('close object');
const COMMA = Symbol('comma');
const KEY = Symbol('key');
