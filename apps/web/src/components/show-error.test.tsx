import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api as client } from '../lib/api-client';
import { renderWithProviders } from '../test/render';
import { api, failResponse, refusals, server } from '../test/server';
import { closeFeedbackDialog, FeedbackDialogHost, showError } from './feedback-dialogs';

/** A screen that loads a company and shows a failure by the one rule; with `withForm`, a form's save. */
function Screen({ withForm = false }: { withForm?: boolean }) {
  const form = useForm({ initialValues: { name: '', email: '' } });
  const load = () =>
    client
      .get('/companies/{id}', { path: { id: 7 } })
      .catch((error) => showError(error, withForm ? { form } : {}));
  return (
    <>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="E-mail" {...form.getInputProps('email')} />
      <Button onClick={load}>Load</Button>
      <FeedbackDialogHost />
    </>
  );
}

async function failWith(answer: Response | (() => Response), options: { withForm?: boolean } = {}) {
  server.use(
    typeof answer === 'function' ? http.get('*/api/companies/7', answer) : api.get('/companies/:id', answer),
  );
  await renderWithProviders(<Screen withForm={options.withForm} />);
  fireEvent.click(screen.getByRole('button', { name: 'Load' }));
}

const dialog = () => screen.findByRole('dialog');
const inputError = (label: string) => {
  const ids = (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
};

describe('the one error display rule (showError), by kind', () => {
  beforeEach(() => closeFeedbackDialog());

  it('fields: at the field on a form, no dialog; without a form, one dialog naming them', async () => {
    await failWith(refusals.requiredField('name'), { withForm: true });
    await waitFor(() => expect(inputError('Name')).toBe('This field is required'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('fields without a form: one dialog that names the fields in words', async () => {
    await failWith(refusals.invalidField('email'));
    const shown = await dialog();
    expect(within(shown).getByText('Please check the form')).toBeTruthy();
    expect(within(shown).getByText('E-mail: This value is not accepted')).toBeTruthy();
  });

  it('not found: the dialog says the record does not exist, with no request id', async () => {
    await failWith(refusals.notFound());
    const shown = await dialog();
    expect(within(shown).getByText('Not found')).toBeTruthy();
    expect(within(shown).getByText('This record does not exist or is no longer available.')).toBeTruthy();
    expect(within(shown).queryByText('req-test-1')).toBeNull();
  });

  it('conflict: the dialog says what already exists or changed', async () => {
    await failWith(failResponse(-13));
    const shown = await dialog();
    expect(within(shown).getByText('In conflict with existing data')).toBeTruthy();
    expect(within(shown).getByText('This e-mail address is already in use.')).toBeTruthy();
  });

  it('refused: the dialog words the refusal by its code', async () => {
    await failWith(refusals.permissionDenied());
    const shown = await dialog();
    expect(within(shown).getByText('This could not be done')).toBeTruthy();
    expect(within(shown).getByText("You don't have the permission to do this.")).toBeTruthy();
  });

  it('rate-limited: one toast says how long to wait, and no dialog', async () => {
    await failWith(failResponse(-8, null, { httpStatus: 429, headers: { 'retry-after': '90' } }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Too many attempts')).toBeTruthy();
    expect(within(toast).getByText('Please wait 2 min and try again.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A second refusal replaces the toast: there is one.
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
  });

  it('server failure: "Something went wrong" with the request id support needs', async () => {
    await failWith(refusals.fatal());
    const shown = await dialog();
    expect(within(shown).getByText('Oops... Something went wrong!')).toBeTruthy();
    expect(within(shown).getByText('req-test-1')).toBeTruthy();
  });

  it('network: no answer at all says the server could not be reached', async () => {
    await failWith(() => HttpResponse.error());
    const shown = await dialog();
    expect(within(shown).getByText('Oops... Something went wrong!')).toBeTruthy();
    expect(
      within(shown).getByText('The server could not be reached. Check the connection and try again.'),
    ).toBeTruthy();
  });
});
