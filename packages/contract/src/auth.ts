import { z } from 'zod';
import { limits } from './constants.ts';
import { totpCodeSchema, twoFactorCodeSchema, twoFactorSetupSchema } from './two-factor.ts';
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

/** The step after the password (two-step sign-in): an unknown, expired or used-up challenge is -15. */
const challengeField = z.string().min(1).max(200);
export const twoFactorVerifySchema = z.object({
  method: z.literal('twoFactorVerify'),
  challenge: challengeField,
  code: twoFactorCodeSchema,
});
export const twoFactorSetupMethodSchema = z.object({
  method: z.literal('twoFactorSetup'),
  challenge: challengeField,
});
export const twoFactorEnrolSchema = z.object({
  method: z.literal('twoFactorEnrol'),
  challenge: challengeField,
  code: totpCodeSchema,
});

/** The body of POST /api/login, one shape per method. */
export const loginBodySchema = z.object({
  method: z.enum([
    'login',
    'logoff',
    'resetPassword',
    'checkToken',
    'twoFactorVerify',
    'twoFactorSetup',
    'twoFactorEnrol',
  ]),
  email: z.string().max(254).optional(),
  password: z.string().max(200).optional(),
  keepLogin: z.boolean().optional(),
  token: z.string().max(200).optional(),
  newPass: z.string().max(200).optional(),
  confirmNewPass: z.string().max(200).optional(),
  challenge: z.string().max(200).optional(),
  code: z.string().max(40).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * A login that needs its second step: `verify` (enter a code of the app or a recovery code) or `enrol`
 * (TWO_FACTOR=required and not set up yet: twoFactorSetup, then twoFactorEnrol). No cookie is set yet.
 */
export const twoFactorChallengeSchema = z.object({
  step: z.enum(['verify', 'enrol']),
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** A session opened: the session user (and, after an enrolment at login, the new recovery codes, shown once). */
export const loggedInSchema = z.object({
  user: sessionUserSchema,
  recoveryCodes: z.array(z.string()).optional(),
});
export type LoggedIn = z.infer<typeof loggedInSchema>;

/**
 * What POST /api/login answers: the session user after a login (or a second step: `{twoFactor}`), the new
 * secret after twoFactorSetup, null for the other methods.
 */
export const loginAnswerSchema = z
  .union([loggedInSchema, z.object({ twoFactor: twoFactorChallengeSchema }), twoFactorSetupSchema])
  .nullable();
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** A throttled request (HTTP 429, code -8) says when to try again. */
export const throttledDataSchema = z.object({ retryAfter: z.number().int() });
