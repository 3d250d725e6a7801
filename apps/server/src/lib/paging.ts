import type { PageQuery } from '@poolside/contract/envelope';
import { asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AppError } from './app-error.ts';

/**
 * `?sort=` of a paged list: `column` or `column:asc` ascending, `-column` or `column:desc` descending.
 * An unknown column answers -6 naming `sort`. The id column breaks ties so pages are stable.
 */
export function orderOf(
  sort: string | undefined,
  columns: Record<string, SQLWrapper>,
  fallback: string,
  tieBreak: SQLWrapper,
): SQL[] {
  const raw = (sort ?? fallback).trim();
  const descending = raw.startsWith('-') || raw.endsWith(':desc');
  const key = raw.replace(/^-/, '').replace(/:(asc|desc)$/, '');
  const column = columns[key];
  if (!column) throw new AppError('missingParams', { field: 'sort', fields: ['sort'] });
  return [descending ? desc(column) : asc(column), asc(tieBreak)];
}

export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.pageSize;
}

/** A filter text as an ILIKE pattern (wildcards in the text match literally). */
export function likePattern(filter: string): string {
  return `%${filter.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
