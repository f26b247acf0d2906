/**
 * io-ts building blocks shared by every game's codecs, and the decoder that turns
 * io-ts failures into readable {@link RuleError}s.
 *
 * Untrusted JSON (a network message, a save file) goes through a game's codecs before it
 * reaches the rules: `game.codecs.state.decode(json)`, or {@link decodeWith} for a
 * `RuleError` with a message a person can read.
 *
 * @module
 */
import * as t from 'io-ts';
import { left, right, type Either } from './either.js';
import { ruleError, type RuleError, type RuleErrorCode } from './errors.js';
import { clip, plainCopy, preview, type InputLimits } from './plain.js';
import type { DataProblem } from './problems.js';

/**
 * A finite integer (plain `number`, no brand).
 *
 * @group Codecs
 */
export const integer: t.Type<number, number, unknown> = new t.Type<number, number, unknown>(
  'integer',
  (u): u is number => typeof u === 'number' && Number.isInteger(u),
  (u, c) => (typeof u === 'number' && Number.isInteger(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/**
 * An integer in `[min, max]`.
 *
 * @group Codecs
 */
export function intRange(min: number, max: number): t.Type<number, number, unknown> {
  const is = (u: unknown): u is number =>
    typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max;
  return new t.Type<number, number, unknown>(
    `integer ${min}..${max}`,
    is,
    (u, c) => (is(u) ? t.success(u) : t.failure(u, c)),
    t.identity,
  );
}

/**
 * A non-negative integer.
 *
 * @group Codecs
 */
export const natural: t.Type<number, number, unknown> = intRange(0, Number.MAX_SAFE_INTEGER);

/**
 * A codec made by {@link oneOf}: it keeps its allowed values, so that messages can list them.
 *
 * @group Codecs
 */
export interface OneOfType<V extends string> extends t.Type<V, V, unknown> {
  /** The allowed values, in their given order. */
  readonly values: readonly V[];
}

/**
 * One of a fixed list of string literals (the codec's `values` lists them).
 *
 * @group Codecs
 */
export function oneOf<const L extends readonly [string, ...string[]]>(values: L, name?: string): OneOfType<L[number]> {
  const set = new Set<string>(values);
  const is = (u: unknown): u is L[number] => typeof u === 'string' && set.has(u);
  const codec = new t.Type<L[number], L[number], unknown>(
    name ?? values.map((v) => `'${v}'`).join(' | '),
    is,
    (u, c) => (is(u) ? t.success(u) : t.failure(u, c)),
    t.identity,
  );
  return Object.assign(codec, { values: [...values] as readonly L[number][] });
}

/** The allowed values of a codec made by {@link oneOf}, or `undefined` for any other codec. */
function allowedValues(codec: t.Decoder<unknown, unknown>): readonly string[] | undefined {
  const values = (codec as { values?: unknown }).values;
  return Array.isArray(values) && values.every((v) => typeof v === 'string') ? values : undefined;
}

/**
 * An object codec with required and optional properties that refuses unknown keys, so
 * that `{ ...move, extra: 1 }` is malformed rather than silently accepted.
 *
 * @group Codecs
 */
export function closed<R extends t.Props, O extends t.Props = {}>(
  name: string,
  required: R,
  optional?: O,
): t.Type<t.TypeOf<t.TypeC<R>> & Partial<t.TypeOf<t.TypeC<O>>>, t.OutputOf<t.TypeC<R>> & Partial<t.OutputOf<t.TypeC<O>>>, unknown> {
  const req = t.type(required);
  const opt = t.partial(optional ?? ({} as O));
  const both = t.intersection([req, opt]);
  const known = new Set([...Object.keys(required), ...Object.keys(optional ?? {})]);
  type A = t.TypeOf<t.TypeC<R>> & Partial<t.TypeOf<t.TypeC<O>>>;
  type Out = t.OutputOf<t.TypeC<R>> & Partial<t.OutputOf<t.TypeC<O>>>;
  const extraKey = (u: unknown): string | undefined =>
    typeof u === 'object' && u !== null && !Array.isArray(u)
      ? Object.keys(u).find((k) => !known.has(k))
      : undefined;
  return new t.Type<A, Out, unknown>(
    name,
    (u): u is A => both.is(u) && extraKey(u) === undefined,
    (u, c) => {
      if (typeof u !== 'object' || u === null || Array.isArray(u)) return t.failure(u, c, `expected an object (${name})`);
      const extra = extraKey(u);
      const decoded = both.validate(u, c) as t.Validation<A>;
      if (extra === undefined) return decoded;
      // The unknown field first, then whatever else is wrong with the known ones.
      const unknown: t.ValidationError = { value: u, context: c, message: `unknown field '${clip(extra, 40)}' in ${name}` };
      return t.failures([unknown, ...(decoded._tag === 'Left' ? decoded.left : [])]);
    },
    (a) => both.encode(a as never) as Out,
  );
}

/**
 * The `viewer` of a view: a seat of a table of at most `maxPlayers` seats, or
 * `'spectator'`. (Whether the seat sits at this very table is checked against the table.)
 *
 * @group Codecs
 */
export function viewerCodec(maxPlayers: number): t.Type<number | 'spectator', number | 'spectator', unknown> {
  return t.union([intRange(0, maxPlayers - 1), t.literal('spectator')], 'Viewer');
}

/**
 * A value or `null`.
 *
 * @group Codecs
 */
export function nullable<C extends t.Mixed>(codec: C): t.UnionC<[C, t.NullC]> {
  return t.union([codec, t.null]);
}

/**
 * Each io-ts error as a {@link DataProblem}: the path of the value at fault under `root`
 * (`config.islands.start`; from the value itself when `root` is `''`: `islands[3].id`) and
 * the codec's message or `expected T, got V`. One per error, not bounded: callers bound.
 * With `listValues`, a value outside a {@link oneOf} list says which values it may take:
 * `expected one of Bonus: mast, sail, good; got "banana"`.
 */
export function errorProblems(errors: t.Errors, root = 'value', { listValues = false }: { readonly listValues?: boolean } = {}): DataProblem[] {
  return errors.map((e) => {
    const at = pathOf(e.context, root);
    const path = root === '' && at.startsWith('.') ? at.slice(1) : at;
    if (e.message !== undefined) return { path, problem: e.message };
    const last = e.context[e.context.length - 1];
    const expected = last ? last.type.name : 'a value';
    const values = listValues && last ? allowedValues(last.type) : undefined;
    if (values !== undefined) {
      // A name that is itself a list ('a' | 'b', Good | any) says nothing the values do not.
      const named = expected.includes('|') ? '' : `${expected}: `;
      return { path, problem: `expected one of ${named}${clip(values.join(', '), 200)}; got ${show(e.value)}` };
    }
    return { path, problem: `expected ${expected}, got ${show(e.value)}` };
  });
}

/**
 * Turns io-ts errors into one line per problem: `at move.player: expected integer 0..3, got 7`.
 *
 * @group Codecs
 */
export function formatErrors(errors: t.Errors, root = 'value'): string {
  const lines = errorProblems(errors, root).map((p) => `at ${p.path}: ${p.problem}`);
  // Bounded whatever the input: at most 8 distinct problems, each line cut short.
  return [...new Set(lines.slice(0, 64))].slice(0, 8).map((l) => clip(l, 240)).join('; ');
}

function pathOf(context: t.Context, root: string): string {
  const parts: string[] = [root];
  context.forEach((entry, i) => {
    const k = clip(entry.key, 40);
    if (k === '') return;
    if (/^\d+$/.test(k)) {
      // Numeric keys inside an object (not an array) are members of an intersection or
      // union, not positions: they say nothing to the reader.
      const parent = context[i - 1];
      if (parent !== undefined && !Array.isArray(parent.actual)) return;
      parts.push(`[${k}]`);
    } else parts.push(`.${k}`);
  });
  return parts.join('');
}

/** A value as an error message may echo it: at most 60 characters, never a throw. */
const show = (value: unknown): string => preview(value, 60);

/**
 * Decodes untrusted `input` with `codec`, or a {@link RuleError} with `code` and a
 * readable message. The input is first copied once into plain JSON within `limits`
 * (see `plainCopy`): the codec and everything after it only ever see that copy, so no
 * depth, size, getter or Proxy can make decoding throw or change what was decoded.
 *
 * @group Codecs
 */
export function decodeWith<A, O>(
  codec: t.Type<A, O, unknown>,
  input: unknown,
  code: RuleErrorCode,
  root = 'value',
  limits: InputLimits = DEFAULT_LIMITS,
): Either<RuleError, A> {
  try {
    const plain = plainCopy(input, limits);
    if (plain._tag === 'Left') return left(ruleError(code, `${describeCode(code)}: ${plain.left.replace(/^at value/, `at ${root}`)}`));
    const result = codec.decode(plain.right);
    if (result._tag === 'Left') {
      return left(ruleError(code, `${describeCode(code)}: ${formatErrors(result.left, root)}`));
    }
    return right(result.right);
  } catch (e) {
    // A codec's own check failed on something unforeseen: still a refusal, never a throw.
    return left(ruleError(code, `${describeCode(code)}: the value could not be checked (${e instanceof Error ? clip(e.message, 80) : 'unknown error'})`));
  }
}

const DEFAULT_LIMITS: InputLimits = { depth: 32, nodes: 2_000_000, stringLength: 2_000 };

/**
 * `codec`, hardened for untrusted input: `decode` first takes the bounded plain copy of
 * {@link decodeWith}, so that calling `.decode` on it directly is as safe as going
 * through `decodeWith`. `is` and `encode` are unchanged.
 *
 * @group Codecs
 */
export function hardened<A, O>(codec: t.Type<A, O, unknown>, limits: InputLimits = DEFAULT_LIMITS): t.Type<A, O, unknown> {
  return new t.Type<A, O, unknown>(
    codec.name,
    codec.is,
    (u, c) => {
      const plain = plainCopy(u, limits);
      if (plain._tag === 'Left') return t.failure(u, c, plain.left.replace(/^at value: /, ''));
      try {
        return codec.validate(plain.right, c);
      } catch (e) {
        return t.failure(u, c, `the value could not be checked (${e instanceof Error ? clip(e.message, 80) : 'unknown error'})`);
      }
    },
    codec.encode,
  );
}

/**
 * A state codec that checks a game's own consistency after its structure: a save that
 * decodes is one the rules can go on from. `problem` returns `null` for a consistent
 * state, or the first inconsistency, naming the field (`hands[2]: 8 rubies, but ...`).
 *
 * @group Codecs
 */
export function consistentState<A, O>(
  structural: t.Type<A, O, unknown>,
  problem: (state: A) => string | null,
  limits: InputLimits = DEFAULT_LIMITS,
): t.Type<A, O, unknown> {
  const checked = new t.Type<A, O, unknown>(
    structural.name,
    (u): u is A => {
      if (!structural.is(u)) return false;
      try {
        return problem(u) === null;
      } catch {
        return false;
      }
    },
    (u, c) => {
      const decoded = structural.validate(u, c);
      if (decoded._tag === 'Left') return decoded;
      let why: string | null;
      try {
        why = problem(decoded.right);
      } catch (e) {
        why = `the state could not be checked (${e instanceof Error ? clip(e.message, 80) : 'unknown error'})`;
      }
      return why === null ? decoded : t.failure(u, c, `inconsistent state: ${clip(why, 200)}`);
    },
    structural.encode,
  );
  return hardened(checked, limits);
}

/**
 * An identifier from outside (a card or building id in custom component data): a
 * non-empty string of letters, digits and `-_.:`, at most 64 characters, and not a name
 * that every JavaScript object already has (`__proto__`, `constructor`, `toString`, ...),
 * so that ids can never collide with the machinery of the objects they index.
 *
 * @group Codecs
 */
export const safeId: t.Type<string, string, unknown> = new t.Type<string, string, unknown>(
  'id',
  (u): u is string => typeof u === 'string' && idProblem(u) === null,
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c);
    const why = idProblem(u);
    return why === null ? t.success(u) : t.failure(u, c, why);
  },
  t.identity,
);

function idProblem(id: string): string | null {
  if (id.length === 0 || id.length > 64) return 'an id has 1 to 64 characters';
  if (!/^[\p{L}\p{N}_.:-]+$/u.test(id)) return `the id ${show(id)} may only hold letters, digits and - _ . :`;
  if (id in Object.prototype || id === '__proto__' || id === 'prototype') return `the id ${show(id)} is reserved (it names a property every object has)`;
  return null;
}

function describeCode(code: RuleErrorCode): string {
  switch (code) {
    case 'MALFORMED_MOVE':
      return 'Not a move of this game';
    case 'INVALID_CONFIG':
      return 'Invalid config';
    case 'INVALID_STATE':
      return 'Not a state of this game';
    case 'INVALID_RECORD':
      return 'Not a game record';
    default:
      return 'Invalid value';
  }
}

/**
 * Pins a codec to a declared type: `codecFor<Island>()(closed(...))` fails to compile
 * unless everything the codec accepts is an `Island`, so the hand-written interfaces
 * (which read well in the API docs) and the codecs cannot drift apart silently.
 *
 * @group Codecs
 */
export function codecFor<A>() {
  return <C extends t.Decoder<unknown, A>>(codec: C): t.Type<A, unknown, unknown> =>
    codec as unknown as t.Type<A, unknown, unknown>;
}

/**
 * A union discriminated by the string field `tag` (`'type'` for moves): the decoder
 * looks at the tag first, so an error says "unknown move type 'x'" or names the one
 * field that is wrong, instead of listing every member of the union.
 *
 * @group Codecs
 */
export function taggedUnion<M extends Record<string, t.Mixed>>(
  name: string,
  tag: string,
  members: M,
): t.Type<t.TypeOf<M[keyof M]>, unknown, unknown> & { readonly tags: readonly string[] } {
  type A = t.TypeOf<M[keyof M]>;
  const tags = Object.keys(members);
  const memberOf = (u: unknown): t.Mixed | undefined => {
    if (typeof u !== 'object' || u === null || Array.isArray(u)) return undefined;
    const value = (u as Record<string, unknown>)[tag];
    return typeof value === 'string' && Object.prototype.hasOwnProperty.call(members, value) ? members[value] : undefined;
  };
  const codec = new t.Type<A, unknown, unknown>(
    name,
    (u): u is A => memberOf(u)?.is(u) ?? false,
    (u, c) => {
      if (typeof u !== 'object' || u === null || Array.isArray(u)) return t.failure(u, c, `expected an object (${name})`);
      const member = memberOf(u);
      if (member === undefined) {
        const value = (u as Record<string, unknown>)[tag];
        return t.failure(u, c, `unknown ${tag} ${show(value)}; expected one of ${tags.map((x) => `'${x}'`).join(', ')}`);
      }
      return member.validate(u, c) as t.Validation<A>;
    },
    t.identity,
  );
  // The tags travel with the codec, so a game's move types can be listed from it.
  return Object.assign(codec, { tags: Object.freeze([...tags]) });
}

/**
 * A value or `undefined`: for the optional fields of configs. A value that is present but
 * wrong is reported with the wrapped codec's own error only (a plain union would add
 * "expected undefined" to every mistake).
 *
 * @group Codecs
 */
export function optional<C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C> | undefined, t.OutputOf<C> | undefined, unknown> {
  return new t.Type<t.TypeOf<C> | undefined, t.OutputOf<C> | undefined, unknown>(
    `${codec.name} | undefined`,
    (u): u is t.TypeOf<C> | undefined => u === undefined || codec.is(u),
    (u, c) => (u === undefined ? t.success(undefined) : (codec.validate(u, c) as t.Validation<t.TypeOf<C> | undefined>)),
    (a) => (a === undefined ? undefined : (codec.encode(a) as t.OutputOf<C>)),
  );
}

/**
 * `codec` (typically a `t.tuple`) applied only to arrays of exactly `length` items: io-ts'
 * `t.tuple` accepts and strips extra items, which would let a move with a surplus item
 * decode as a legal one.
 *
 * @group Codecs
 */
export function exactly<C extends t.Mixed>(codec: C, length: number): t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown> {
  const fits = (u: unknown): u is unknown[] => Array.isArray(u) && u.length === length;
  return new t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown>(
    codec.name,
    (u): u is t.TypeOf<C> => fits(u) && codec.is(u),
    (u, c) => (fits(u) ? codec.validate(u, c) : t.failure(u, c, `expected exactly ${length} items (${codec.name})`)),
    (a) => codec.encode(a) as t.OutputOf<C>,
  );
}
