import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeFeedbackDialog, FeedbackDialogHost } from '../../../components/feedback-dialogs';
import {
  type FakeAnswer,
  type FakeRequest,
  fail,
  fakeFetch,
  ok,
  renderWithProviders,
} from '../../../test/render';
import { choose } from '../../../test/select';
import { FeedbackForm } from './report-form';

const robot = { sn: 'SN100001', pn: 'AB-S300', name: 'AquaBot S300', images: { main: null } };

function fakeServer(upload: (request: FakeRequest) => FakeAnswer) {
  return fakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/robots/sn/SN100001') return ok(robot);
    if (path === '/api/upload') return upload(request);
    if (path === '/api/feedback' && request.method === 'PUT') return ok({ id: 9 });
    return fail(-1, 404);
  });
}

async function renderTechnicalForm() {
  const router = createMemoryRouter(
    [
      {
        path: '/feedback/report',
        element: <FeedbackForm context={{ menu: 'technical', formType: 'technical' }} onDone={() => {}} />,
      },
    ],
    { initialEntries: ['/feedback/report'] },
  );
  await renderWithProviders(
    <ModalsProvider>
      <RouterProvider router={router} />
      <FeedbackDialogHost />
    </ModalsProvider>,
    ['common', 'feedback'],
  );
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input, textarea' }) as HTMLInputElement;
/** The message under a field: the error of the input wrapper its label belongs to. */
function errorAt(label: string): string {
  const labelElement = screen.getByText(label, { selector: 'label, .mantine-InputWrapper-label' });
  const wrapper = labelElement.closest('.mantine-InputWrapper-root');
  return wrapper?.querySelector('.mantine-InputWrapper-error')?.textContent ?? '';
}
const extraFilesInput = () => document.querySelector('input[type="file"][multiple]') as HTMLInputElement;
const uploads = (requests: FakeRequest[]) => requests.filter((r) => r.url.pathname === '/api/upload');
const png = (name: string) => new File(['\x89PNG'], name, { type: 'image/png' });

async function fillTechnicalForm() {
  fireEvent.change(field('Serial number'), { target: { value: 'SN100001' } });
  fireEvent.blur(field('Serial number'));
  await screen.findByTestId('robot-found');
  fireEvent.click(within(screen.getByRole('radiogroup', { name: /Under warranty/ })).getByLabelText('Yes'));
  fireEvent.change(screen.getByLabelText('Copy of the invoice', { selector: 'input' }), {
    target: { files: [png('invoice.png')] },
  });
  await screen.findByText('invoice.png');
  await choose('Pool surface', 'Cement');
  await choose('Pool shape', 'Rectangular');
  await choose('Pool width', '5 m');
  await choose('Pool length', '10 m');
  await choose('Water treatment', 'Salt chlorinator');
  fireEvent.change(field('Failure description'), { target: { value: 'Stops after a minute' } });
}

// Each test fills the whole technical form (a dozen fields and selects): slow on a loaded machine.
describe('feedback technical form: extra files', { timeout: 45_000 }, () => {
  beforeEach(() => {
    closeFeedbackDialog();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('checks a chosen extra file with the upload rule at once, at its field, and sends nothing', async () => {
    const requests = fakeServer(() => ok({ id: 5, name: 'x' }));
    await renderTechnicalForm();
    fireEvent.change(extraFilesInput(), { target: { files: [png('photo.png'), png('setup.exe')] } });
    await waitFor(() =>
      expect(errorAt('Extra files')).toBe(
        'setup.exe: this type of file is not accepted (PDF, PNG, GIF, JPG, JPEG, BMP, DOC, DOCX, XLS, XLSX)',
      ),
    );
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(extraFilesInput(), { target: { files: [big] } });
    await waitFor(() =>
      expect(errorAt('Extra files')).toBe('scan.pdf is larger than 10 MB, the largest file accepted.'),
    );
    await fillTechnicalForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send to Poolside' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uploads(requests)).toHaveLength(0);
    expect(errorAt('Copy of the invoice')).toBe('');
  });

  it('says at the extra files field, in words, which file the server refused; not at the invoice', async () => {
    const requests = fakeServer((request) =>
      request.url.searchParams.get('kind') === 'file' ? fail(-25, 400) : ok({ id: 5, name: 'invoice.png' }),
    );
    await renderTechnicalForm();
    await fillTechnicalForm();
    fireEvent.change(extraFilesInput(), { target: { files: [png('pool.png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to Poolside' }));
    await waitFor(() =>
      expect(errorAt('Extra files')).toBe(
        'pool.png: the server did not accept this file: its type or content is not allowed.',
      ),
    );
    expect(errorAt('Copy of the invoice')).toBe('');
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();
    expect(uploads(requests)).toHaveLength(2);
    expect(requests.filter((r) => r.url.pathname === '/api/feedback')).toHaveLength(0);
  });
});
