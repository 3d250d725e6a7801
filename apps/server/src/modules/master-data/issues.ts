import type { ImportIssue, ImportReason } from '@poolside/contract/master-data-rules';
import { importLimits } from '@poolside/contract/master-data-columns';

/** Every issue of one import; the report lists the first ones in line order and counts them all. */
export class IssueList {
  readonly all: ImportIssue[] = [];

  add(line: number, column: string, reason: ImportReason, value?: unknown) {
    const issue: ImportIssue = { line, column, reason };
    if (value !== undefined && value !== null && value !== '') issue.value = String(value).slice(0, 80);
    this.all.push(issue);
  }

  get count() {
    return this.all.length;
  }

  /** The first issues by line (then column order of arrival). */
  listed(): ImportIssue[] {
    return [...this.all]
      .map((issue, i) => ({ issue, i }))
      .sort((a, b) => a.issue.line - b.issue.line || a.i - b.i)
      .slice(0, importLimits.reportMaxIssues)
      .map((x) => x.issue);
  }
}
