import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { partNumbers, robotModels } from '../../db/schema/catalogue.ts';
import { fittedParts, robotUnits } from '../../db/schema/units.ts';
import { fieldError } from '../../lib/app-error.ts';
import { preparedQuery } from '../../lib/prepared.ts';
import { isNonSerialPart, matchesSerialPattern, normalizePn, normalizeSn } from './part-numbers.ts';
import { imageUrl, presentRobotSummary } from './presenter.ts';

/** GET /api/robots/pn/{pn}: the newest model year of a robot PN or customer PN; -15 unknown. */
export async function findRobotByPn(deps: Deps, pn: string) {
  const code = normalizePn(pn);
  const [model] = await deps.db
    .select()
    .from(robotModels)
    .where(or(eq(robotModels.pn, code), eq(robotModels.customerPn, code)))
    .orderBy(desc(robotModels.year))
    .limit(1);
  if (!model) throw fieldError('notFound', 'pn');
  return {
    ...presentRobotSummary(model),
    images: {
      main: imageUrl(model.imageMain),
      big: imageUrl(model.imageBig),
      view: imageUrl(model.imageView),
    },
  };
}

const partByPn = preparedQuery((db) =>
  db
    .select()
    .from(partNumbers)
    .where(eq(partNumbers.pn, sql.placeholder('pn')))
    .limit(1)
    .prepare('catalogue_part_by_pn'),
);

const modelNameByPn = preparedQuery((db) =>
  db
    .select({ pn: robotModels.pn, name: robotModels.name })
    .from(robotModels)
    .where(eq(robotModels.pn, sql.placeholder('pn')))
    .limit(1)
    .prepare('catalogue_model_name_by_pn'),
);

/** GET /api/descriptions/{pn}: a part's (or robot's) description and non-serial flag; -15 unknown. */
export async function describePart(deps: Deps, pn: string) {
  const code = normalizePn(pn);
  const [part] = await partByPn(deps.db).execute({ pn: code });
  if (part) return { pn: part.pn, description: part.description, nonSerialic: isNonSerialPart(part) };
  // A robot PN (rarer): a second prepared lookup.
  const [model] = await modelNameByPn(deps.db).execute({ pn: code });
  if (model) return { pn: model.pn, description: model.name, nonSerialic: false };
  throw fieldError('notFound', 'pn');
}

/**
 * POST /api/rma/partValidation/{pn}: the serial has the shape of the PN's serials and is not fitted in a
 * robot other than `robotSN` (-27). Non-serial parts need no serial.
 */
export async function validatePart(deps: Deps, pn: string, body: { sn?: string; robotSN?: string }) {
  const code = normalizePn(pn);
  const [part] = await deps.db.select().from(partNumbers).where(eq(partNumbers.pn, code)).limit(1);
  if (!part) throw fieldError('notFound', 'pn');
  const answer = { pn: part.pn, description: part.description, nonSerialic: isNonSerialPart(part) };
  if (answer.nonSerialic) return answer;
  if (!body.sn) throw fieldError('fieldRequired', 'sn');
  const sn = normalizeSn(body.sn);
  if (!matchesSerialPattern(sn, part)) throw fieldError('invalid', 'sn');
  const [fittedIn] = await deps.db
    .select({ robotSn: robotUnits.sn })
    .from(fittedParts)
    .innerJoin(robotUnits, eq(robotUnits.id, fittedParts.unitId))
    .where(and(eq(fittedParts.sn, sn), isNull(fittedParts.removedAt)))
    .limit(1);
  if (fittedIn && fittedIn.robotSn !== normalizeSn(body.robotSN ?? '')) {
    throw fieldError('unitWithPartExists', 'sn');
  }
  return answer;
}
