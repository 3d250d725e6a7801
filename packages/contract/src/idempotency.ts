import { z } from 'zod';

/**
 * A key the screen makes once per submission (an order placed, an RMA sent, a quantity added to the cart)
 * and sends again when the same submission is repeated (a retry after a lost answer, a double click): the
 * server answers the first outcome instead of doing it twice. 8-100 of `A-Za-z0-9_-`.
 */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);
