import { describe, expect, it } from 'vitest';
import { ErrorCode, httpStatusOf } from './errors.ts';

describe('error catalogue', () => {
  it('maps every code to the HTTP status of DESIGN.md', () => {
    const expected: Record<number, number> = {
      [-5]: 401,
      [-7]: 401,
      [-8]: 401,
      [-11]: 403,
      [-1]: 404,
      [-2]: 404,
      [-4]: 404,
      [-15]: 404,
      [-18]: 404,
      [-6]: 400,
      [-9]: 400,
      [-12]: 400,
      [-16]: 400,
      [-17]: 400,
      [-19]: 400,
      [-25]: 400,
      [-13]: 409,
      [-20]: 409,
      [-21]: 409,
      [-22]: 409,
      [-23]: 409,
      [-24]: 409,
      [-26]: 409,
      [-27]: 409,
      [-28]: 409,
      [-14]: 422,
      [-3]: 503,
      [-10]: 500,
    };
    for (const code of Object.values(ErrorCode)) {
      if (code === 0) continue;
      expect(httpStatusOf(code), `code ${code}`).toBe(expected[code]);
    }
    expect(Object.values(ErrorCode)).toHaveLength(29);
  });
});
