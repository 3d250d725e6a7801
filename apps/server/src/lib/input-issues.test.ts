import { describe, expect, it } from 'vitest';
import { inputIssuesError, valueAt } from './input-issues.ts';

describe('inputIssuesError: the one mapping of validation issues to codes', () => {
  it('is -12 naming the fields when every refused value is absent or blank', () => {
    const error = inputIssuesError([
      { path: ['email'], value: undefined },
      { path: ['password'], value: ' \u200b ' },
    ]);
    expect(error.code).toBe(-12);
    expect(error.data).toEqual({ field: 'email', fields: ['email', 'password'] });
  });

  it('is -6 when a refused value is present, with the first rule reason given', () => {
    const error = inputIssuesError([
      { path: ['fromDate'], value: null },
      { path: ['toDate'], value: 5, reason: 'beforeFrom' },
    ]);
    expect(error.code).toBe(-6);
    expect(error.data).toEqual({ field: 'fromDate', fields: ['fromDate', 'toDate'], reason: 'beforeFrom' });
  });

  it('names a nested field by its dotted path, once', () => {
    const error = inputIssuesError([
      { path: ['lines', 0, 'oldSN'], value: 'x' },
      { path: ['lines', 0, 'oldSN'], value: 'x' },
    ]);
    expect(error.data).toEqual({ field: 'lines.0.oldSN', fields: ['lines.0.oldSN'] });
  });

  it('is -6 naming nothing for an issue about the whole input', () => {
    const error = inputIssuesError([{ path: [], value: undefined }]);
    expect(error.code).toBe(-6);
    expect(error.data).toEqual({ field: undefined, fields: [] });
  });
});

describe('valueAt', () => {
  it('reads a path and stops at a value that is no object', () => {
    expect(valueAt({ a: { b: [1, 2] } }, ['a', 'b', '1'])).toBe(2);
    expect(valueAt({ ids: '1,2' }, ['ids', '0'])).toBe('1,2');
    expect(valueAt(null, ['a'])).toBeUndefined();
  });
});
