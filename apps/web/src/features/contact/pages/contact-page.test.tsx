import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeFeedbackDialog, FeedbackDialogHost } from '../../../components/feedback-dialogs';
import {
  type FakeAnswer,
  type FakeRequest,
  fail,
  fakeFetch,
  ok,
  renderWithProviders,
} from '../../../test/render';
import { ContactPage } from './contact-page';

const settings = {
  captcha: { provider: 'recaptcha', siteKey: 'site-key-1' },
  mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
};

/** Invisible reCAPTCHA as the page sees it once Google's script has run. */
function installRecaptcha(token = 'captcha-token-1') {
  const execute = vi.fn(async () => token);
  window.grecaptcha = { ready: (cb: () => void) => cb(), execute };
  return execute;
}

function fakeServer(send: (request: FakeRequest) => FakeAnswer = () => ok({ msg: 'sent' })) {
  return fakeFetch((request) => {
    if (request.url.pathname === '/api/contact/settings') return ok(settings);
    if (request.url.pathname === '/api/contact' && request.method === 'PUT') return send(request);
    return fail(-1, 404);
  });
}

async function renderContact() {
  const router = createMemoryRouter([{ path: '/contact', Component: ContactPage }], {
    initialEntries: ['/contact'],
  });
  await renderWithProviders(
    <ModalsProvider>
      <RouterProvider router={router} />
      <FeedbackDialogHost />
    </ModalsProvider>,
    ['common', 'contact'],
  );
  // The send button waits for the settings (captcha provider).
  await waitFor(() => expect(sendButton().disabled).toBe(false));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`), { selector: 'input, textarea' }) as
    | HTMLInputElement
    | HTMLTextAreaElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const sendButton = () =>
  screen.getByText('Send', { selector: 'button span' }).closest('button') as HTMLButtonElement;
const errorOf = (label: string) => {
  const ids = (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
};
const puts = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PUT');

describe('contact form (/contact)', () => {
  beforeEach(() => closeFeedbackDialog());
  afterEach(() => {
    delete window.grecaptcha;
  });

  it('requires an e-mail address and a message, checks the address and asks no captcha before', async () => {
    const execute = installRecaptcha();
    const requests = fakeServer();
    await renderContact();
    fireEvent.click(sendButton());
    expect(errorOf('E-mail')).toBe('This field is required');
    expect(errorOf('Message')).toBe('This field is required');
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Full name')).toBeNull();

    fill('E-mail', 'jane@example');
    fill('Message', '   ');
    fireEvent.click(sendButton());
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    expect(errorOf('Message')).toBe('This field is required');
    expect(execute).not.toHaveBeenCalled();
    expect(puts(requests)).toHaveLength(0);
  });

  it('counts the characters left and refuses a message over 200 characters', async () => {
    installRecaptcha();
    const requests = fakeServer();
    await renderContact();
    expect(screen.getByText('200 characters left')).toBeTruthy();
    expect(field('Message').getAttribute('maxlength')).toBe('200');
    fill('Message', 'Hello');
    expect(screen.getByText('195 characters left')).toBeTruthy();

    // Pasted text can pass the maxlength attribute in some browsers: the form still refuses it.
    fill('E-mail', 'jane@example.com');
    fill('Message', 'x'.repeat(201));
    fireEvent.click(sendButton());
    expect(errorOf('Message')).toBe('At most 200 characters');
    expect(puts(requests)).toHaveLength(0);
  });

  it('sends the message with the captcha token, thanks the sender and empties the form', async () => {
    const execute = installRecaptcha('token-abc');
    const requests = fakeServer();
    await renderContact();
    fill('Full name', 'Jane Pool');
    fill('E-mail', 'jane@example.com');
    fill('Phone', '+33 6 12');
    fill('Message', 'My robot does not climb.');
    fireEvent.click(sendButton());

    expect(await screen.findByText('Thank you, your message was sent. We will answer soon.')).toBeTruthy();
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'contact' });
    const [put] = puts(requests);
    expect(put.url.pathname).toBe('/api/contact');
    expect(put.body).toEqual({
      fullName: 'Jane Pool',
      email: 'jane@example.com',
      phone: '+33 6 12',
      message: 'My robot does not climb.',
      fileID: null,
      recaptchaToken: 'token-abc',
    });
    expect(field('E-mail').value).toBe('');
    expect(field('Message').value).toBe('');
  });

  it('names the refused captcha (-6 recaptchaToken) in the dialog, not as a crash', async () => {
    installRecaptcha();
    const requests = fakeServer(() => fail(-6, 400, { field: 'recaptchaToken', fields: ['recaptchaToken'] }));
    await renderContact();
    fill('E-mail', 'jane@example.com');
    fill('Message', 'Hello');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Please check the form')).toBeTruthy();
    expect(screen.getByText('Captcha: This value is not accepted')).toBeTruthy();
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();
    expect(screen.queryByText('req-test-1')).toBeNull();
    expect(puts(requests)).toHaveLength(1);
    expect(screen.queryByText('Thank you, your message was sent. We will answer soon.')).toBeNull();
    // What was typed stays for another try.
    expect(field('Message').value).toBe('Hello');
  });

  it("puts the server's field refusal (-6 email) at the field, and clears it when the field changes", async () => {
    installRecaptcha();
    const requests = fakeServer(() => fail(-6, 400, { field: 'email', fields: ['email'] }));
    await renderContact();
    fill('E-mail', 'jane@example.com');
    fill('Message', 'Hello');
    fireEvent.click(sendButton());
    await waitFor(() => expect(errorOf('E-mail')).toBe('Enter a valid e-mail address'));
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();
    expect(puts(requests)).toHaveLength(1);
    fill('E-mail', 'jane@example.org');
    expect(errorOf('E-mail')).toBeNull();
  });

  it('uploads the chosen attachment and says at the field why a file is refused (-25)', async () => {
    installRecaptcha('token-abc');
    let uploads = 0;
    const requests = fakeFetch((request) => {
      if (request.url.pathname === '/api/contact/settings') return ok(settings);
      if (request.url.pathname === '/api/upload') {
        uploads += 1;
        return uploads === 1 ? fail(-25, 400) : ok({ id: 77, name: 'photo.png' });
      }
      if (request.url.pathname === '/api/contact') return ok({ msg: 'sent' });
      return fail(-1, 404);
    });
    await renderContact();
    const input = screen.getByLabelText('Attach a file', { selector: 'input' }) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'fake.png', { type: 'image/png' })] } });
    expect(
      await screen.findByText('The server did not accept this file: its type or content is not allowed.'),
    ).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByText('photo.png')).toBeTruthy());
    expect(
      screen.queryByText('The server did not accept this file: its type or content is not allowed.'),
    ).toBeNull();
    fill('E-mail', 'jane@example.com');
    fill('Message', 'See the photo');
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.click(sendButton());
    expect(await screen.findByText('Thank you, your message was sent. We will answer soon.')).toBeTruthy();
    expect(puts(requests)[0].body).toMatchObject({ fileID: 77, recaptchaToken: 'token-abc' });
  });
});

describe('contact form of a logged-in user', () => {
  afterEach(() => {
    delete window.grecaptcha;
  });

  it('is filled in from the session (name, e-mail, company, phone) and stays editable', async () => {
    installRecaptcha('token-abc');
    const user = {
      name: 'Sam Service',
      email: 'service@demo.test',
      phone: '+33 4 93 00 00 00',
      company: { id: 3, name: 'Riviera Pool Service', number: '3002', kind: 'service', currency: 'EUR' },
    };
    const requests = fakeFetch((request) => {
      if (request.url.pathname === '/api/dashboard') return ok({ user });
      if (request.url.pathname === '/api/contact/settings') return ok(settings);
      if (request.url.pathname === '/api/contact') return ok({ msg: 'sent' });
      return fail(-1, 404);
    });
    await renderContact();
    await waitFor(() => expect(field('Full name').value).toBe('Sam Service'));
    expect(field('E-mail').value).toBe('service@demo.test');
    expect(field('Company').value).toBe('Riviera Pool Service');
    expect(field('Phone').value).toBe('+33 4 93 00 00 00');
    fill('Full name', 'Sam S.');
    fill('Message', 'Hello');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Thank you, your message was sent. We will answer soon.')).toBeTruthy();
    expect(puts(requests)[0].body).toMatchObject({
      fullName: 'Sam S.',
      email: 'service@demo.test',
      company: 'Riviera Pool Service',
      phone: '+33 4 93 00 00 00',
      message: 'Hello',
    });
    // Sent: the form is the session's again, the message empty.
    expect(field('Full name').value).toBe('Sam Service');
    expect(field('Message').value).toBe('');
  });
});
