/**
 * PostgreSQL cannot store a NUL character in text or JSON, and a lone UTF-16 surrogate is not
 * text at all (it cannot be encoded as UTF-8): either one in any input would fail deep inside a
 * query. Every request's parsed body, query and params are walked once, before their schema, so
 * no route can forget it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is exactly what is refused.
const unsafe = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isUnsafe = (text: string) => unsafe.test(text);

/** The path of the first string (or object key) that cannot be stored, or null. */
export function findUnsafeText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return isUnsafe(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnsafe(key)) return [...path, key];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
