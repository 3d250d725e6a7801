// The users export (report `users`): the users list's rows (its filter, status and scope: the companies the
// reader sees), read through the list's own service; the type, country and status as the screen words them.
import type { Language } from '@poolside/contract/languages';
import { userStatuses } from '@poolside/contract/users';
import { countryWord, localizeColumns, yesNoWord } from '../../lib/report-words.ts';
import { listPages, registerReport } from '../exports/index.ts';
import { listUsers } from './list-service.ts';

/** The user types' names as the screens show them (common.json userType). */
const typeWords: Record<Language, Record<number, string>> = {
  eng: {
    1: 'Provider administrator',
    2: 'Provider staff',
    3: 'Distributor manager',
    4: 'Distributor user',
    5: 'Service centre manager',
    6: 'Service centre',
    7: 'Viewer',
  },
  fra: {
    1: 'Administrateur du fabricant',
    2: 'Personnel du fabricant',
    3: 'Responsable distributeur',
    4: 'Utilisateur distributeur',
    5: 'Responsable de centre de service',
    6: 'Centre de service',
    7: 'Lecteur',
  },
  spa: {
    1: 'Administrador del fabricante',
    2: 'Personal del fabricante',
    3: 'Responsable de distribuidor',
    4: 'Usuario de distribuidor',
    5: 'Responsable de centro de servicio',
    6: 'Centro de servicio',
    7: 'Lector',
  },
};

/** The list's "Disabled" column: a pending user says so (users.json status.pending), else yes or no. */
const pendingWord: Record<Language, string> = { eng: 'Pending', fra: 'En attente', spa: 'Pendiente' };

const ownHeaders = {
  fra: {
    id: 'ID',
    name: 'Nom',
    centerMoovexID: 'ID du centre de service',
    email: 'E-mail',
    phone: 'Téléphone',
    country: 'Pays',
    type: 'Type',
    disabled: 'Désactivé',
  },
  spa: {
    id: 'ID',
    name: 'Nombre',
    centerMoovexID: 'ID del centro de servicio',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    country: 'País',
    type: 'Tipo',
    disabled: 'Desactivado',
  },
};

registerReport({
  name: 'users',
  title: { eng: 'Users', fra: 'Utilisateurs', spa: 'Usuarios' },
  fileName: () => 'users.xlsx',
  isAllowed: (actor) => actor.flags.viewUser,
  columns: (actor) =>
    localizeColumns(
      actor.language,
      [
        { header: 'ID', key: 'id', width: 8 },
        { header: 'Name', key: 'name', width: 24 },
        { header: 'Service centre ID', key: 'centerMoovexID', width: 14 },
        { header: 'E-mail', key: 'email', width: 30 },
        { header: 'Phone', key: 'phone', width: 16 },
        { header: 'Country', key: 'country', width: 16 },
        { header: 'Type', key: 'type', width: 24 },
        { header: 'Disabled', key: 'disabled', width: 12 },
      ],
      ownHeaders,
    ),
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
        type: typeWords[lang]?.[u.type.id] ?? u.type.name,
        disabled: u.status === 'pending' ? pendingWord[lang] : yesNoWord(lang, u.disabled === 1),
      };
    }
  },
});
