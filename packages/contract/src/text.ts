// Text no field may carry (issue 19): a NUL byte (PostgreSQL text refuses it) or a lone UTF-16 surrogate
// (not a character; it cannot be written as UTF-8). The server refuses both with -6 in every string of every
// request's path, query and body at once (apps/server/src/plugins/input-text.ts), so no schema can forget it.

// In a `u` regular expression a surrogate pair is one code point: only a lone surrogate matches.
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** True when the text has no NUL byte and no lone surrogate. */
export function isSafeText(text: string): boolean {
  return !text.includes('\0') && !loneSurrogate.test(text);
}

// Plain objects: JSON's, and the query and params objects of Fastify (an empty prototype over null).
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/**
 * The dotted path (`note.text`, `list.1`) of the first string, or object key, that is not safe text in a
 * parsed JSON value, query or params object; null when there is none. Walks without recursion (a deeply
 * nested body cannot exhaust the stack) and only into arrays and plain objects (not buffers or streams).
 */
export function unsafeTextField(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (!Array.isArray(current) && !isPlainObject(current)) continue;
    const entries = Object.entries(current);
    // Pushed in reverse so the first field is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      const childPath = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) return childPath;
      stack.push({ value: child, path: childPath });
    }
  }
  return null;
}
