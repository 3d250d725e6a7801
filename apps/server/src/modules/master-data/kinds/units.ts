import { matchesSerialPattern } from '@poolside/contract/part-rules';
import { unitComponentSlots } from '@poolside/contract/master-data-columns';
import { eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { fittedParts, robotUnits } from '../../../db/schema/units.ts';
import { changesOf, pgArray, chunksOf, distinct, kept, type KindHandler, str } from './types.ts';
import { loadCompanies, loadModels, loadParts, type ModelRef, modelKey } from './lookups.ts';
import {
  insertFittedParts,
  insertUnits,
  type NewFittedPart,
  type NewUnit,
  refitPart,
  updateUnit,
} from '../../units/index.ts';

type UnitRow = typeof robotUnits.$inferSelect;
type Plan = { models: Map<string, ModelRef>; companies: Map<string, number>; fitted: Map<string, Fitted> };
type Slot = (typeof unitComponentSlots)[number];

const CHUNK = 5000;
/** Rows checked between two progress reports. */
const CHECK_STEP = 250;

/** The component pairs a row gives: slot, PN and SN. */
function pairsOf(row: Record<string, unknown>) {
  const out: { slot: Slot; pn: string; sn: string }[] = [];
  for (const slot of unitComponentSlots) {
    const pn = row[`${slot}Pn`];
    const sn = row[`${slot}Sn`];
    if (typeof pn === 'string' && typeof sn === 'string') out.push({ slot, pn, sn });
  }
  return out;
}

type Fitted = { unitSn: string; unitId: number; slot: string; pn: string };

/** Serials fitted now (not removed): the robot each is fitted in, and its slot and PN there. */
async function fittedNow(db: DbOrTx, sns: string[]) {
  const out = new Map<string, Fitted>();
  for (const part of chunksOf(sns, 20_000)) {
    const rows = await db
      .select({
        sn: fittedParts.sn,
        unitSn: robotUnits.sn,
        unitId: fittedParts.unitId,
        slot: fittedParts.slot,
        pn: fittedParts.pn,
      })
      .from(sql`unnest(cast(${pgArray(part)} as text[])) as k(sn)`)
      .innerJoin(fittedParts, sql`${fittedParts.sn} = k.sn and ${fittedParts.removedAt} is null`)
      .innerJoin(robotUnits, eq(robotUnits.id, fittedParts.unitId));
    for (const r of rows) if (r.sn) out.set(r.sn, r);
  }
  return out;
}

/**
 * Robot units by serial: model, dates, warranty type, the company it was shipped to, and the serials fitted in
 * its motor, slave, pumps and power supply. A differing pair corrects the unit's current part in place (master
 * data, not a repair: the repair flow keeps the history); a blank cell keeps what is stored.
 */
export const unitsKind: KindHandler<Plan> = {
  kind: 'units',
  async check(ctx, rows, issues) {
    const models = await loadModels(ctx.db, distinct(rows.map((r) => str(r.row, 'modelPn'))));
    const companies = await loadCompanies(ctx.db, distinct(rows.map((r) => str(r.row, 'company'))));
    const pairs = rows.map((r) => pairsOf(r.row));
    const parts = await loadParts(ctx.db, distinct(pairs.flat().map((p) => p.pn)));
    const fitted = await fittedNow(ctx.db, distinct(pairs.flat().map((p) => p.sn)));
    const seen = new Set<string>();
    for (const [i, { line, row }] of rows.entries()) {
      if (!models.has(modelKey(row.modelPn, row.modelYear)))
        issues.add(line, 'modelPn', 'unknownModel', row.modelPn);
      const company = str(row, 'company');
      if (company !== null && !companies.has(company)) issues.add(line, 'company', 'unknownCompany', company);
      for (const { slot, pn, sn } of pairs[i]) {
        const part = parts.get(pn);
        if (!part) issues.add(line, `${slot}Pn`, 'unknownPart', pn);
        else if (!matchesSerialPattern(sn, part)) issues.add(line, `${slot}Sn`, 'snShape', sn);
        const owner = fitted.get(sn)?.unitSn;
        if (owner !== undefined && owner !== row.sn) issues.add(line, `${slot}Sn`, 'fittedElsewhere', sn);
        else if (seen.has(sn)) issues.add(line, `${slot}Sn`, 'duplicate', sn);
        seen.add(sn);
      }
      if (i % CHECK_STEP === 0) await ctx.step(i);
    }
    return { models, companies, fitted };
  },
  async apply(ctx, rows, plan) {
    let created = 0;
    let updated = 0;
    let done = 0;
    for (const part of chunksOf(rows, CHUNK)) {
      const stored = new Map<string, UnitRow>();
      const sns = part.map((r) => r.row.sn as string);
      // Joined to the keys (not `sn = any(...)`): an index probe per key whatever the planner guesses.
      const found = await ctx.db
        .select()
        .from(sql`unnest(cast(${pgArray(sns)} as text[])) as k(sn)`)
        .innerJoin(robotUnits, sql`${robotUnits.sn} = k.sn`);
      for (const { robot_units: u } of found) stored.set(u.sn, u);
      const inserts: NewUnit[] = [];
      const changed = new Set<string>();
      const unitIds = new Map<string, number>();
      for (const { row } of part) {
        const model = plan.models.get(modelKey(row.modelPn, row.modelYear)) as ModelRef;
        const company = str(row, 'company');
        const companyId = company === null ? null : (plan.companies.get(company) ?? null);
        const found = stored.get(row.sn as string);
        if (!found) {
          inserts.push({
            sn: row.sn as string,
            modelId: model.id,
            companyId,
            productionDate: row.productionDate as string,
            shipDate: str(row, 'shipDate'),
            saleDate: str(row, 'saleDate'),
            warrantyType: row.warrantyType === null ? model.warrantyType : Number(row.warrantyType),
          });
          continue;
        }
        unitIds.set(found.sn, found.id);
        const change = changesOf(found, {
          modelId: model.id,
          companyId: kept(companyId, found.companyId),
          productionDate: row.productionDate as string,
          shipDate: kept(str(row, 'shipDate'), found.shipDate),
          saleDate: kept(str(row, 'saleDate'), found.saleDate),
          warrantyType: row.warrantyType === null ? found.warrantyType : Number(row.warrantyType),
        });
        if (change) {
          await updateUnit(ctx.db, found.id, change);
          changed.add(found.sn);
        }
      }
      if (inserts.length > 0) {
        for (const made of await insertUnits(ctx.db, inserts)) unitIds.set(made.sn, made.id);
        created += inserts.length;
      }
      // Fitted parts: the current row of each slot of the stored units, compared with the row's pair.
      const current = new Map<string, typeof fittedParts.$inferSelect>();
      // Only units whose pairs are not all fitted as the file says (the check saw every serial) are read.
      const isAsFitted = (sn: string, row: Record<string, unknown>) =>
        pairsOf(row).every((p) => {
          const now = plan.fitted.get(p.sn);
          return now?.unitSn === sn && now.slot === p.slot && now.pn === p.pn;
        });
      const storedIds = part
        .filter((r) => stored.has(r.row.sn as string) && !isAsFitted(r.row.sn as string, r.row))
        .map((r) => unitIds.get(r.row.sn as string) as number);
      if (storedIds.length > 0) {
        const fitted = await ctx.db
          .select()
          .from(sql`unnest(cast(${pgArray(storedIds)} as int[])) as k(id)`)
          .innerJoin(fittedParts, sql`${fittedParts.unitId} = k.id`)
          .where(isNull(fittedParts.removedAt));
        for (const { fitted_parts: f } of fitted) current.set(`${f.unitId}|${f.slot}`, f);
      }
      const fittedInserts: NewFittedPart[] = [];
      for (const { row } of part) {
        const sn = row.sn as string;
        const unitId = unitIds.get(sn) as number;
        if (stored.has(sn) && isAsFitted(sn, row)) continue;
        for (const pair of pairsOf(row)) {
          const now = current.get(`${unitId}|${pair.slot}`);
          if (!now) {
            fittedInserts.push({ unitId, ...pair, fittedFrom: row.productionDate as string });
            if (stored.has(sn)) changed.add(sn);
          } else if (now.pn !== pair.pn || now.sn !== pair.sn) {
            await refitPart(ctx.db, now.id, pair);
            changed.add(sn);
          }
        }
      }
      for (const batch of chunksOf(fittedInserts, 20_000)) await insertFittedParts(ctx.db, batch);
      updated += changed.size;
      done += part.length;
      await ctx.step(done);
    }
    return { created, updated };
  },
};
