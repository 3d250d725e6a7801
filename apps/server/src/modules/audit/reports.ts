import {
  type AuditFormat,
  auditActionWord,
  auditEntityWord,
  auditFieldWord,
  auditValueText,
} from '@poolside/contract/audit';
import { feedbackWord } from '@poolside/contract/feedback';
import type { Language } from '@poolside/contract/languages';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { reportColumns, rmaStatusWord } from '../../lib/report-words.ts';
import { isProviderStaff } from '../access/index.ts';
import { dateText, idIn, registerReport } from '../exports/index.ts';
import { auditConditions } from './audit-filters.ts';
import { auditChangesOf } from './presenter.ts';

/** How the export writes a recorded value: the screen's words, dates dd/MM/yyyy in the portal's time zone. */
function auditFormat(language: Language, timeZone: string): AuditFormat {
  return {
    language,
    date: (iso) => dateText(new Date(`${iso}T00:00:00Z`), timeZone),
    moment: (iso) => dateText(new Date(iso), timeZone),
    status: (kind, code) =>
      kind === 'rma' ? rmaStatusWord(language, code) : feedbackWord('status', code, language),
  };
}

// French puts a space before a colon.
const colon = (language: Language) => (language === 'fra' ? ' : ' : ': ');

// The audit trail as a spreadsheet, for provider staff: the listed ids (if any) under the /admin/audit filters,
// in the words of the screen (actions, record types, fields, values), one line per changed field.
registerReport({
  name: 'auditLog',
  fileName: () => 'audit-log.xlsx',
  isAllowed: isProviderStaff,
  columns: (actor) =>
    reportColumns(actor.language, 'auditLog', [
      { key: 'id', width: 8 },
      { key: 'at', width: 20 },
      { key: 'actor', width: 24 },
      { key: 'action', width: 28 },
      { key: 'entity', width: 22 },
      { key: 'entityId' },
      { key: 'changes', width: 60 },
    ]),
  async rows(deps, actor, body) {
    const ids = body.ids ?? body.items;
    const language = actor.language;
    const format = auditFormat(language, deps.config.timeZone);
    const rows = await deps.db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actor: users.email,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(ids?.length ? idIn(auditLog.id, ids) : undefined, auditConditions(body)))
      .orderBy(desc(auditLog.id))
      .limit(100_000);
    return rows.map(({ before, after, ...r }) => ({
      ...r,
      action: auditActionWord(language, r.action),
      entity: auditEntityWord(language, r.entity),
      changes: auditChangesOf(before, after)
        .map((c) => {
          const value = (v: unknown) => auditValueText(r.entity, c.field, v, format);
          return `${auditFieldWord(language, r.entity, c.field)}${colon(language)}${value(c.before)} → ${value(c.after)}`;
        })
        .join('\n'),
    }));
  },
});
