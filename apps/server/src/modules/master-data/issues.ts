import type { ImportIssue, ImportReason } from '@poolside/contract/master-data-rules';
import { importLimits } from '@poolside/contract/master-data-columns';

/** Every issue of one import; the report lists the first ones in line order and counts them all. */
export class IssueList {
  readonly all: ImportIssue[] = [];
  // One listed copy per accepted list, however many rows name it (a 100,000-row file of one bad brand).
  readonly #listed = new WeakMap<readonly string[], string[]>();

  /**
   * One issue at a cell. `accepted` are the values the cell could have taken (a reference's known names, a
   * list's values): the first `importLimits.acceptedListed` are listed, all are counted.
   */
  add(line: number, column: string, reason: ImportReason, value?: unknown, accepted?: readonly string[]) {
    const issue: ImportIssue = { line, column, reason };
    if (value !== undefined && value !== null && value !== '') issue.value = String(value).slice(0, 80);
    if (accepted) {
      let listed = this.#listed.get(accepted);
      if (!listed) {
        listed = accepted.slice(0, importLimits.acceptedListed);
        this.#listed.set(accepted, listed);
      }
      issue.accepted = listed;
      issue.acceptedCount = accepted.length;
    }
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

/** Names in the order a reader looks them up (case and accents aside). */
export function sortedNames(names: Iterable<string>): string[] {
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}
