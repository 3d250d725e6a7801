/** A filter text as an ILIKE pattern (wildcards in the text match literally). */
export function likePattern(filter: string): string {
  return `%${filter.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
