import { errorEnvelopeSchema, okEnvelope } from '@poolside/contract/envelope';
import type { z } from 'zod';

/** The response schemas of a route: the success envelope of `data` and the error envelope. */
export function responses<T extends z.ZodType>(data: T) {
  return {
    200: okEnvelope(data),
    '4xx': errorEnvelopeSchema,
    '5xx': errorEnvelopeSchema,
  };
}
