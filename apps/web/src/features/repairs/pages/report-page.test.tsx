import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeFeedbackDialog } from '../../../components/feedback-dialogs';
import { formatDateOnly } from '../../../lib/dates';
import { fail, ok } from '../../../test/render';
import {
  addButton,
  addLine,
  addMotorLine,
  choose,
  click,
  fakeServer,
  fill,
  input,
  lineMessages,
  noLines,
  oldPn,
  puts,
  queryInput,
  renderComposer,
  renderReport,
  send,
  todayText,
  utc,
} from './report-page.fixtures';

describe('warranty repair report (/repairs/report)', () => {
  beforeEach(() => closeFeedbackDialog());

  it('says when the serial is unknown and hides the composer from a user type without the report right', async () => {
    fakeServer(undefined, false);
    await renderReport();
    expect(await screen.findByText(/may look robots up but cannot report repairs/)).toBeTruthy();
    expect(screen.queryByText('Add line')).toBeNull();

    fill('Robot SN', 'sn404');
    expect(input('Robot SN').value).toBe('SN404');
    click(screen.getByText('Search'));
    expect(await screen.findByText('Robot not found. Check the serial number.')).toBeTruthy();
  });

  it('disables both serial fields for a non-serial old part, copies its PN and offers the workbook amount', async () => {
    fakeServer();
    await renderComposer();
    expect(input('Old part SN').disabled).toBe(false);
    expect(queryInput('Amount')).toBeNull();

    oldPn('ab-brs-01');
    expect(input('Old part PN').value).toBe('AB-BRS-01');
    expect(await screen.findByText('Brush')).toBeTruthy();
    expect(input('Old part SN').disabled).toBe(true);
    expect(input('Old part SN').placeholder).toBe('Non-serial part');
    expect(input('New part SN').disabled).toBe(true);
    expect(input('New part PN').value).toBe('AB-BRS-01');
    // The workbook holds 4 brushes (under the PN with the -SP suffix): amounts 1..4.
    click(input('Amount'));
    const listbox = document.getElementById(input('Amount').getAttribute('aria-controls') ?? '');
    const options = within(listbox as HTMLElement).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['1', '2', '3', '4']);

    // A serial part of amount 1 enables the serials again and has no amount choice.
    oldPn('AB-MTR-01');
    expect(await screen.findByText('Drive motor')).toBeTruthy();
    expect(input('Old part SN').disabled).toBe(false);
    expect(input('New part SN').disabled).toBe(false);
    expect(queryInput('Amount')).toBeNull();
  });

  it('refuses a line until it passes the rules: PNs, complaint, failure, then each serial rule', async () => {
    const requests = fakeServer();
    await renderComposer();
    await addLine();
    expect(await lineMessages()).toEqual([
      'The old part number is not valid.',
      'The new part number is not valid.',
      'Choose a complaint.',
      'Choose a failure.',
    ]);
    expect(noLines()).toBeTruthy();
    expect(requests.filter((r) => r.url.pathname.startsWith('/api/rma/'))).toHaveLength(0);

    // An unknown old PN is refused as soon as the field is left.
    fill('Old part PN', 'XX-404');
    // Typing clears the field's message; the other fields keep theirs until they change.
    expect(await lineMessages()).toEqual([
      'The new part number is not valid.',
      'Choose a complaint.',
      'Choose a failure.',
    ]);
    fireEvent.blur(input('Old part PN'));
    await waitFor(async () => expect((await lineMessages())[0]).toBe('The old part number is not valid.'));
    expect(requests.some((r) => r.url.pathname === '/api/descriptions/XX-404')).toBe(true);
    expect(input('Old part SN').disabled).toBe(false);

    // Serial rules: copied, already reported, not the recorded one, bad shape, fitted elsewhere.
    const validations = () => requests.filter((r) => r.url.pathname === '/api/rma/partValidation/AB-MTR-01');
    const checkOf = (sn: string) => validations().find((r) => (r.body as { sn: string }).sn === sn)?.body;
    const expectRefused = async (message: string) => {
      const before = validations().length;
      await addLine();
      await waitFor(() => expect(validations().length).toBeGreaterThan(before));
      // Wait for the check to end (the button is disabled while it loads), then read the new message.
      await waitFor(() => expect(addButton().disabled).toBe(false));
      expect(await lineMessages()).toEqual([message]);
    };

    await addMotorLine('MT10000001', 'MT10000001');
    expect(await lineMessages()).toEqual(['The new serial number must differ from the old one.']);

    fill('New part SN', 'MT77770001');
    fill('Old part SN', 'mt00000999');
    await expectRefused('This old serial number was already reported for this robot.');

    // A well-formed serial, but not the motor the robot's record holds.
    fill('Old part SN', 'MT10000002');
    await expectRefused('The old serial number is not valid for this part and robot.');
    expect(checkOf('MT10000002')).toEqual({ sn: 'MT10000002', robotSN: 'SN100001' });

    // A new serial fitted in another robot (-27); a new part is validated without the robot.
    fill('Old part SN', 'MT10000001');
    fill('New part SN', 'MT20000002');
    await expectRefused('The new serial number is not valid or is already fitted in a robot.');
    expect(checkOf('MT20000002')).toEqual({ sn: 'MT20000002' });

    // The server refuses the serial's shape (-6).
    fill('Old part SN', 'XX1');
    fill('New part SN', 'MT77770001');
    await expectRefused('The old serial number is not valid for this part and robot.');
    expect(checkOf('XX1')).toEqual({ sn: 'XX1', robotSN: 'SN100001' });
    expect(noLines()).toBeTruthy();

    fill('Old part SN', 'MT10000001');
    await addLine();
    expect(await screen.findByText('MT77770001', { selector: 'td' })).toBeTruthy();
    expect(input('Old part PN').getAttribute('aria-invalid')).not.toBe('true');
    // The composer is emptied for the next line.
    expect(input('Old part PN').value).toBe('');
    expect(input('Old part SN').value).toBe('');
    expect(input('New part SN').value).toBe('');
  });

  it('requires a description when "other" is chosen; a composed line can be removed', async () => {
    fakeServer();
    await renderComposer();
    oldPn('AB-BRS-01');
    await screen.findByText('Brush');
    await choose('Complaint', 'Other (open field)');
    await choose('Failure', 'Broken mechanical part');
    expect(screen.getByText('Required: describe the complaint or failure in your own words.')).toBeTruthy();
    await addLine();
    expect(await lineMessages()).toEqual(['Please describe the failure.']);
    expect(noLines()).toBeTruthy();

    fill('Description', 'Brushes torn by a tile edge');
    await addLine();
    expect(await screen.findByText('Broken mechanical part: Brushes torn by a tile edge')).toBeTruthy();
    expect(noLines()).toBeNull();

    // A composed line may be removed before sending.
    click(screen.getByLabelText('Remove line'));
    expect(noLines()).toBeTruthy();
    expect(screen.queryByText('Broken mechanical part: Brushes torn by a tile edge')).toBeNull();
  });

  it('asks before adding a registered PN that is not in the workbook', async () => {
    fakeServer();
    await renderComposer();
    oldPn('AB-FLT-09');
    await screen.findByText('Filter basket');
    await choose('Complaint', 'Does not move');
    await choose('Failure', 'Broken mechanical part');
    await addLine();
    expect(
      await screen.findByText("Part AB-FLT-09 is not in this robot's workbook. Are you sure?"),
    ).toBeTruthy();
    click(screen.getByText('No'));
    await waitFor(() => expect(screen.queryByText(/is not in this robot's workbook/)).toBeNull());
    expect(noLines()).toBeTruthy();

    await addLine();
    await screen.findByText(/is not in this robot's workbook/);
    click(screen.getByText('Yes'));
    expect(await screen.findByText('Filter basket', { selector: 'td' })).toBeTruthy();
  });

  it('shows the robot, then checks the report before saving: a line, a technician, a real date not in the future', async () => {
    const requests = fakeServer();
    await renderComposer();
    expect(input('Robot SN').value).toBe('SN100001');
    expect(screen.getByText('Aquabot S300')).toBeTruthy();
    expect(screen.getByText('Under warranty until 31/05/2027')).toBeTruthy();
    expect(input('Repair date').value).toBe(todayText());
    expect(noLines()).toBeTruthy();

    await send();
    expect(await screen.findByText('Add at least one repair line.')).toBeTruthy();
    expect(screen.getByText("Enter the technician's name.")).toBeTruthy();

    await addMotorLine();
    await screen.findByText('MT77770001', { selector: 'td' });
    fill('Technician', 'Marc Dupuis');
    // The date picker takes real dd/MM/yyyy days only: an impossible one falls back to the last good day.
    fill('Repair date', '31/02/2026');
    fireEvent.blur(input('Repair date'));
    expect(input('Repair date').value).toBe(todayText());
    expect(screen.queryByText('Add at least one repair line.')).toBeNull();
    expect(screen.queryByText("Enter the technician's name.")).toBeNull();

    fill('Repair date', formatDateOnly(Math.floor(Date.now() / 86400_000) * 86400 + 2 * 86400));
    await send();
    expect(await screen.findByText('The repair date cannot be in the future.')).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it('saves the lines with the report technician, date and internal number, then opens the RMA list', async () => {
    const requests = fakeServer(() =>
      ok([
        { id: 1, returnToQA: false },
        { id: 2, returnToQA: true },
      ]),
    );
    const router = await renderComposer();
    await addMotorLine();
    await screen.findByText('MT77770001', { selector: 'td' });

    oldPn('ab-brs-01');
    await screen.findByText('Brush');
    await choose('Amount', '2');
    await choose('Complaint', 'Other (open field)');
    await choose('Failure', 'Broken mechanical part');
    fill('Description', '  Torn  ');
    await addLine();
    await screen.findByText('Brush', { selector: 'td' });

    fill('Technician', 'Marc Dupuis');
    fill('Repair date', '01/03/2026');
    fill('Internal number', 'WO-1');
    await send();

    expect(await screen.findByText('RMA list page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/repairs/rma');
    const [save] = puts(requests);
    expect(save.url.pathname).toBe('/api/rma/line/SN100001');
    expect(save.body).toEqual({
      technician: 'Marc Dupuis',
      repairDate: utc('2026-03-01'),
      internalNumber: 'WO-1',
      lines: [
        {
          oldPN: 'AB-MTR-01',
          oldSN: 'MT10000001',
          newPN: 'AB-MTR-01',
          newSN: 'MT77770001',
          amount: 1,
          complaint: 2,
          failure: 1,
          description: '',
          nonSerialPart: false,
        },
        {
          oldPN: 'AB-BRS-01',
          oldSN: '',
          newPN: 'AB-BRS-01',
          newSN: '',
          amount: 2,
          complaint: 7,
          failure: 9,
          description: 'Torn',
          nonSerialPart: true,
        },
      ],
    });
    // A saved line goes back to QA: the success dialog says to keep the part.
    expect(await screen.findByText('Operation Success')).toBeTruthy();
    expect(screen.getByText(/must be returned to quality assurance/)).toBeTruthy();
  });

  it('keeps the new part PN the user types while the old PN is still being looked up (no prefill over it)', async () => {
    fakeServer();
    await renderComposer();
    oldPn('ab-mtr-01');
    // Typed before the old PN's description has arrived.
    fill('New part PN', 'AB-MTR-02');
    await screen.findByText('Drive motor');
    expect(input('New part PN').value).toBe('AB-MTR-02');
    // Left empty, the new PN is prefilled with the old one once it is known.
    fill('New part PN', '');
    oldPn('AB-MTR-01 ');
    await waitFor(() => expect(input('New part PN').value).toBe('AB-MTR-01'));
  });

  it('asks before leaving with composed lines not sent, and leaves when the user says so', async () => {
    fakeServer();
    const router = await renderComposer();
    await addMotorLine();
    await screen.findByText('MT77770001', { selector: 'td' });
    await router.navigate('/repairs/rma');
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    click(screen.getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(router.state.location.pathname).toBe('/repairs/report/SN100001');
    expect(screen.getByText('MT77770001', { selector: 'td' })).toBeTruthy();

    await router.navigate('/repairs/rma');
    click(await screen.findByRole('button', { name: 'Leave and lose changes' }));
    expect(await screen.findByText('RMA list page')).toBeTruthy();
  });

  it('shows the save error dialog, as a form to check, when the server refuses a line (-6 on lines.0.oldSN)', async () => {
    const requests = fakeServer(() => fail(-6, 400, { field: 'lines.0.oldSN', fields: ['lines.0.oldSN'] }));
    const router = await renderComposer();
    await addMotorLine();
    await screen.findByText('MT77770001', { selector: 'td' });
    fill('Technician', 'Marc Dupuis');
    await send();

    expect(await screen.findByText('Please check the form')).toBeTruthy();
    expect(screen.getByText('The repairs could not be saved. Check the lines and try again.')).toBeTruthy();
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();
    expect(screen.queryByText('req-test-1')).toBeNull();
    expect(puts(requests)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/repairs/report/SN100001');
    // The page drops the only line of a refused report (it must be composed again).
    await waitFor(() => expect(noLines()).toBeTruthy());
  });
});
