import type { UserDetail, UserRow } from '@poolside/contract/users';
import type { companies } from '../../db/schema/companies.ts';
import type { users, userTypes } from '../../db/schema/auth.ts';
import { toUnix } from '../../lib/clock.ts';
import { presentUserBasics } from '../auth/index.ts';

type UserRowIn = {
  id: number;
  name: string;
  email: string;
  phone: string;
  country: string;
  status: 'pending' | 'active' | 'disabled';
  typeId: number;
  typeName: string;
  companyNumber: string;
  companyName: string;
};

/** A row of the users list. */
export function presentUserRow(r: UserRowIn): UserRow {
  return {
    id: r.id,
    name: r.name,
    centerMoovexID: r.companyNumber,
    companyName: r.companyName,
    email: r.email,
    phone: r.phone,
    country: r.country,
    type: { id: r.typeId, name: r.typeName },
    disabled: r.status === 'disabled' ? 1 : 0,
    status: r.status,
  };
}

type DetailIn = {
  user: typeof users.$inferSelect;
  type: typeof userTypes.$inferSelect;
  company: typeof companies.$inferSelect;
  apiKeyPrefix: string | null;
};

/** One user for the edit and profile screens (never the password hash or the key itself). */
export function presentUserDetail({ user, type, company, apiKeyPrefix }: DetailIn): UserDetail {
  return {
    ...presentUserBasics(user, type, company.number),
    companyName: company.name,
    apiKeyPrefix,
    twoFactorEnabled: user.totpEnabledAt !== null,
    dateCreate: toUnix(user.createdAt)!,
  };
}
