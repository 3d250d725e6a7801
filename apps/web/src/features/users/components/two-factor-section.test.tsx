import { ModalsProvider } from '@mantine/modals';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeFeedbackDialog, FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { TwoFactorSection } from './two-factor-section';

afterEach(() => closeFeedbackDialog());

async function renderSection() {
  await renderWithProviders(
    <ModalsProvider>
      <TwoFactorSection />
      <FeedbackDialogHost />
    </ModalsProvider>,
    ['common', 'users'],
  );
}

const codes = Array.from({ length: 10 }, (_, i) => `wxy${i + 2}-zabc`);

describe('profile: two-step sign-in', () => {
  it('turns on: QR, a code (a wrong one at the field), then the recovery codes', async () => {
    let enabled = false;
    let confirms = 0;
    const requests = fakeFetch(({ url, method }) => {
      if (method === 'GET')
        return ok({ available: true, enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0 });
      if (method === 'PUT')
        return ok({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg></svg>' });
      if (url.pathname === '/api/twoFactor' && method === 'POST') {
        if (++confirms === 1) return fail(-7, 401, { field: 'code', fields: ['code'] });
        enabled = true;
        return ok({ recoveryCodes: codes });
      }
      return fail(-2, 404);
    });
    await renderSection();
    expect(await screen.findByText('Off.')).toBeTruthy();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByAltText(/QR code/)).toBeTruthy();
    // The contract's rule first: a recovery code cannot turn it on.
    await u.type(screen.getByLabelText(/Code of the app/), 'abcd');
    await u.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('This value is not accepted')).toBeTruthy();
    await u.clear(screen.getByLabelText(/Code of the app/));
    await u.type(screen.getByLabelText(/Code of the app/), '111111');
    await u.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/This code is not right/)).toBeTruthy();
    await u.type(screen.getByLabelText(/Code of the app/), '222222');
    await u.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('wxy2-zabc')).toBeTruthy();
    await u.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await u.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('On. 10 recovery codes left.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { code: '111111' },
      { code: '222222' },
    ]);
  });

  it('turns off with a code, and offers no way off when the portal requires it', async () => {
    let required = false;
    let enabled = true;
    const requests = fakeFetch(({ method }) => {
      if (method === 'GET') return ok({ available: true, enabled, required, recoveryCodesLeft: 7 });
      if (method === 'DELETE') {
        enabled = false;
        return ok(null);
      }
      return fail(-2, 404);
    });
    await renderSection();
    expect(await screen.findByText('On. 7 recovery codes left.')).toBeTruthy();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Turn off' }));
    await u.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await u.type(screen.getByLabelText(/Recovery code/), 'abcd-efgh');
    await u.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByText('Off.')).toBeTruthy();
    const off = requests.find((r) => r.method === 'DELETE');
    expect(off?.url.pathname).toBe('/api/twoFactor');
    expect(off?.body).toEqual({ code: 'abcd-efgh' });
    closeFeedbackDialog();
    cleanup();

    required = true;
    enabled = true;
    await renderSection();
    expect(await screen.findByText(/cannot be turned off/)).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Turn off' })).toHaveLength(0);
  });

  it('is hidden when the portal has it off', async () => {
    fakeFetch(() => ok({ available: false, enabled: false, required: false, recoveryCodesLeft: 0 }));
    await renderSection();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Two-step sign-in')).toBeNull();
  });
});
