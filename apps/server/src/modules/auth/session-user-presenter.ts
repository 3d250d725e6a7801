import type { SessionUser } from '@poolside/contract/users';
import type { users, userTypes } from '../../db/schema/auth.ts';
import type { SessionUserRow } from './session-user.ts';

type UserTypeRow = typeof userTypes.$inferSelect;

/** A user type with every flag (menus travel with the user, not the type). */
export function presentUserType(t: UserTypeRow) {
  return {
    id: t.id,
    name: t.name,
    editUser: t.editUser,
    addUser: t.addUser,
    viewUser: t.viewUser,
    expandedWarranty: t.expandedWarranty,
    rmaPartsReport: t.rmaPartsReport,
    manageFeedback: t.manageFeedback,
  };
}

type UserRow = typeof users.$inferSelect;

/** What every presentation of one user shows: who, how to reach them, type, status, company number. */
export function presentUserBasics(user: UserRow, type: UserTypeRow, companyNumber: string) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    city: user.city,
    zip: user.zip,
    country: user.country,
    language: user.language,
    type: presentUserType(type),
    disabled: user.status === 'disabled' ? 1 : 0,
    status: user.status,
    centerMoovexID: companyNumber,
    logo: user.logoFileId,
    gdprApproved: user.gdprApproved,
    emailNotificationTypes: user.emailNotificationTypes,
  };
}

/** The logged-in user as the login answer and the dashboard present it (never the password hash). */
export function presentSessionUser({ user, type, company }: SessionUserRow): SessionUser {
  return {
    ...presentUserBasics(user, type, company.number),
    menus: type.menus as SessionUser['menus'],
    company: {
      id: company.id,
      name: company.name,
      number: company.number,
      kind: company.kind,
      currency: company.currency,
    },
  };
}
