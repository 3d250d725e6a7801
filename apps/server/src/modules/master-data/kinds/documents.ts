import { inArray } from 'drizzle-orm';
import { modelDocuments } from '../../../db/schema/catalogue.ts';
import { changesOf, chunksOf, distinct, kept, type KindHandler, num, str } from './types.ts';
import { loadModels, type ModelRef, modelKey } from './lookups.ts';
import { insertModelDocument, updateModelDocument } from '../../catalogue/index.ts';

type DocRow = typeof modelDocuments.$inferSelect;
type Plan = { models: Map<string, ModelRef> };

/**
 * Documents and certifications of robot models by (model PN, model year, kind, number). The file column names
 * a file of the uploaded .zip (or of the sync body's `files`); it is stored by its content's hash, so the same
 * file again changes nothing. A blank file cell keeps the stored file.
 */
export const documentsKind: KindHandler<Plan> = {
  kind: 'documents',
  async check(ctx, rows, issues) {
    const models = await loadModels(ctx.db, distinct(rows.map((r) => str(r.row, 'modelPn'))));
    for (const { line, row } of rows) {
      if (!models.has(modelKey(row.modelPn, row.modelYear)))
        issues.add(line, 'modelPn', 'unknownModel', row.modelPn);
    }
    return { models };
  },
  async apply(ctx, rows, plan) {
    const modelIds = distinct(rows.map((r) => plan.models.get(modelKey(r.row.modelPn, r.row.modelYear))?.id));
    const stored = new Map<string, DocRow>();
    for (const part of chunksOf(modelIds, 5000)) {
      for (const d of await ctx.db
        .select()
        .from(modelDocuments)
        .where(inArray(modelDocuments.modelId, part))) {
        stored.set(`${d.modelId}|${d.kind}|${d.no.toLowerCase()}`, d);
      }
    }
    let created = 0;
    let updated = 0;
    for (const [i, { row }] of rows.entries()) {
      const modelId = plan.models.get(modelKey(row.modelPn, row.modelYear))?.id as number;
      const kind = row.kind as DocRow['kind'];
      const no = row.no as string;
      const found = stored.get(`${modelId}|${kind}|${no.toLowerCase()}`);
      if (!found) {
        await insertModelDocument(ctx.db, {
          modelId,
          kind,
          no,
          name: row.name as string,
          code: str(row, 'code') ?? '',
          year: num(row, 'year'),
          storageKey: str(row, 'file'),
        });
        created++;
      } else {
        const change = changesOf(found, {
          no,
          name: row.name as string,
          code: kept(str(row, 'code'), found.code),
          year: kept(num(row, 'year'), found.year),
          storageKey: kept(str(row, 'file'), found.storageKey),
        });
        if (change) {
          await updateModelDocument(ctx.db, found.id, change);
          updated++;
        }
      }
      await ctx.step(i + 1);
    }
    return { created, updated };
  },
};
