import type { ImportKind } from '@poolside/contract/master-data-columns';
import { brandsKind } from './brands.ts';
import { companiesKind } from './companies.ts';
import { compatibilityFileKind, compatibilityRowsKind } from './compatibility.ts';
import { documentsKind } from './documents.ts';
import { modelsKind } from './models.ts';
import { sparesKind } from './spares.ts';
import type { KindHandler } from './types.ts';
import { unitsKind } from './units.ts';
import { workbookKind } from './workbook.ts';

/** The checker and applier of every kind. */
export const kindHandlers: Record<ImportKind, KindHandler<never>> = {
  brands: brandsKind,
  models: modelsKind,
  spares: sparesKind,
  workbook: workbookKind,
  documents: documentsKind,
  units: unitsKind,
  compatibility: compatibilityRowsKind,
  compatibilityFile: compatibilityFileKind,
  companies: companiesKind,
} as unknown as Record<ImportKind, KindHandler<never>>;
