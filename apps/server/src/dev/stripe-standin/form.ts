/** A decoded Stripe request parameter: a string, or nested by bracket keys (`a[b][0][c]`). */
export type Param = string | { [key: string]: Param };
export type Params = { [key: string]: Param };

/**
 * Decodes a form-encoded body or query string the way Stripe reads it: `line_items[0][price]=x`
 * becomes `{ line_items: { '0': { price: 'x' } } }`, and `expand[]=a&expand[]=b` numbers the
 * entries in order. Use `list()` to read an indexed parameter as an array.
 */
export function parseForm(text: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = keyPath(rawKey);
    let node: Params = root;
    keys.forEach((key, i) => {
      const slot = key === '' ? String(Object.keys(node).length) : key;
      if (i === keys.length - 1) {
        node[slot] = value;
        return;
      }
      const next = node[slot];
      if (typeof next === 'object') node = next;
      else node = node[slot] = {};
    });
  }
  return root;
}

function keyPath(rawKey: string): string[] {
  const open = rawKey.indexOf('[');
  if (open < 0) return [rawKey];
  const rest = rawKey.slice(open).match(/\[([^\]]*)\]/g) ?? [];
  return [rawKey.slice(0, open), ...rest.map((part) => part.slice(1, -1))];
}

/** The string value of a parameter, or undefined when absent or nested. */
export function str(value: Param | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** An indexed parameter (`a[0]`, `a[1]`, or `a[]`) as an array, in index order. */
export function list(value: Param | undefined): Param[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  return Object.keys(value)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => value[key] as Param);
}

/** A `metadata[...]` style parameter as a flat string map (nested values are dropped). */
export function stringMap(value: Param | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') out[key] = entry;
  }
  return out;
}

/** A child parameter of a nested one, e.g. `child(items[0], 'price')`. */
export function child(value: Param | undefined, key: string): Param | undefined {
  return value && typeof value === 'object' ? value[key] : undefined;
}
