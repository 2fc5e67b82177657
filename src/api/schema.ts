import * as v from 'valibot';
import type { ApiQueryArgs } from './base-query';
import type { ApiError } from './errors';

/**
 * Lenient answer schemas (valibot). Every API answer passes through one of these before a component
 * sees it, so a null, a missing field or a wrong type can never throw in render. The rules:
 * - a required string that is missing, null or not a string is '' (a number becomes its text);
 * - a required number comes from a number or a numeric string, else the default given;
 * - a boolean comes from true/false, 1/0, "1"/"0", "true"/"false", else the default given;
 * - an optional field (`?` in src/types/api.ts) keeps a value of its type, else it is left out;
 * - an array that is missing or not an array is []; non-object rows are dropped, and so are rows
 *   without a numeric id in lists whose rows have ids (`rows`);
 * - objects keep fields the schema does not name (the real API sends more than the spec).
 * How an endpoint uses them: docs/answer-schemas.md.
 */

type Read<T> = (value: unknown) => T | undefined;
type Entries = v.ObjectEntries;
type Schema<T = unknown> = v.GenericSchema<unknown, T>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const toNumber: Read<number> = (value) => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? +value : NaN;
  return Number.isFinite(number) ? number : undefined;
};

export const toText: Read<string> = (value) =>
  typeof value === 'string' ? value : toNumber(value) === undefined ? undefined : String(value);

const BOOLEANS = new Map<unknown, boolean>([
  [true, true],
  [1, true],
  ['1', true],
  ['true', true],
  [false, false],
  [0, false],
  ['0', false],
  ['false', false],
]);
export const toBoolean: Read<boolean> = (value) => BOOLEANS.get(value);

const toFlag: Read<0 | 1> = (value) => {
  const on = toBoolean(value);
  return on === undefined ? undefined : on ? 1 : 0;
};

/** Fields typed number or string (standard_shipping: an amount or a label): numeric reads as a number. */
export const toNumberOrText: Read<number | string> = (value) => toNumber(value) ?? toText(value);

const coerce = <T>(read: (value: unknown) => T) => v.pipe(v.unknown(), v.transform(read));

/** A field that is always there: a value `read` cannot accept becomes `fallback`. */
export const required = <T>(read: Read<T>, fallback: T) =>
  v.fallback(
    coerce((value) => read(value) ?? fallback),
    () => fallback,
  );

/** A field the type marks optional: a value `read` cannot accept leaves it undefined. */
export const optional = <T>(read: Read<T>) => v.optional(coerce(read));

export const text = required(toText, '');
export const optText = optional(toText);
export const num = (fallback = 0) => required(toNumber, fallback);
export const optNum = optional(toNumber);
export const bool = (fallback = false) => required(toBoolean, fallback);
export const optBool = optional(toBoolean);
/** The spec's 1/0 flags (is_primary, show_nutrition_label), from the same forms as booleans. */
export const flag = required(toFlag, 0);
export const optFlag = optional(toFlag);
/** An id row key: rows without one are dropped by `rows`, so the 0 is never seen there. */
export const id = num(0);

const asRecord = (value: unknown) => (isRecord(value) ? value : {});

/** An object answer or field: anything but an object reads as {}, so every field gets its default. */
export const entity = <E extends Entries>(entries: E) => {
  const shape = v.looseObject(entries);
  return v.fallback(v.pipe(v.unknown(), v.transform(asRecord), shape), () => v.parse(shape, {}));
};

/** An optional object field: left out unless it is an object. */
export const optEntity = <S extends Schema>(schema: S) =>
  optional((value): v.InferOutput<S> | undefined =>
    isRecord(value) ? v.parse(schema, value) : undefined,
  );

const arrayOf = <S extends Schema>(item: S, keep: (row: unknown) => boolean) =>
  v.fallback(
    v.pipe(
      v.unknown(),
      v.transform((value) => (Array.isArray(value) ? value.filter(keep) : [])),
      v.array(item),
    ),
    () => [],
  );

/** A list of object rows that have no id (badges, nutrition lines): non-objects dropped. */
export const list = <S extends Schema>(item: S) => arrayOf(item, isRecord);

/** A list of rows with ids (products, categories, addresses): rows without a numeric id dropped. */
export const rows = <S extends Schema>(item: S) =>
  arrayOf(item, (row) => isRecord(row) && toNumber(row.id) !== undefined);

/** Reads `{ data: x }` as x (address, payment-account and country lists come either way). */
export const inData = <S extends Schema>(schema: S) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (isRecord(value) && 'data' in value ? value.data : value)),
    schema,
  );

/** Reads a list answer as its first row (the spec says "list" where the API sends one object). */
export const firstOf = <S extends Schema>(schema: S) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (Array.isArray(value) ? (value[0] as unknown) : value)),
    schema,
  );

/** An answer that may mean "nothing": null unless `present` holds for it. */
export const orNull = <S extends Schema>(schema: S, present: (value: unknown) => boolean) =>
  v.pipe(
    v.unknown(),
    v.transform((value): v.InferOutput<S> | null =>
      present(value) ? v.parse(schema, value) : null,
    ),
  );

export const hasId = (value: unknown): boolean =>
  isRecord(value) && toNumber(value.id) !== undefined;

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** Entries that name every field of T, each producing T's type for that field. */
export type EntriesOf<T> = {
  [K in keyof T]-?: Schema<K extends OptionalKeys<T> ? T[K] | undefined : T[K]>;
};

/**
 * An entity schema checked against its type in src/types/api.ts: leaving out a field, adding one
 * the type lacks, or producing the wrong type for one is a compile error.
 */
export const entityOf =
  <T>() =>
  <E extends EntriesOf<T>>(entries: E & Record<Exclude<keyof E, keyof T>, never>) =>
    entity(entries);

// ---------- Registration: how an endpoint declares its answer ----------

declare const answerBrand: unique symbol;
/** The parser of one endpoint's answer; only `answer()` makes one. */
export type Answer<T> = ((raw: unknown) => T) & { readonly [answerBrand]: true };

const answers = new WeakMap<object, Answer<unknown>>();

/** `transformResponse: answer(cartSchema)`: the endpoint's answer goes through the schema. */
export const answer = <S extends Schema>(schema: S): Answer<v.InferOutput<S>> => {
  const read = ((raw: unknown) => v.parse(schema, raw)) as Answer<v.InferOutput<S>>;
  answers.set(read, read);
  return read;
};

/** The answer parser an endpoint definition registered (its transformResponse or queryFn), if any. */
export const registeredAnswer = (definition: {
  transformResponse?: unknown;
  queryFn?: unknown;
}): Answer<unknown> | undefined =>
  [definition.transformResponse, definition.queryFn]
    .map((fn) => (typeof fn === 'function' ? answers.get(fn) : undefined))
    .find(Boolean);

type BaseQuery = (
  args: ApiQueryArgs | string,
) => PromiseLike<{ data?: unknown; error?: ApiError }> | { data?: unknown; error?: ApiError };

/**
 * `queryFn: notFoundAsNull(request, answer(schema))`: a 404 is the answer null ("no such thing"),
 * cached like data so a later subscriber does not ask again; other failures stay errors.
 */
export const notFoundAsNull = <Arg, T>(
  request: (arg: Arg) => ApiQueryArgs | string,
  read: Answer<T>,
) => {
  const queryFn = async (arg: Arg, _api: unknown, _extra: unknown, baseQuery: BaseQuery) => {
    const result = await baseQuery(request(arg));
    if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
    return { data: read(result.data) };
  };
  answers.set(queryFn, read);
  return queryFn;
};
