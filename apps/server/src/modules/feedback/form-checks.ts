// The checks of a submitted form: the contract's required rule (-12), values that must make sense (-6),
// the robot it names (-15), and its files (-6). Then the stored shape: columns and form data.
import {
  elseDataFieldsOf,
  type FeedbackFormType,
  type FeedbackInput,
  feedbackFormFields,
  missingFeedbackFields,
  serialFieldCount,
  serialsOfDraft,
} from '@poolside/contract/feedback';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { robotModels } from '../../db/schema/catalogue.ts';
import { robotUnits } from '../../db/schema/units.ts';
import { fieldError } from '../../lib/app-error.ts';
import { unixToDate } from '../../lib/dates.ts';
import { uploads } from '../files/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const files = uploads('files');

/** -12 naming every missing field (spec 03 s5, one rule with the screen). */
export function assertNothingMissing(body: FeedbackInput) {
  const missing = missingFeedbackFields(body);
  if (missing.length > 0) throw fieldError('fieldRequired', missing);
}

/** -6 naming every present but invalid field: future dates, more serials than units. */
export function assertValuesValid(body: FeedbackInput, today: string) {
  const invalid: string[] = [];
  if (body.purchaseDate != null && unixToDate(body.purchaseDate) > today) invalid.push('purchaseDate');
  if (body.dateCreate != null && unixToDate(body.dateCreate) > today) invalid.push('dateCreate');
  if (Array.isArray(body.sn) && body.sn.length > serialFieldCount(body.qty)) invalid.push('sn');
  if (body.formType === 'missingItem' && body.sn !== undefined && !Array.isArray(body.sn)) invalid.push('sn');
  if (body.formType !== 'missingItem' && Array.isArray(body.sn)) invalid.push('sn');
  if (invalid.length > 0) throw fieldError('invalid', invalid);
}

/**
 * The robot the form names must exist: broken robot and technical by serial (its model's PN is stored),
 * a robots missing item by PN or customer PN. -15 on the field otherwise (the screen's "robot not found").
 */
export async function robotPnOf(db: DbOrTx, body: FeedbackInput): Promise<string | null> {
  const needsSerial = body.formType === 'brokenRobot' || body.formType === 'technical';
  if (needsSerial && typeof body.sn === 'string') {
    const [unit] = await db
      .select({ pn: robotModels.pn })
      .from(robotUnits)
      .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
      .where(eq(robotUnits.sn, body.sn))
      .limit(1);
    if (!unit) throw fieldError('notFound', 'sn');
    return unit.pn;
  }
  if (body.formType === 'missingItem' && body.menu === 'robots' && body.pn) {
    const [model] = await db
      .select({ pn: robotModels.pn })
      .from(robotModels)
      .where(or(eq(robotModels.pn, body.pn), eq(robotModels.customerPn, body.pn)))
      .orderBy(desc(robotModels.year))
      .limit(1);
    if (!model) throw fieldError('notFound', 'pn');
    return model.pn;
  }
  return null;
}

/**
 * The attachment must be an image-kind upload (pdf or picture) of the reporter's company, the extra files
 * uploads of that company; anything else is -6 on the field, as if it did not exist.
 */
export async function assertFilesUsable(db: DbOrTx, body: FeedbackInput, companyId: number) {
  const wanted = [...new Set([...(body.attachment ? [body.attachment] : []), ...(body.files ?? [])])];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: files.id, kind: files.kind })
    .from(files)
    .where(and(inArray(files.id, wanted), eq(files.companyId, companyId)));
  const byId = new Map(found.map((f) => [f.id, f.kind]));
  if (body.attachment && byId.get(body.attachment) !== 'image') throw fieldError('invalid', 'attachment');
  if ((body.files ?? []).some((id) => !byId.has(id))) throw fieldError('invalid', 'files');
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The submitted form as stored: the form's own fields only (feedbackFormFields), the "other" texts
 * replacing `other`, the robot's PN where the lookup found it, someoneElse and the other person's data.
 */
export function formDataOf(body: FeedbackInput, robotPn: string | null): Record<string, unknown> {
  const formType = body.formType as FeedbackFormType;
  const data: Record<string, unknown> = { menu: body.menu, formType };
  for (const key of feedbackFormFields[formType]) {
    let value: unknown = body[key];
    if (key === 'poolSurface' && value === 'other') value = body.poolSurfaceOther;
    if (key === 'waterTreatment' && value === 'other') value = body.waterTreatmentOther;
    if (key === 'waterLine' && value === 'other') value = body.waterLineOther;
    if (key === 'pn' && robotPn) value = robotPn;
    if (key === 'sn' && Array.isArray(value)) value = value.filter((s) => s !== '');
    if (!isEmpty(value)) data[key] = value;
  }
  if (formType === 'missingItem' && robotPn) data.robotPN = robotPn;
  data.someoneElse = body.someoneElse ?? 'no';
  if (body.someoneElse === 'yes' && body.elseData) data.elseData = elseDataOf(formType, body.elseData);
  return data;
}

/** The other person's fields that the form has, without empty ones. */
export function elseDataOf(formType: FeedbackFormType, elseData: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const key of elseDataFieldsOf(formType)) {
    if (!isEmpty(elseData[key])) out[key] = elseData[key];
  }
  return out;
}

/** The searchable columns of a form: its PN and its serial(s). */
export function searchColumnsOf(body: FeedbackInput, robotPn: string | null) {
  const fields = feedbackFormFields[body.formType as FeedbackFormType];
  const pn = robotPn ?? (fields.includes('pn') ? body.pn : body.incorrectItemNo) ?? '';
  return { pn, sn: fields.includes('sn') ? serialsOfDraft(body).join(', ') : '' };
}
