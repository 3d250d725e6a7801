import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeFeedbackDialog } from '../../../components/feedback-dialogs';
import { fail, ok } from '../../../test/render';
import { errorOf, fakeServer, field, fill, renderAt, writes } from '../components/user-form.fixtures';

const addButton = () => screen.getByText('Add user', { selector: 'button span' }).closest('button')!;

async function fillNewUser() {
  await screen.findByText('Add user', { selector: 'h2' });
  fill('Name', 'Bob Builder');
  fill('E-mail', 'bob@example.com');
  fill('Password', 'secret1');
  fill('Verify password', 'secret1');
}

describe('add user: a double click and an e-mail already used', () => {
  beforeEach(() => closeFeedbackDialog());

  it('a double click on "Add user" adds the user once and leaves for the list', async () => {
    let added = 0;
    const requests = fakeServer(() => {
      added += 1;
      // A second add of the same e-mail is refused, as the server does.
      return added === 1
        ? ok({ id: 40, status: 'pending' })
        : fail(-13, 409, { field: 'email', fields: ['email'] });
    });
    const router = await renderAt('/users/add');
    await fillNewUser();
    addButton().click();
    addButton().click();
    // A cheap check while the form works (a text search over the whole form on every change is slow).
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'), { timeout: 5000 });
    expect(
      await screen.findByText('User added. The account awaits activation by the provider.'),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes(requests)).toHaveLength(1);
  });

  it('an e-mail already used (-13) is said at the field, which gets the focus so it is seen', async () => {
    fakeServer(() => fail(-13, 409, { field: 'email', fields: ['email'] }));
    const router = await renderAt('/users/add');
    await fillNewUser();
    addButton().focus();
    addButton().click();
    await waitFor(() => expect(errorOf('E-mail')).toBe('This e-mail address is already used.'));
    expect(document.activeElement).toBe(field('E-mail'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/users/add');
  });
});
