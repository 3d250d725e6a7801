import { z } from 'zod';
import { limits } from './constants.ts';
import { sessionUserSchema } from './users.ts';

export const loginMethodSchema = z.object({
  method: z.literal('login'),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  password: z.string().min(1).max(200),
  keepLogin: z.boolean().optional().default(false),
});
export const logoffMethodSchema = z.object({ method: z.literal('logoff') });
export const resetByEmailSchema = z.object({
  method: z.literal('resetPassword'),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
});
/** Spec 01 s8: every password problem answers -6 ("Passwords not matching"), a bad token -15. */
export const resetByTokenSchema = z
  .object({
    method: z.literal('resetPassword'),
    token: z.string().min(1).max(200),
    newPass: z.string().min(limits.passwordMin).max(200),
    confirmNewPass: z.string().max(200),
  })
  .refine((v) => v.newPass === v.confirmNewPass, {
    path: ['confirmNewPass'],
    message: 'passwordsNotMatching',
  });
export const checkTokenSchema = z.object({
  method: z.literal('checkToken'),
  token: z.string().min(1).max(200),
});

/** The body of POST /api/login, one shape per method. */
export const loginBodySchema = z.object({
  method: z.enum(['login', 'logoff', 'resetPassword', 'checkToken']),
  email: z.string().max(254).optional(),
  password: z.string().max(200).optional(),
  keepLogin: z.boolean().optional(),
  token: z.string().max(200).optional(),
  newPass: z.string().max(200).optional(),
  confirmNewPass: z.string().max(200).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** What POST /api/login answers: the session user after a login, null for the other methods. */
export const loginAnswerSchema = z.object({ user: sessionUserSchema }).nullable();
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** A throttled request (HTTP 429, code -8) says when to try again. */
export const throttledDataSchema = z.object({ retryAfter: z.number().int() });
