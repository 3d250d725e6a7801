import { type ApiAnswer, type ApiBody, api } from '../../../lib/api-client';

// POST /login is one route whose `method` picks the step; its description answers the union of the steps'
// answers. Each step's call narrows it to the shape that step answers, checked, never asserted.
type LoginRouteAnswer = ApiAnswer<'post', '/login'>;

/** A signed-in user (login without a second step, the second step, the enrolment). */
export type LoggedInAnswer = Extract<LoginRouteAnswer, { user: unknown }>;
/** The login's answer: signed in, or the second step to take. */
export type LoginStepAnswer = Extract<LoginRouteAnswer, { user: unknown } | { twoFactor: unknown }>;
/** The enrolment's secret. */
export type TwoFactorSetupAnswer = Extract<LoginRouteAnswer, { secret: string }>;

/** Calls POST /login and answers the step's shape; another shape is a fatal error of the exchange. */
export async function loginStep<T extends LoginRouteAnswer>(
  body: ApiBody<'post', '/login'>,
  isStepAnswer: (answer: LoginRouteAnswer) => answer is T,
): Promise<T> {
  const answer = await api.post('/login', body);
  if (!isStepAnswer(answer)) throw new Error(`POST /login ${body.method}: unexpected answer`);
  return answer;
}

export const isLoggedIn = (a: LoginRouteAnswer): a is LoggedInAnswer => a !== null && 'user' in a;
export const isLoginStep = (a: LoginRouteAnswer): a is LoginStepAnswer =>
  a !== null && ('user' in a || 'twoFactor' in a);
export const isTwoFactorSetup = (a: LoginRouteAnswer): a is TwoFactorSetupAnswer =>
  a !== null && 'secret' in a;
export const isNothing = (a: LoginRouteAnswer): a is null => a === null;
