import type { DbOrTx } from '../../../db/client.ts';
import { partNumbers, robotModels } from '../../../db/schema/catalogue.ts';
import { companyIdsByNumber } from '../../companies/index.ts';
import { anyOf, chunksOf } from './types.ts';

export type ModelRef = { id: number; warrantyType: number };
export type PartRef = {
  isNonSerial: boolean;
  description: string;
  snPrefix: string | null;
  snLength: number | null;
};

/** The models of these PNs, by `pn|year`. */
export async function loadModels(db: DbOrTx, pns: string[]): Promise<Map<string, ModelRef>> {
  const out = new Map<string, ModelRef>();
  for (const part of chunksOf(pns, 5000)) {
    const rows = await db
      .select({
        id: robotModels.id,
        pn: robotModels.pn,
        year: robotModels.year,
        warrantyType: robotModels.warrantyType,
      })
      .from(robotModels)
      .where(anyOf(robotModels.pn, part, 'text'));
    for (const m of rows) out.set(`${m.pn}|${m.year}`, { id: m.id, warrantyType: m.warrantyType });
  }
  return out;
}

/** The registered parts among these PNs. */
export async function loadParts(db: DbOrTx, pns: string[]): Promise<Map<string, PartRef>> {
  const out = new Map<string, PartRef>();
  for (const part of chunksOf(pns, 5000)) {
    const rows = await db
      .select()
      .from(partNumbers)
      .where(anyOf(partNumbers.pn, part, 'text'));
    for (const p of rows) out.set(p.pn, p);
  }
  return out;
}

/** Company ids by company number (the companies door). */
export const loadCompanies = companyIdsByNumber;

export const modelKey = (pn: unknown, year: unknown) => `${pn}|${year}`;
