import type { Deps } from '../../deps.ts';
import { recordAudit } from '../../lib/audit.ts';
import { eraseCompleteUnitContacts } from '../complete-units/index.ts';
import { eraseFeedbackContacts } from '../feedback/index.ts';

/**
 * Daily (issue 19): blanks the customer contact details of complete-unit requests and feedback reports not
 * changed for PERSONAL_DATA_RETENTION_DAYS; off when the setting is 0. Safe to run twice: an erased record no
 * longer matches. One audit entry per run that erased something (the ids, no values).
 */
export async function applyRetention(
  deps: Deps,
  period: string,
): Promise<{ completeUnits: number[]; feedback: number[] }> {
  const days = deps.config.personalDataRetentionDays;
  if (days <= 0) return { completeUnits: [], feedback: [] };
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return deps.db.transaction(async (tx) => {
    const units = await eraseCompleteUnitContacts(tx, { updatedBefore: cutoff }, now);
    const reports = await eraseFeedbackContacts(tx, { updatedBefore: cutoff }, now);
    if (units.length + reports.length > 0) {
      await recordAudit(tx, null, 'erasePersonalData', 'retention', period, null, {
        reason: 'retention',
        retentionDays: days,
        completeUnits: units,
        feedbackReports: reports,
      });
    }
    return { completeUnits: units, feedback: reports };
  });
}
