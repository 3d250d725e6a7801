// The users export (report `users`): the users list's rows (its filter, status and scope: the companies the
// reader sees), read through the list's own service; the type, country and status as the screen words them.
import { userStatuses } from '@poolside/contract/users';
import { countryWord, reportColumns, reportWord, yesNoWord } from '../../lib/report-words.ts';
import { listPages, registerReport } from '../exports/index.ts';
import { listUsers } from './list-service.ts';

registerReport({
  name: 'users',
  fileName: () => 'users.xlsx',
  isAllowed: (actor) => actor.flags.viewUser,
  columns: (actor) =>
    reportColumns(actor.language, 'users', [
      { key: 'id', width: 8 },
      { key: 'name', width: 24 },
      { key: 'centerMoovexID', width: 14 },
      { key: 'email', width: 30 },
      { key: 'phone', width: 16 },
      { key: 'country', width: 16 },
      { key: 'type', width: 24 },
      { key: 'disabled', width: 12 },
    ]),
  async *rows(deps, actor, body, meter) {
    const status = userStatuses.find((s) => s === body.status);
    const filter = body.filter?.trim() || undefined;
    const rows = listPages(
      ({ page, pageSize, after }) =>
        listUsers(deps, actor, { page, pageSize, after: after ?? undefined, filter, status }),
      meter,
    );
    const lang = actor.language;
    for await (const u of rows) {
      yield {
        id: u.id,
        name: u.name,
        centerMoovexID: u.centerMoovexID,
        email: u.email,
        phone: u.phone,
        country: countryWord(lang, u.country),
        type: reportWord(lang, 'users', `type.${u.type.id}`, undefined, u.type.name),
        disabled:
          u.status === 'pending' ? reportWord(lang, 'users', 'pending') : yesNoWord(lang, u.disabled === 1),
      };
    }
  },
});
