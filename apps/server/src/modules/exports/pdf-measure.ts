// Text widths for the PDF table, in time linear in the text and bounded by the width asked about. pdfkit's own
// widthOfString lays out the whole string and keeps every string it laid out (its layout cache holds glyph
// runs): measuring each prefix of a long word cost the cube of its length and gigabytes. Here a short word is
// measured whole (kerning included) and kept; a long one is summed character by character and never kept, and
// a scan stops as soon as it passes the width it was asked about.

/** pdfkit's font object (doc.font() makes it current; its widths do not depend on the current font). */
export type PdfFont = { widthOfString: (text: string, size: number) => number; layoutCache?: object };

/** Words up to this many characters are measured whole and kept; longer ones are summed per character. */
const WORD_CHARS = 24;
/** Kept word widths per font; past it the cache starts again (a report's words repeat: statuses, dates). */
const MAX_WORDS = 20_000;

export type TextMeasure = {
  font: PdfFont;
  /** The width of a word (no space in it) or any short text. */
  width: (text: string) => number;
  /**
   * Where text from `start` stops fitting in `limit` points: the end index (at least one character past
   * `start`, so a line always moves on) and the width up to it. Reads no further than it needs.
   */
  fit: (text: string, start: number, limit: number) => { end: number; width: number };
  /** The width of `text`, or `limit` plus something once it is known to be wider (reads no further). */
  widthUpTo: (text: string, limit: number) => number;
};

/** The end of the character starting at `index` (a surrogate pair is one character). */
const charEnd = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff && index + 1 < text.length ? index + 2 : index + 1;
};

export function createMeasure(font: PdfFont, size: number): TextMeasure {
  const words = new Map<string, number>();
  const chars = new Map<string, number>();
  const charWidth = (char: string) => {
    let width = chars.get(char);
    if (width === undefined) {
      width = font.widthOfString(char, size);
      chars.set(char, width);
    }
    return width;
  };
  const fit = (text: string, start: number, limit: number) => {
    let width = 0;
    let index = start;
    while (index < text.length) {
      const next = charEnd(text, index);
      const added = charWidth(text.slice(index, next));
      if (width + added > limit && index > start) break;
      width += added;
      index = next;
    }
    return { end: index, width };
  };
  const width = (text: string) => {
    if (text.length > WORD_CHARS) return fit(text, 0, Number.POSITIVE_INFINITY).width;
    let known = words.get(text);
    if (known === undefined) {
      if (words.size >= MAX_WORDS) words.clear();
      known = font.widthOfString(text, size);
      words.set(text, known);
    }
    return known;
  };
  return {
    font,
    width,
    fit,
    widthUpTo(text, limit) {
      if (text.length <= WORD_CHARS) return width(text);
      const fitted = fit(text, 0, limit);
      return fitted.end < text.length ? Math.max(limit, fitted.width) + 1 : fitted.width;
    },
  };
}
