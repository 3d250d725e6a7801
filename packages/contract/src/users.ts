import { z } from 'zod';
import { requiredTextSchema, textSchema } from './text.ts';
import { keysetQuerySchema } from './lists.ts';
import { languages } from './languages.ts';
import { defaultUserTypeId, limits, menuKeys, notificationTypes } from './constants.ts';
import { queryRecordIdSchema, recordIdSchema } from './db-int.ts';

export const userTypeFlagsSchema = z.object({
  editUser: z.boolean(),
  addUser: z.boolean(),
  viewUser: z.boolean(),
  expandedWarranty: z.boolean(),
  rmaPartsReport: z.boolean(),
  manageFeedback: z.boolean(),
});
export const userTypeSchema = userTypeFlagsSchema.extend({ id: z.number().int(), name: z.string() });
export type UserType = z.infer<typeof userTypeSchema>;

export const menuSchema = z.object({ key: z.enum(menuKeys), items: z.array(z.string()) });
export type Menu = z.infer<typeof menuSchema>;

export const companyKinds = ['provider', 'distributor', 'service_centre'] as const;
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string(),
  kind: z.enum(companyKinds),
  currency: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const userStatuses = ['pending', 'active', 'disabled'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** The logged-in user as the dashboard presents it. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  language: z.enum(languages),
  type: userTypeSchema,
  disabled: z.number().int(),
  status: z.enum(userStatuses),
  centerMoovexID: z.string(),
  logo: z.number().int().nullable(),
  menus: z.array(menuSchema),
  gdprApproved: z.boolean(),
  company: companySchema,
  emailNotificationTypes: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/users/{id} by the user itself: language and consent (the users issue extends it). */
export const selfUpdateSchema = z.object({
  language: z.enum(languages).optional(),
  gdprApproved: z.boolean().optional(),
});

export const zipSchema = z.string().trim().max(limits.zipMax);

// ---- Users administration (list, one user, add, edit, activation, API keys) ----

const nameField = requiredTextSchema(120);
const emailField = z.string().trim().toLowerCase().min(1).pipe(z.email().max(200));
const shortText = textSchema;

/** A row of GET /api/users. */
export const userRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  centerMoovexID: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  type: z.object({ id: z.number().int(), name: z.string() }),
  disabled: z.number().int(),
  status: z.enum(userStatuses),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userListSorts = [
  'id',
  'name',
  'centerMoovexID',
  'email',
  'phone',
  'country',
  'type',
  'disabled',
  'status',
] as const;

/** GET /api/users?page&pageSize&sort&filter&status&after (keyset: `after` = the previous nextCursor). */
export const userListQuerySchema = keysetQuerySchema.extend({
  status: z.enum(userStatuses).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET /api/users/{id}: everything the edit and profile screens show. */
export const userDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  language: z.enum(languages),
  type: userTypeSchema,
  disabled: z.number().int(),
  status: z.enum(userStatuses),
  centerMoovexID: z.string(),
  companyName: z.string(),
  logo: z.number().int().nullable(),
  gdprApproved: z.boolean(),
  emailNotificationTypes: z.array(z.string()),
  /** The prefix of the active API key (the key itself is shown once), null when none. */
  apiKeyPrefix: z.string().nullable(),
  /** Two-step sign-in is on (provider staff; a type-1 administrator may reset it for a lost device). */
  twoFactorEnabled: z.boolean(),
  dateCreate: z.number().int(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** PUT /api/users: a new user (type is the numeric type id; centerMoovexID the company's number). */
export const newUserSchema = z.object({
  name: nameField,
  type: queryRecordIdSchema.default(defaultUserTypeId),
  centerMoovexID: requiredTextSchema(40),
  email: emailField,
  password: z.string().min(limits.passwordMin).max(200),
  verify: z.string().min(1).max(200),
  phone: shortText(60).optional(),
  address: shortText(200).optional(),
  city: shortText(100).optional(),
  zip: zipSchema.optional(),
  country: shortText(60).optional(),
  language: z.enum(languages).optional(),
});
export type NewUser = z.infer<typeof newUserSchema>;

/** POST /api/users/{id}: the edited fields (only those sent change). */
export const userUpdateSchema = selfUpdateSchema.extend({
  name: nameField.optional(),
  type: queryRecordIdSchema.optional(),
  disabled: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  centerMoovexID: requiredTextSchema(40).optional(),
  email: emailField.optional(),
  phone: shortText(60).optional(),
  address: shortText(200).optional(),
  city: shortText(100).optional(),
  zip: zipSchema.optional(),
  country: shortText(60).optional(),
  logo: recordIdSchema.nullable().optional(),
  emailNotificationTypes: z.array(z.enum(notificationTypes)).max(20).optional(),
  currentPass: z.string().max(200).optional(),
  newPass: z.string().max(200).optional(),
  verifyNewPass: z.string().max(200).optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const createdUserSchema = z.object({ id: z.number().int(), status: z.enum(userStatuses) });
export const apiKeyAnswerSchema = z.object({ apiKey: z.string(), prefix: z.string() });

/** A broken password rule of spec 01 s2/s5, at its field (the screens translate `reason`). */
export type PasswordIssue = {
  field: 'password' | 'verify' | 'currentPass';
  reason: 'required' | 'tooShort' | 'notMatching';
};

/**
 * The password rules of add user (password required), edit user and own profile (a new password is
 * optional; changing one's own needs the current one): at least `limits.passwordMin` characters, repeated
 * identically. Answers the issues in the server's order (short, verify missing, different, current missing).
 */
export function checkPasswordChoice(
  input: { password: string; verify: string; currentPass?: string },
  options: { isRequired: boolean; needsCurrent: boolean },
): PasswordIssue[] {
  const issues: PasswordIssue[] = [];
  if (!input.password) {
    if (options.isRequired) issues.push({ field: 'password', reason: 'required' });
    return issues;
  }
  if (input.password.length < limits.passwordMin) issues.push({ field: 'password', reason: 'tooShort' });
  if (!input.verify) issues.push({ field: 'verify', reason: 'required' });
  else if (input.verify !== input.password) issues.push({ field: 'verify', reason: 'notMatching' });
  if (options.needsCurrent && !input.currentPass) issues.push({ field: 'currentPass', reason: 'required' });
  return issues;
}
