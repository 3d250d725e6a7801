import type { ExportBody } from '@poolside/contract/exports';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../auth/index.ts';
import { findReport } from './registry.ts';
import { xlsxBuffer } from './xlsx.ts';

/** Runs a registered report for the actor and answers the spec's {file: base64, fileName}. */
export async function runExport(deps: Deps, actor: Actor, body: ExportBody) {
  const report = findReport(body.report);
  if (!report) throw new AppError('missingParams', { field: 'report', fields: ['report'] });
  if (!report.isAllowed(actor)) throw new AppError('permissionDenied');
  if (body.type === 'pdf') throw new AppError('typeInvalid', { field: 'type', fields: ['type'] });
  const rows = await report.rows(deps, actor, body);
  const buffer = await xlsxBuffer(report.name, report.columns(actor), rows);
  return { file: buffer.toString('base64'), fileName: report.fileName(body) };
}
