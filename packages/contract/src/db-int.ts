import { z } from 'zod';

/** The largest value of a PostgreSQL integer column: ids above it are refused as -6, never sent to the database. */
export const MAX_DB_INT = 2_147_483_647;
export const MIN_DB_INT = -2_147_483_648;

/** A record id in a JSON body (a positive integer that fits the database's integer column). */
export const recordIdSchema = z.number().int().positive().max(MAX_DB_INT);

/** A record id in a path or a query string (or a body that takes ids as text): coerced, then the same bounds. */
export const queryRecordIdSchema = z.coerce.number().int().positive().max(MAX_DB_INT);
