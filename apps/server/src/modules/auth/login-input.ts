import {
  checkTokenSchema,
  type LoginBody,
  loginMethodSchema,
  resetByEmailSchema,
  resetByTokenSchema,
  twoFactorEnrolSchema,
  twoFactorSetupMethodSchema,
  twoFactorVerifySchema,
} from '@poolside/contract/auth';
import { isBlankText } from '@poolside/contract/text';
import type { z } from 'zod';
import { fieldError } from '../../lib/app-error.ts';
import { inputIssuesError, valueAt } from '../../lib/input-issues.ts';

function issueFields(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.path.join('.')))];
}

const isBlank = isBlankText;

/** Login: -12 when email or password is missing, -6 when present but invalid. */
export function parseLogin(body: LoginBody) {
  const parsed = loginMethodSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw inputIssuesError(parsed.error.issues.map((i) => ({ path: i.path, value: valueAt(body, i.path) })));
}

/** Reset request: any e-mail problem is -6 ("Email address cant be empty" on the screen). */
export function parseResetByEmail(body: LoginBody) {
  const parsed = resetByEmailSchema.safeParse(body);
  if (!parsed.success) throw fieldError('invalid', 'email');
  return parsed.data;
}

/** Reset with token: a password problem is -6 naming the field, an empty token is -15 like a bad one. */
export function parseResetByToken(body: LoginBody) {
  const parsed = resetByTokenSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = issueFields(parsed.error);
  if (fields.includes('token')) throw fieldError('notFound', 'token');
  throw fieldError('invalid', fields);
}

export function parseCheckToken(body: LoginBody) {
  const parsed = checkTokenSchema.safeParse(body);
  if (!parsed.success) throw fieldError('notFound', 'token');
  return parsed.data;
}

/**
 * The second step of a login: a missing or bad challenge is -15 like an unknown one (the screen goes back to
 * the password), an empty code -12, a code of neither shape -6, both at `code`.
 */
function parseSecondStep<T extends z.ZodType>(schema: T, body: LoginBody): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = issueFields(parsed.error);
  if (fields.includes('challenge')) throw fieldError('notFound', 'challenge');
  throw fieldError(isBlank((body as Record<string, unknown>).code) ? 'fieldRequired' : 'invalid', 'code');
}

export function parseTwoFactorVerify(body: LoginBody) {
  return parseSecondStep(twoFactorVerifySchema, body);
}

export function parseTwoFactorSetup(body: LoginBody) {
  return parseSecondStep(twoFactorSetupMethodSchema, body);
}

export function parseTwoFactorEnrol(body: LoginBody) {
  return parseSecondStep(twoFactorEnrolSchema, body);
}
