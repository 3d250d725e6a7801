import { z } from 'zod';

/**
 * The latest date a date field or filter takes (3000-01-01, unix seconds): beyond it a date cannot be a real
 * one, and past year 9999 the server could not even write it (issue 19: the audit filter answered 500).
 */
export const maxUnixDate = 32_503_680_000;

/** A date-only value in unix seconds (UTC midnight) in a body. */
export const unixDateSchema = z.number().int().min(0).max(maxUnixDate);

/** A date filter of a list's query string (`?fromDate=`, `?toDate=`), in unix seconds. */
export const queryUnixDateSchema = z.coerce.number().int().min(0).max(maxUnixDate);
