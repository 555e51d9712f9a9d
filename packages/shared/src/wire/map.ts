/*
 * Domain names inside, the spec's names at the edge (issue 31). An entity's WireNames (names.ts)
 * map each domain name to its wire name. The server renames a reply with toWire and a request body
 * with fromWire; the web client reads a reply with fromWire and sends a body with toWire. Fields a
 * map does not list (a read model's counts, a field whose name is the same on both sides) pass
 * through unchanged, in both directions.
 */

/** Domain name → the spec's wire name, for one entity. */
export type WireNames = { readonly [domain: string]: string };

/** R as the wire has it: each domain name of M renamed to its wire name. */
export type OnWire<R, M extends WireNames> = { [K in keyof R as K extends keyof M ? M[K] : K]: R[K] };

/** The domain name of wire name W in M. */
type DomainName<M extends WireNames, W> = { [D in keyof M]: M[D] extends W ? D : never }[keyof M];

/** T (a wire body) with each wire name of M renamed to its domain name. */
export type OffWire<T, M extends WireNames> = {
  [K in keyof T as K extends M[keyof M] ? DomainName<M, K> : K]: T[K];
};

const reversed = new WeakMap<WireNames, Map<string, string>>();

function domainNamesOf(names: WireNames): Map<string, string> {
  let map = reversed.get(names);
  if (!map) {
    map = new Map(Object.entries(names).map(([domain, wire]) => [wire, domain]));
    reversed.set(names, map);
  }
  return map;
}

function renamed(value: object, nameOf: (key: string) => string | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[nameOf(key) ?? key] = field;
  return out;
}

/** A row (or a read model built on one) → the wire's field names. */
export function toWire<M extends WireNames, R extends object>(names: M, row: R): OnWire<R, M> {
  return renamed(row, (key) => (Object.hasOwn(names, key) ? names[key] : undefined)) as OnWire<R, M>;
}

/** A request body of the wire → the domain's names; a field left out stays out (a PUT leaves it as it is). */
export function fromWire<M extends WireNames, T extends object>(names: M, body: T): OffWire<T, M> {
  const domain = domainNamesOf(names);
  return renamed(body, (key) => domain.get(key)) as OffWire<T, M>;
}

/** The domain name of wire name `field` in `names` (the field itself when the map does not list it). */
export function domainNameOf<M extends WireNames>(names: M, field: PropertyKey): PropertyKey {
  return typeof field === 'string' ? (domainNamesOf(names).get(field) ?? field) : field;
}

/** The wire's name of a domain field (an error's details name the field the client sent). */
export function wireNameOf<M extends WireNames>(names: M, field: keyof M | (string & {})): string {
  return Object.hasOwn(names, field) ? names[field as string] : String(field);
}
