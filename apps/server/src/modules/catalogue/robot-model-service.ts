import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { RobotModel } from '@poolside/contract/catalogue';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import {
  brands,
  modelDocuments,
  partNumbers,
  robotModels,
  workbookParts,
} from '../../db/schema/catalogue.ts';
import { AppError } from '../../lib/app-error.ts';
import { findFittedParts, findUnitBySn, type FittedRow, isMajorSlot } from '../units/index.ts';
import { isNonSerialPart, normalizePn } from './part-numbers.ts';
import { presentRobotImages } from './presenter.ts';

type WorkbookLine = { pn: string; slot: FittedRow['slot'] | null };

/** The fitted rows that belong to a workbook line: its slot for major parts, else the same part number. */
function rowsOfLine(line: WorkbookLine, fitted: FittedRow[]): FittedRow[] {
  if (line.slot && line.slot !== 'other') return fitted.filter((r) => r.slot === line.slot);
  return fitted.filter((r) => normalizePn(r.pn) === line.pn);
}

/** The workbook lines of a model (for the robot page and the robotParts export). */
export async function findWorkbook(db: Db, modelId: number) {
  return db
    .select({
      balloonId: workbookParts.balloonId,
      pn: workbookParts.pn,
      amount: workbookParts.amount,
      slot: workbookParts.slot,
      description: partNumbers.description,
      isNonSerial: partNumbers.isNonSerial,
    })
    .from(workbookParts)
    .innerJoin(partNumbers, eq(partNumbers.pn, workbookParts.pn))
    .where(eq(workbookParts.modelId, modelId))
    .orderBy(asc(workbookParts.balloonId), asc(workbookParts.id));
}

/** Finds a model by PN (or customer PN) and year, -15 when there is none. */
export async function findModel(db: Db, pn: string, year: number) {
  const code = normalizePn(pn);
  const [row] = await db
    .select({ model: robotModels, brandName: brands.name })
    .from(robotModels)
    .innerJoin(brands, eq(brands.id, robotModels.brandId))
    .where(and(or(eq(robotModels.pn, code), eq(robotModels.customerPn, code)), eq(robotModels.year, year)))
    .orderBy(desc(robotModels.id))
    .limit(1);
  if (!row) throw new AppError('notFound');
  return row;
}

/** GET /api/robots/{year}/{pn}[?sn]: the model, workbook, documents; with a serial, that unit's serials. */
export async function getRobotModel(deps: Deps, year: number, pn: string, sn?: string): Promise<RobotModel> {
  const { model, brandName } = await findModel(deps.db, pn, year);
  const workbook = await findWorkbook(deps.db, model.id);
  const unit = sn ? await findUnitBySn(deps.db, sn) : null;
  // A serial of another model is ignored: the page then shows the plain workbook.
  const fitted = unit && unit.model.id === model.id ? await findFittedParts(deps.db, unit.unit.id) : [];
  const docs = await deps.db
    .select()
    .from(modelDocuments)
    .where(eq(modelDocuments.modelId, model.id))
    .orderBy(asc(modelDocuments.kind), asc(modelDocuments.name));
  const presentDoc = (d: (typeof docs)[number]) => ({
    id: d.id,
    name: d.name,
    no: d.no,
    code: d.code,
    year: d.year,
    url: d.storageKey ? `/api/images/${d.storageKey}?download=1` : null,
  });
  return {
    id: model.id,
    brandId: model.brandId,
    brandName,
    name: model.name,
    pn: model.pn,
    year: model.year,
    customerPN: model.customerPn,
    images: presentRobotImages(model),
    poolArea: model.poolArea,
    access: model.access,
    climb: model.climb,
    cycleTime: model.cycleTime,
    electronic: model.electronic,
    psu: model.psu,
    cableLength: model.cableLength,
    weight: model.weight,
    certificate: model.certificate,
    warrantyType: model.warrantyType,
    parts: workbook.map((line) => {
      const rows = rowsOfLine(line, fitted);
      const current = rows.find((r) => r.removedAt === null);
      return {
        balloonID: line.balloonId,
        pn: line.pn,
        name: line.description,
        amount: line.amount,
        sn: current?.sn ?? '',
        sn_list: rows.map((r) => r.sn).filter((s): s is string => !!s),
        nonSerialic: isNonSerialPart(line),
        replaced: rows.some((r) => r.removedAt !== null),
        isMajor: isMajorSlot(line.slot),
      };
    }),
    documents: docs.filter((d) => d.kind === 'document').map(presentDoc),
    certifications: docs.filter((d) => d.kind === 'certification').map(presentDoc),
  };
}
