import { companyImportRowSchema, type CompanyImportRow } from '@poolside/contract/companies';
import { companyRowReasons, type ImportReason } from '@poolside/contract/master-data-rules';
import { applyCompanyRows, checkCompanyRows, type ResolvedCompanyRow } from '../../companies/index.ts';
import type { KindHandler } from './types.ts';

type Plan = { resolved: ResolvedCompanyRow[] };

/** The companies module's reasons in the import report's words (both are the screen's keys). */
function reasonOf(code: string, reason: string | undefined): ImportReason {
  if (reason === 'duplicateRow') return 'duplicate';
  if (reason === 'parentUnknown') return 'unknownParent';
  if (reason === 'priceListUnknown') return 'unknownPriceList';
  if (reason === 'brandUnknown') return 'unknownBrand';
  const known: readonly ImportReason[] = companyRowReasons;
  if (known.includes(reason as ImportReason)) return reason as ImportReason;
  return code === 'fieldRequired' ? 'required' : 'invalid';
}

/** Companies by number, through the companies module's own rules and writes (its door). */
export const companiesKind: KindHandler<Plan> = {
  kind: 'companies',
  async check(ctx, rows, issues) {
    const parsed: { line: number; row: CompanyImportRow }[] = [];
    for (const { line, row } of rows) {
      const result = companyImportRowSchema.safeParse({
        number: row.number,
        name: row.name,
        kind: row.kind,
        parentNumber: row.parentNumber ?? '',
        country: row.country,
        currency: row.currency,
        priceList: row.priceList,
        brands: String(row.brands ?? '')
          .split('|')
          .map((b) => b.trim())
          .filter(Boolean),
        active: row.active ?? true,
      });
      if (result.success) parsed.push({ line, row: result.data });
      else
        for (const issue of result.error.issues)
          issues.add(line, String(issue.path[0] ?? 'number'), 'format', row[String(issue.path[0])]);
    }
    const checked = await checkCompanyRows(ctx.db, parsed);
    for (const issue of checked.issues) {
      const column = issue.field === 'parentId' ? 'parentNumber' : issue.field;
      issues.add(issue.line, column, reasonOf(issue.code, issue.reason), issue.value, issue.accepted);
    }
    return { resolved: checked.resolved };
  },
  async apply(ctx, _rows, plan) {
    const counts = await applyCompanyRows(ctx.deps, ctx.db, ctx.actor, plan.resolved, {
      requestId: ctx.requestId,
      auditEach: false,
    });
    await ctx.step(plan.resolved.length);
    return { created: counts.created, updated: counts.updated };
  },
};
