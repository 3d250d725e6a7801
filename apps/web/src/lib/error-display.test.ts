import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorDisplayOf } from './error-display';
import { i18next, loadNamespaces } from './i18n';

const refusal = (code: number, data: { field?: string; fields?: string[] } | null = null) =>
  new ApiError({ code, httpStatus: 400, requestId: 'req-9', data: data as never, retryAfter: null });

beforeAll(async () => {
  await loadNamespaces('common');
});
afterAll(async () => {
  await i18next.changeLanguage('eng');
});

describe('the error display rule', () => {
  it('names a missing or refused field in words, never as a crash and without a request id', () => {
    expect(errorDisplayOf(refusal(-12, { field: 'aquaCreditCurrency' }))).toEqual({
      kind: 'fields',
      title: 'Please check the form',
      message: 'Credit currency: This field is required',
      requestId: null,
    });
    expect(errorDisplayOf(refusal(-6, { field: 'lines.1.oldSN', fields: ['lines.1.oldSN', 'sn'] }))).toEqual({
      kind: 'fields',
      title: 'Please check the form',
      message:
        'Part serial number (row 2): This value is not accepted\nSerial number: This value is not accepted',
      requestId: null,
    });
  });

  it("takes the screen's word for a field, and never spells a field code it has no word for", () => {
    const fieldWord = (field: string) => (field === 'psWeek' ? 'PS week' : undefined);
    expect(errorDisplayOf(refusal(-6, { field: 'psWeek' }), { fieldWord }).message).toBe(
      'PS week: This value is not accepted',
    );
    const unknown = errorDisplayOf(refusal(-6, { field: 'challenge' }));
    expect(unknown.message).toBe('Some information is missing or not accepted.');
    expect(unknown.message).not.toContain('challenge');
    expect(errorDisplayOf(refusal(-12, { field: 'sn' }), { message: 'The serial is missing.' }).message).toBe(
      'The serial is missing.',
    );
  });

  it('says "not found" for a record, path, method or application that does not exist', () => {
    for (const code of [-15, -1, -2, -4]) {
      expect(errorDisplayOf(refusal(code)), String(code)).toEqual({
        kind: 'notFound',
        title: 'Not found',
        message: 'This record does not exist or is no longer available.',
        requestId: null,
      });
    }
    expect(errorDisplayOf(refusal(-15), { message: 'Robot not found' }).message).toBe('Robot not found');
  });

  it('words a foreseeable refusal by its code, without the crash title', () => {
    expect(errorDisplayOf(refusal(-11))).toEqual({
      kind: 'refused',
      title: 'This could not be done',
      message: "You don't have the permission to do this.",
      requestId: null,
    });
    expect(errorDisplayOf(refusal(-26)).message).toBe(
      'A complete-unit request already exists for this robot.',
    );
  });

  it('keeps "Something went wrong" with the request id for server failures and anything unknown', () => {
    for (const error of [refusal(-10), refusal(-3), refusal(-99)]) {
      expect(errorDisplayOf(error)).toEqual({
        kind: 'failure',
        title: 'Oops... Something went wrong!',
        message: null,
        requestId: 'req-9',
      });
    }
    expect(errorDisplayOf(new TypeError('x is undefined'))).toMatchObject({
      kind: 'failure',
      requestId: null,
    });
  });

  it("speaks the reader's language", async () => {
    await i18next.changeLanguage('fra');
    await loadNamespaces('common');
    expect(errorDisplayOf(refusal(-12, { field: 'aquaCreditCurrency' }))).toMatchObject({
      title: 'Veuillez vérifier le formulaire',
      message: 'Devise de l’avoir : Ce champ est obligatoire',
    });
    expect(errorDisplayOf(refusal(-15)).title).toBe('Introuvable');
  });
});
