import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeFeedbackDialog } from '../../../components/feedback-dialogs';
import { type FakeAnswer, fail, ok } from '../../../test/render';
import {
  types,
  fakeServer,
  renderAt,
  click,
  field,
  fill,
  errorOf,
  choose,
  optionsOf,
  writes,
  submit,
} from './user-form.fixtures';

describe('add user (/users/add)', () => {
  beforeEach(() => closeFeedbackDialog());

  it('marks the required fields and sends nothing; the centre comes from the session', async () => {
    const requests = fakeServer();
    await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    expect(field('Service centre ID').value).toBe('3001');
    await submit('Add user');
    expect(errorOf('Name')).toBe('This field is required');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('E-mail')).toBe('This field is required');
    expect(errorOf('Password')).toBe('This field is required');
    expect(errorOf('Service centre ID')).toBeNull();
    expect(errorOf('Verify password')).toBe('This field is required');
    expect(errorOf('Phone')).toBeNull();

    fill('Service centre ID', '  ');
    await submit('Add user');
    expect(errorOf('Service centre ID')).toBe('This field is required');
    expect(writes(requests)).toHaveLength(0);
  });

  it('checks the e-mail format, the password length and match, and the zip length', async () => {
    const requests = fakeServer();
    await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    fill('Name', 'Bob');
    fill('E-mail', 'bob@example');
    fill('Password', '12345');
    fill('Verify password', '12346');
    fill('Zip', '1234567890123');
    await submit('Add user');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    expect(errorOf('Password')).toBe('At least 6 characters');
    expect(errorOf('Verify password')).toBe('Passwords not matching');
    expect(errorOf('Zip')).toBe('At most 12 characters');
    expect(errorOf('Name')).toBeNull();

    fill('E-mail', 'bob @example.com');
    await submit('Add user');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    fill('E-mail', 'bob@example.com');
    fill('Password', '123456');
    await submit('Add user');
    expect(errorOf('E-mail')).toBeNull();
    expect(errorOf('Password')).toBeNull();
    expect(errorOf('Verify password')).toBe('Passwords not matching');
    expect(writes(requests)).toHaveLength(0);
  });

  it("offers only the types below the manager's own, Service centre first chosen", async () => {
    fakeServer();
    await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    await waitFor(() => expect(field('Type').value).toBe('Service centre'));
    expect(await optionsOf('Type')).toEqual([
      'Distributor user',
      'Service centre manager',
      'Service centre',
      'Viewer',
    ]);
  });

  it('lets the provider admin (type 1) give any type', async () => {
    fakeServer();
    await renderAt('/users/add', 1);
    await screen.findByText('Add user', { selector: 'h2' });
    await waitFor(() => expect(field('Type').value).toBe('Service centre'));
    expect(await optionsOf('Type')).toEqual(types.map((t) => t.name));
  });

  it('sends the new user and says that it awaits activation', async () => {
    const requests = fakeServer(() => ok({ id: 40, status: 'pending' }));
    const router = await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    await waitFor(() => expect(field('Type').value).toBe('Service centre'));
    fill('Name', 'Bob Builder');
    await choose('Type', 'Service centre manager');
    fill('E-mail', 'bob@example.com');
    fill('Phone', '+33 6 00');
    fill('City', 'Nice');
    await choose('Country', 'France');
    await choose('Language', 'Español');
    fill('Password', 'secret1');
    fill('Verify password', 'secret1');
    await submit('Add user');

    expect(
      await screen.findByText('User added. The account awaits activation by the provider.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/users');
    const [put] = writes(requests);
    expect(put.method).toBe('PUT');
    expect(put.url.pathname).toBe('/api/users');
    expect(put.body).toEqual({
      name: 'Bob Builder',
      type: 5,
      centerMoovexID: '3001',
      email: 'bob@example.com',
      password: 'secret1',
      verify: 'secret1',
      phone: '+33 6 00',
      address: '',
      city: 'Nice',
      zip: '',
      country: 'FR',
      language: 'spa',
    });
  });

  it("puts the server's field refusals at their fields (-13 e-mail used, -6 invalid, -12 missing, -16)", async () => {
    const answers = [
      fail(-13, 409, { field: 'email', fields: ['email'] }),
      fail(-6, 400, { field: 'zip', fields: ['zip'] }),
      fail(-12, 400, { field: 'centerMoovexID', fields: ['centerMoovexID'] }),
      fail(-16, 400, { field: 'verify', fields: ['verify'] }),
    ];
    const requests = fakeServer(() => answers.shift() as FakeAnswer);
    const router = await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    fill('Name', 'Bob Builder');
    fill('E-mail', 'claire@demo.test');
    fill('Password', 'secret1');
    fill('Verify password', 'secret1');

    await submit('Add user');
    await waitFor(() => expect(errorOf('E-mail')).toBe('This e-mail address is already used.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The message goes as soon as the field changes.
    fill('E-mail', 'bob@example.com');
    expect(errorOf('E-mail')).toBeNull();

    await submit('Add user');
    await waitFor(() => expect(errorOf('Zip')).toBe('This value is not accepted'));
    await submit('Add user');
    await waitFor(() => expect(errorOf('Service centre ID')).toBe('This field is required'));
    await submit('Add user');
    await waitFor(() => expect(errorOf('Verify password')).toBe('Passwords not matching'));
    expect(writes(requests)).toHaveLength(4);
    expect(router.state.location.pathname).toBe('/users/add');
    // The form keeps what was typed.
    expect(field('E-mail').value).toBe('bob@example.com');
  });

  it('shows a refusal that names no field (-11) in the dialog', async () => {
    fakeServer(() => fail(-11, 403));
    await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    fill('Name', 'Bob Builder');
    fill('E-mail', 'bob@example.com');
    fill('Password', 'secret1');
    fill('Verify password', 'secret1');
    await submit('Add user');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText("You don't have the right permission to apply those changes."),
    ).toBeTruthy();
    // A refusal is not a crash: its own title, no request id.
    expect(within(dialog).getByText('This could not be done')).toBeTruthy();
    expect(within(dialog).queryByText('req-test-1')).toBeNull();
  });
});

describe('edit user (/users/:id)', () => {
  beforeEach(() => closeFeedbackDialog());

  it('shows the user, keeps the password optional and sends the changes without one', async () => {
    const requests = fakeServer();
    await renderAt('/users/12');
    await screen.findByText('Edit user Sam Service');
    expect(field('Name').value).toBe('Sam Service');
    expect(field('E-mail').value).toBe('sam@demo.test');
    await waitFor(() => expect(field('Type').value).toBe('Service centre'));
    expect(field('Language').value).toBe('Français');
    expect(field('New password').required).toBe(false);
    // Only the provider admin may disable a user.
    expect(screen.queryByLabelText('Disabled')).toBeNull();

    fill('E-mail', 'sam.example.com');
    await submit('Save');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    expect(errorOf('New password')).toBeNull();
    expect(writes(requests)).toHaveLength(0);

    fill('E-mail', 'sam@example.com');
    fill('City', 'Paris');
    await submit('Save');
    expect(await screen.findByText('User saved')).toBeTruthy();
    const [post] = writes(requests);
    expect(post.method).toBe('POST');
    expect(post.url.pathname).toBe('/api/users/12');
    expect(post.body).toEqual({
      name: 'Sam Service',
      type: 6,
      centerMoovexID: '3001',
      email: 'sam@example.com',
      phone: '+33 1 23',
      address: '1 rue de la Paix',
      city: 'Paris',
      zip: '69001',
      country: 'FR',
      language: 'fra',
    });
  });

  it('lets the provider admin disable the user and set a new password', async () => {
    const requests = fakeServer();
    await renderAt('/users/12', 1);
    await screen.findByText('Edit user Sam Service');
    fill('New password', 'abc');
    await submit('Save');
    expect(errorOf('New password')).toBe('At least 6 characters');
    expect(errorOf('Verify password')).toBe('This field is required');
    fill('Verify password', 'abd');
    await submit('Save');
    expect(errorOf('Verify password')).toBe('Passwords not matching');

    fill('New password', 'secret9');
    fill('Verify password', 'secret9');
    click(screen.getByLabelText('Disabled'));
    await submit('Save');
    await screen.findByText('User saved');
    expect(writes(requests)[0].body).toMatchObject({
      disabled: true,
      newPass: 'secret9',
      verifyNewPass: 'secret9',
    });
  });

  it('says at the field when the new e-mail belongs to another user (-13)', async () => {
    fakeServer(() => fail(-13, 409, { field: 'email', fields: ['email'] }));
    const router = await renderAt('/users/12');
    await screen.findByText('Edit user Sam Service');
    fill('E-mail', 'claire@demo.test');
    await submit('Save');
    await waitFor(() => expect(errorOf('E-mail')).toBe('This e-mail address is already used.'));
    expect(screen.queryByText('User saved')).toBeNull();
    expect(router.state.location.pathname).toBe('/users/12');
  });
});

describe('own profile (/users/my_profile)', () => {
  beforeEach(() => closeFeedbackDialog());

  it('puts a wrong current password (-17), too many of them (-8) and a refused new one (-6) at their fields', async () => {
    const answers = [
      fail(-17, 400, { field: 'currentPass', fields: ['currentPass'] }),
      fail(-6, 400, { field: 'newPass', fields: ['newPass'] }),
      fail(
        -8,
        429,
        { field: 'currentPass', fields: ['currentPass'], retryAfter: 600 },
        { 'retry-after': '600' },
      ),
    ];
    const requests = fakeServer(() => answers.shift() as FakeAnswer);
    await renderAt('/users/my_profile');
    await screen.findByText('My profile');
    fill('New password', 'secret9');
    fill('Verify password', 'secret9');
    await submit('Save');
    expect(errorOf('Current password')).toBe('This field is required');
    expect(writes(requests)).toHaveLength(0);

    fill('Current password', 'wrong-one');
    await submit('Save');
    await waitFor(() => expect(errorOf('Current password')).toBe('Incorrect password'));
    await submit('Save');
    await waitFor(() => expect(errorOf('New password')).toBe('This value is not accepted'));
    await submit('Save');
    await waitFor(() =>
      expect(errorOf('Current password')).toBe('Too many wrong passwords. Try again in a few minutes.'),
    );
    expect(writes(requests)[0].body).toMatchObject({
      currentPass: 'wrong-one',
      newPass: 'secret9',
      verifyNewPass: 'secret9',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the e-mailed notification types with the form and asks before leaving unsaved changes', async () => {
    const requests = fakeServer();
    const router = await renderAt('/users/my_profile');
    await screen.findByText('My profile');
    click(screen.getByLabelText('RMA updates'));
    await router.navigate('/users');
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    click(screen.getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(router.state.location.pathname).toBe('/users/my_profile');

    await submit('Save');
    await screen.findByText('User saved');
    expect(writes(requests)[0].body).toMatchObject({ emailNotificationTypes: ['RMA'] });
    await router.navigate('/users');
    expect(await screen.findByText('Users list page')).toBeTruthy();
  });
});
