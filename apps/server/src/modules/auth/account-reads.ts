// What other modules read of the accounts, offered by the door as a read model (lib/read-model.ts): names and
// e-mails in lists, recipients, a company's users. Credentials (password, two-step secrets) are not in it.
import { users, userTypes } from '../../db/schema/auth.ts';
import { readModel } from '../../lib/read-model.ts';

/** Accounts: who they are, their company and type, their language and status. */
export const accounts = readModel(users, {
  id: users.id,
  companyId: users.companyId,
  typeId: users.typeId,
  name: users.name,
  email: users.email,
  phone: users.phone,
  language: users.language,
  status: users.status,
  emailNotificationTypes: users.emailNotificationTypes,
});

/** Account types and their permission flags. */
export const accountTypes = readModel(userTypes, {
  id: userTypes.id,
  name: userTypes.name,
  manageFeedback: userTypes.manageFeedback,
});
