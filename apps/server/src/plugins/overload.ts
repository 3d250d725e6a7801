// Overload shedding: when the event loop falls behind, new requests are answered at once with the
// spec's -3 (HTTP 503, Retry-After) in the envelope instead of queueing until every client times out.
// @fastify/under-pressure measures the mean event-loop delay once per sample interval.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

/** Seconds a refused client is asked to wait. */
export const overloadRetryAfterSeconds = 5;

class OverloadError extends AppError {
  constructor() {
    super('databaseConnection', { retryAfter: overloadRetryAfterSeconds }, { message: 'overloaded' });
  }
}

export async function registerOverloadShedding(app: FastifyInstance, overload: Config['overload']) {
  if (overload.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: overload.maxEventLoopDelayMs,
    sampleInterval: overload.sampleIntervalMs,
    retryAfter: overloadRetryAfterSeconds,
    customError: OverloadError as unknown as new () => Error,
  });
}
