import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { RunProgress } from './run-progress';

describe('import run progress', () => {
  it('shows the server’s rows done of the rows to do as a bar and words, in the reader’s language', async () => {
    await renderWithProviders(
      <RunProgress mode="apply" uploaded={1} server={{ phase: 'applying', done: 5_000, total: 20_000 }} />,
      ['common', 'adminImport'],
    );
    expect(screen.getByText('Writing rows: 5,000 of 20,000')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });

  it('says it in French and Spanish too', async () => {
    for (const [language, words] of [
      ['fra', /Contrôle des lignes : 1\s000 sur 4\s000/],
      ['spa', /Verificando filas: 1\.?000 de 4\.?000/],
    ] as const) {
      await i18next.changeLanguage(language);
      const { unmount } = await renderWithProviders(
        <RunProgress mode="check" uploaded={1} server={{ phase: 'checking', done: 1_000, total: 4_000 }} />,
        ['common', 'adminImport'],
      );
      expect(screen.getByText(words)).toBeTruthy();
      unmount();
    }
    await i18next.changeLanguage('eng');
  });
});
