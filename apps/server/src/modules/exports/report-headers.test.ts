// A French or Spanish reader's spreadsheet has no English column headers. Every
// registered report is asked for its columns as a staff reader of each language; a header left equal to the
// English one fails unless it is the same word in every language.
import { describe, expect, it } from 'vitest';
import { providerAdminActor } from '../../test/factories.ts';
import '../../app-routes.ts';
import { listReports } from './registry.ts';

/** Headers that are the same word in English, French and Spanish. */
const sameInEveryLanguage = new Set([
  '#',
  'ID',
  'RMA',
  'Robot',
  'Date',
  'Description',
  'Action',
  'QA',
  'Total',
]);

/** Headers that are the same word in English and one other language. */
const sameIn: Record<'fra' | 'spa', Set<string>> = {
  fra: new Set(['Active', 'Type', 'Message', 'E-mail']),
  spa: new Set(),
};

/** Reports whose headers are not translated yet: none. */
const pending = new Set<string>();

describe('export headers in the reader language', () => {
  const reports = listReports();

  it('finds the registered reports', () => {
    expect(reports.map((r) => r.name)).toEqual(
      expect.arrayContaining(['robotParts', 'compatibilityFile', 'auditLog', 'rmaHistory', 'notSent']),
    );
  });

  for (const language of ['fra', 'spa'] as const) {
    it(`has no English header left for a ${language} reader`, () => {
      const english = (headers: string[]) => new Set(headers);
      const left = reports
        .filter((report) => !pending.has(report.name))
        .flatMap((report) => {
          const eng = english(report.columns(providerAdminActor('eng')).map((c) => c.header));
          return report
            .columns(providerAdminActor(language))
            .map((c) => c.header)
            .filter(
              (header) =>
                eng.has(header) && !sameInEveryLanguage.has(header) && !sameIn[language].has(header),
            )
            .map((header) => `${report.name}: ${header}`);
        });
      expect(left).toEqual([]);
    });
  }
});
