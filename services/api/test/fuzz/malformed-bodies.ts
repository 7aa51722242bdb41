/**
 * A seeded generator of request bodies that break a route's OpenAPI request schema in one place
 * each: wrong types, nulls, missing fields, values out of range, huge strings, deep nesting, extra
 * and prototype keys, non-object bodies, bad JSON and wrong content types. The same seed always
 * gives the same bodies, so a failure names a body that can be replayed.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The subset of an OpenAPI 3 schema object the generator reads. */
export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: Json[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  example?: Json;
}

export interface MalformedBody {
  /** What is wrong with it, e.g. "wrong type: checkIn.mood = \"7\"". */
  label: string;
  contentType: string;
  payload: string;
}

type Random = () => number;

/** mulberry32: a tiny, well-mixed 32-bit PRNG (public domain). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a route's seed comes from its own name, so adding a route leaves the others' bodies alone. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)];
const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

/** Letters from two scripts and digits, never whitespace: trimming cannot shorten these strings. */
const TEXT_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789مرحباصحة';
const ASCII_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const from = (characters: string) => (random: Random, length: number): string =>
  Array.from({ length }, () => characters[Math.floor(random() * characters.length)]).join('');
const text = from(TEXT_CHARACTERS);
/**
 * Random text of any length in time that does not grow with the random draws: a feed's 5-million
 * character limit drawn a character at a time took ~80 s per route, most of the fuzz run.
 */
const LONG_TEXT_BLOCK = 4_096;
const longText = (random: Random, length: number): string =>
  length <= LONG_TEXT_BLOCK ? text(random, length) : text(random, LONG_TEXT_BLOCK).repeat(Math.ceil(length / LONG_TEXT_BLOCK)).slice(0, length);
/** E-mail local parts stay ASCII: a valid base must not fail on an address a validator doubts. */
const ascii = from(ASCII_CHARACTERS);

/** Keys that pollute or shadow Object.prototype members when code copies a body carelessly. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__', 'valueOf'];

/** Raises body-parser's 100 kB limit (413) or stays just under it, in about equal measure. */
const HUGE_LENGTHS = [2_000, 60_000, 99_000, 150_000, 400_000];
const NESTING_DEPTHS = [64, 512, 5_000, 40_000];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=sahha-fuzz',
  'application/xml',
  'application/merge-patch+json',
  'application/json; charset=utf-16',
  'application/octet-stream',
];

const BAD_EMAILS = ['not-an-email', 'a@b', '@example.com', 'user@', 'user@@example.com', 'user example@example.com', 'user@example..com'];
const BAD_DATES = ['yesterday', '2025-13-01T00:00:00Z', '2025-02-30T10:00:00Z', '06/01/2025', '2025-W02-1', ''];

function resolve(schema: SchemaObject, components: Record<string, SchemaObject>): SchemaObject {
  if (schema.$ref === undefined) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = components[name];
  if (target === undefined) throw new Error(`unresolved schema reference ${schema.$ref}`);
  return resolve(target, components);
}

/** A value the schema accepts, varied by the seed. */
function validValue(schema: SchemaObject, random: Random, components: Record<string, SchemaObject>): Json {
  const resolved = resolve(schema, components);
  if (resolved.enum !== undefined) return pick(random, resolved.enum);
  if (resolved.type === 'object' || resolved.properties !== undefined) {
    return Object.fromEntries(
      Object.entries(resolved.properties ?? {}).map(([name, property]) => [name, validValue(property, random, components)]),
    );
  }
  if (resolved.type === 'array') {
    return resolved.items === undefined ? [] : [validValue(resolved.items, random, components)];
  }
  if (resolved.type === 'number' || resolved.type === 'integer') {
    const min = resolved.minimum ?? 1;
    const max = resolved.maximum ?? min + 100;
    const step = resolved.multipleOf ?? 1;
    return Math.ceil(min / step) * step + step * between(random, 0, Math.floor((max - min) / step));
  }
  if (resolved.type === 'boolean') return random() < 0.5;
  if (resolved.format === 'email') return `fuzz.${ascii(random, 8)}@example.com`;
  if (resolved.format === 'date-time') return new Date(Date.UTC(2024, between(random, 0, 11), between(random, 1, 28), 9, 30)).toISOString();
  if (resolved.format === 'password') return `Xylophone-${ascii(random, 6)}-42`;
  const min = Math.max(resolved.minLength ?? 1, 3);
  const max = Math.min(resolved.maxLength ?? 40, 40);
  return text(random, between(random, Math.min(min, max), max));
}

/** Where a field sits in the body: ['checkIn', 'mood'] for body.checkIn.mood. */
interface Field {
  path: string[];
  schema: SchemaObject;
  required: boolean;
}

function fieldsOf(schema: SchemaObject, components: Record<string, SchemaObject>, prefix: string[] = []): Field[] {
  const resolved = resolve(schema, components);
  return Object.entries(resolved.properties ?? {}).flatMap(([name, property]) => {
    const field: Field = { path: [...prefix, name], schema: resolve(property, components), required: (resolved.required ?? []).includes(name) };
    return [field, ...fieldsOf(property, components, field.path)];
  });
}

/** Objects in the body (the root and nested ones) where an unknown key can be added. */
function objectPaths(schema: SchemaObject, components: Record<string, SchemaObject>): string[][] {
  return [[], ...fieldsOf(schema, components).filter(({ schema: field }) => field.properties !== undefined).map(({ path }) => path)];
}

function withValue(body: Json, path: string[], value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const [head, ...rest] = path;
  const object = { ...(body as Record<string, Json>) };
  if (rest.length === 0 && value === undefined) {
    delete object[head];
  } else {
    // A computed key makes even '__proto__' an own, serialisable property.
    Object.defineProperty(object, head, { value: withValue(object[head] ?? {}, rest, value), enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** Values of another JSON type than the field's; objects carry query-operator keys on purpose. */
function wrongTypeValues(field: SchemaObject, valid: Json): Json[] {
  const type = field.properties !== undefined ? 'object' : (field.type ?? 'string');
  const byType: Record<string, Json[]> = {
    string: [42, -1, 0, true, false, [valid], {}, { $ne: null }, ['a', 'b']],
    number: [String(valid), '', 'NaN', true, false, [valid], {}, { $gt: 0 }],
    integer: [String(valid), '', true, [valid], {}, { $gt: 0 }],
    boolean: ['true', 1, 0, [], {}],
    array: ['energy', 5, true, {}, { 0: 'energy', length: 1 }],
    object: ['text', 5, true, [], [valid]],
  };
  return byType[type] ?? byType.string;
}

/** Values of the right type that the schema's constraints forbid; none when it states none. */
function constraintBreakers(field: SchemaObject, random: Random): Json[] {
  const values: Json[] = [];
  if (field.enum !== undefined) values.push(`${text(random, 6)}-not-a-choice`, 'NONE OF THESE');
  if (field.type === 'string' && field.maxLength !== undefined) values.push(longText(random, field.maxLength + between(random, 1, 50)));
  if (field.type === 'string' && field.minLength !== undefined && field.minLength > 1) values.push(text(random, field.minLength - 1));
  if (field.format === 'email') values.push(...BAD_EMAILS);
  if (field.format === 'date-time') values.push(...BAD_DATES);
  if (field.type === 'number' || field.type === 'integer') {
    if (field.minimum !== undefined) values.push(field.minimum - 1 - between(random, 0, 1000), field.minimum - 0.5, -1e308);
    if (field.maximum !== undefined) values.push(field.maximum + 1 + between(random, 0, 1000), field.maximum + 0.5, 1e308);
    if (field.multipleOf !== undefined && field.minimum !== undefined) values.push(field.minimum + field.multipleOf / 2);
  }
  if (field.type === 'array' && field.items !== undefined) {
    values.push([42], [null], [{}], [[]]);
    if (field.items.enum !== undefined) values.push([`${text(random, 5)}-not-a-choice`]);
  }
  return values;
}

function nested(depth: number, asArray: boolean): string {
  return asArray ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Splices raw JSON text in as the value of `key` at the top of a serialised object body. */
function withRawMember(body: Json, key: string, raw: string): string {
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  // The key's own valid value goes: JSON.parse keeps the last of two equal keys.
  const serialised = isObject ? JSON.stringify(withValue(body, [key], undefined)) : '{}';
  return serialised === '{}' ? `{${JSON.stringify(key)}:${raw}}` : `{${JSON.stringify(key)}:${raw},${serialised.slice(1)}`;
}

function badJson(valid: Json, random: Random): string {
  const serialised = JSON.stringify(valid);
  const variants = [
    serialised.slice(0, between(random, 1, Math.max(1, serialised.length - 1))),
    serialised.replace(/"/g, "'"),
    `${serialised.slice(0, -1)},}`,
    `{"value": NaN, ${serialised.slice(1)}`,
    `{"value": undefined}`,
    `// comment\n${serialised}`,
    `${serialised}${serialised}`,
    '{',
    '\u0000',
  ];
  const candidate = pick(random, variants);
  try {
    JSON.parse(candidate);
  } catch {
    return candidate;
  }
  // A truncation can land on valid JSON (e.g. a number cut short): make sure it is not.
  return `${candidate}}}`;
}

type Generator = (context: { valid: Json; random: Random; fields: Field[]; objects: string[][] }) => MalformedBody;

const json = (label: string, payload: string): MalformedBody => ({ label, contentType: 'application/json', payload });
const describePath = (path: string[]): string => (path.length === 0 ? 'body' : path.join('.'));
const preview = (value: Json): string => {
  const shown = JSON.stringify(value);
  return shown.length > 60 ? `${shown.slice(0, 57)}...(${shown.length} chars)` : shown;
};

/** Every kind takes its turn (index modulo the list), so each kind appears in every route's set. */
const KINDS: Generator[] = [
  ({ valid, random }) => json('bad JSON', badJson(valid, random)),
  ({ valid, random }) => {
    const contentType = pick(random, WRONG_CONTENT_TYPES);
    const payload = contentType.startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams(Object.entries(valid as Record<string, Json>).map(([key, value]): [string, string] => [key, String(value)])).toString()
      : JSON.stringify(valid);
    return { label: `wrong content type ${contentType}`, contentType, payload };
  },
  ({ valid, random }) => {
    const body = pick(random, [null, 0, 42, -1, 'text', '', true, false, [], [valid], [[valid]], [null]] as Json[]);
    return json(`not an object: ${preview(body)}`, JSON.stringify(body));
  },
  ({ valid, random, fields, objects }) => {
    const required = fields.filter((field) => field.required);
    if (required.length === 0) return extraField(valid, random, objects);
    const field = pick(random, required);
    return json(`missing ${describePath(field.path)}`, JSON.stringify(withValue(valid, field.path, undefined)));
  },
  ({ valid, random, fields, objects }) => {
    const candidates = fields.filter((field) => field.required && field.schema.nullable !== true);
    if (candidates.length === 0) return extraField(valid, random, objects);
    const field = pick(random, candidates);
    return json(`null ${describePath(field.path)}`, JSON.stringify(withValue(valid, field.path, null)));
  },
  ({ valid, random, fields, objects }) => {
    if (fields.length === 0) return extraField(valid, random, objects);
    const field = pick(random, fields);
    const current = field.path.reduce<Json>((value, key) => (value as Record<string, Json>)[key], valid);
    const value = pick(random, wrongTypeValues(field.schema, current));
    return json(`wrong type: ${describePath(field.path)} = ${preview(value)}`, JSON.stringify(withValue(valid, field.path, value)));
  },
  ({ valid, random, fields, objects }) => {
    const candidates = fields.flatMap((field) => constraintBreakers(field.schema, random).map((value) => ({ field, value })));
    if (candidates.length === 0) return extraField(valid, random, objects);
    const { field, value } = pick(random, candidates);
    return json(`out of bounds: ${describePath(field.path)} = ${preview(value)}`, JSON.stringify(withValue(valid, field.path, value)));
  },
  ({ valid, random, fields }) => {
    const length = pick(random, HUGE_LENGTHS);
    const strings = fields.filter((field) => field.schema.type === 'string' && field.schema.maxLength !== undefined && field.schema.maxLength < length);
    // Without a bounded string field the huge string rides in an unknown field, itself an error.
    const path = strings.length > 0 ? pick(random, strings).path : [`huge_${text(random, 4)}`];
    const value = text(random, 1).repeat(length);
    return json(`huge string: ${describePath(path)} of ${length} chars`, JSON.stringify(withValue(valid, path, value)));
  },
  ({ valid, random, fields }) => {
    const depth = pick(random, NESTING_DEPTHS);
    const asArray = random() < 0.5;
    const field = fields.length > 0 && random() < 0.7 ? pick(random, fields.filter((candidate) => candidate.path.length === 1)) : undefined;
    const key = field?.path[0] ?? `deep_${text(random, 4)}`;
    return json(`deep nesting: ${key} ${asArray ? 'arrays' : 'objects'} ${depth} levels`, withRawMember(valid, key, nested(depth, asArray)));
  },
  ({ valid, random, objects }) => extraField(valid, random, objects),
  ({ valid, random, objects }) => {
    const path = pick(random, objects);
    const key = pick(random, PROTOTYPE_KEYS);
    const value = pick(random, [{ isAdmin: true, role: 'admin' }, { polluted: 1 }, 'admin', null, 1] as Json[]);
    return json(`prototype key: ${describePath([...path, key])} = ${preview(value)}`, JSON.stringify(withValue(valid, [...path, key], value)));
  },
];

function extraField(valid: Json, random: Random, objects: string[][]): MalformedBody {
  const path = [...pick(random, objects), pick(random, ['isAdmin', 'role', 'id', 'userId_', 'createdAt', `x_${text(random, 5)}`])];
  const value = pick(random, [true, 'admin', 1, null, {}, [], text(random, 20)] as Json[]);
  return json(`extra field: ${describePath(path)} = ${preview(value)}`, JSON.stringify(withValue(valid, path, value)));
}

/**
 * `count` bodies that each break `schema` (the route's request body; undefined when the route
 * documents none, in which case only the schema-free kinds apply, on an empty object).
 */
export function malformedBodies(
  seed: number,
  count: number,
  schema: SchemaObject | undefined,
  components: Record<string, SchemaObject>,
): MalformedBody[] {
  const random = seededRandom(seed);
  const fields = schema === undefined ? [] : fieldsOf(schema, components);
  const objects = schema === undefined ? [[]] : objectPaths(schema, components);
  return Array.from({ length: count }, (_unused, index) => {
    const valid = schema === undefined ? {} : validValue(schema, random, components);
    return KINDS[index % KINDS.length]({ valid, random, fields, objects });
  });
}
