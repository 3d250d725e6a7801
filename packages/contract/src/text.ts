import { z } from 'zod';

// Text no field may carry: a NUL byte (PostgreSQL text refuses it) or a lone UTF-16 surrogate
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

// Characters that show nothing: white space, format characters (zero-width space and joiners, the byte order
// mark, direction marks, the soft hyphen) and the other default-ignorable ones (Hangul fillers, variation
// selectors, tags). Text made only of them looks empty, so a required field holding them is missing.
const invisibleAtEnds =
  /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}]+|[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}]+$/gu;

/** The text without invisible characters at either end: `trim()` that also takes zero-width and format ones. */
export function trimText(text: string): string {
  return text.replace(invisibleAtEnds, '');
}

/** Whether a value is missing as text: absent, null, or a string with nothing visible in it. */
export function isBlankText(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && trimText(value) === '');
}

/** Text of a form field: trimmed of invisible characters at both ends, at most `max` characters. */
export const textSchema = (max: number) => z.string().overwrite(trimText).max(max);

/**
 * Required text, the one rule every required text field uses: as `textSchema`, and missing (-12 on the server,
 * the screen's "required") when nothing visible is left.
 */
export const requiredTextSchema = (max: number) => textSchema(max).min(1);
