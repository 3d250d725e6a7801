import { z } from 'zod';

/**
 * The latest date a date field or filter takes (3000-01-01, unix seconds): beyond it a date cannot be a real
 * one, and past year 9999 the server could not even write it (issue 19: the audit filter answered 500).
 */
export const maxUnixDate = 32_503_680_000;

/** The earliest date a date field or filter takes (1970-01-01): dates travel as non-negative unix seconds. */
export const minUnixDate = 0;

/** A date-only value in unix seconds (UTC midnight) in a body. */
export const unixDateSchema = z.number().int().min(minUnixDate).max(maxUnixDate);

/** A date filter of a list's query string (`?fromDate=`, `?toDate=`), in unix seconds. */
export const queryUnixDateSchema = z.coerce.number().int().min(minUnixDate).max(maxUnixDate);

/**
 * The earliest day of a past event a user reports (a purchase, the day a website issue happened): 1990-01-01,
 * the earliest model year the catalogue takes (master-data-rules.ts). Later than today is the server's rule.
 */
export const minEventDate = 631_152_000;

/** The day of a past event in unix seconds (UTC midnight): not before `minEventDate`. */
export const eventDateSchema = z.number().int().min(minEventDate).max(maxUnixDate);

/** The bounds above as yyyy-MM-dd, for dates read as text (the import's cells). */
export const minIsoDate = '1970-01-01';
export const maxIsoDate = '3000-01-01';
