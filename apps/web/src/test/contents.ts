import type { Content } from '@poolside/contract/contents';

/** A content item as GET /contents answers it; `texts` maps prop names (title_eng, body_fra, …) to HTML. */
export function contentItem(id: number, type: Content['type'], texts: Record<string, string>): Content {
  return {
    id,
    type,
    dateCreate: Date.UTC(2026, 2, 14, 9, 30) / 1000,
    dateUpdate: Date.UTC(2026, 2, 14, 9, 30) / 1000,
    hidden: 0,
    locked: 0,
    props: Object.entries(texts).map(([name, data]) => ({ name, data })),
  };
}
