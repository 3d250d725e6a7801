import { limits } from '@poolside/contract/constants';
import type { Language } from '@poolside/contract/languages';
import type { ContentProp, ContentRow } from '../contents/index.ts';
import type { OptionItemRow, Translated } from '../complete-units/index.ts';
import { toUnix } from '../../lib/clock.ts';

/** A named prop in the reader's language, else eng (spec 01: eng is the fallback). */
export function propIn(props: ContentProp[], name: string, language: Language): string {
  const find = (lang: Language) => props.find((p) => p.name === `${name}_${lang}`)?.data ?? '';
  return find(language) || find('eng');
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of rich-text HTML: tags dropped, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] !== '#') return entities[code.toLowerCase()] ?? whole;
      const n =
        code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A text of at most `max` characters: as it is when it fits, else cut at the last word boundary that leaves
 * room for an ellipsis, without the punctuation before the cut (one word longer than `max` is cut inside).
 */
export function summarize(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const boundary = head.search(/\s\S*$/);
  const kept = (boundary > 0 ? head.slice(0, boundary) : head.slice(0, max - 1)).replace(
    /[\s.,;:!?…-]+$/u,
    '',
  );
  return `${kept || head.slice(0, max - 1)}…`;
}

export function presentNewsSummary(row: ContentRow, language: Language) {
  return {
    id: row.id,
    title: propIn(row.props, 'title', language),
    summary: summarize(htmlToText(propIn(row.props, 'body', language)), limits.newsSummaryMax),
    dateCreate: toUnix(row.createdAt)!,
    image: null,
  };
}

export function presentOptionItem(row: OptionItemRow, language: Language) {
  const title = row.title as Translated;
  return { id: row.id, title: title[language] || title.eng, isOther: row.isOther };
}
