/** The error catalogue of spec 01 section 8, with the HTTP status DESIGN.md maps each code to. */
export const ErrorCode = {
  ok: 0,
  invalidController: -1,
  invalidMethod: -2,
  databaseConnection: -3,
  appNotFound: -4,
  notLoggedIn: -5,
  /** A value is present but invalid (the spec calls -6 "missing params"; -12 is the absent one). */
  invalid: -6,
  loginInvalid: -7,
  loginFailed: -8,
  typeInvalid: -9,
  fatal: -10,
  permissionDenied: -11,
  fieldRequired: -12,
  emailExists: -13,
  operationFailed: -14,
  notFound: -15,
  passwordsNotMatching: -16,
  incorrectPassword: -17,
  eventNotFound: -18,
  contentTypeInvalid: -19,
  contentLocked: -20,
  noBrandsAssociated: -21,
  brandExists: -22,
  complaintTypeExists: -23,
  failureTypeExists: -24,
  fileInvalid: -25,
  completeUnitExists: -26,
  unitWithPartExists: -27,
  /** Ours: a company number already taken (docs/decisions.md "Companies"). */
  companyExists: -28,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

const httpByCode: Record<number, number> = {
  [-1]: 404,
  [-2]: 404,
  [-3]: 503,
  [-4]: 404,
  [-5]: 401,
  [-6]: 400,
  [-7]: 401,
  [-8]: 401,
  [-9]: 400,
  [-10]: 500,
  [-11]: 403,
  [-12]: 400,
  [-13]: 409,
  [-14]: 422,
  [-15]: 404,
  [-16]: 400,
  [-17]: 400,
  [-18]: 404,
  [-19]: 400,
  [-20]: 409,
  [-21]: 409,
  [-22]: 409,
  [-23]: 409,
  [-24]: 409,
  [-25]: 400,
  [-26]: 409,
  [-27]: 409,
  [-28]: 409,
};

/** HTTP status for an error code (a throttled login overrides -8 to 429 itself). */
export function httpStatusOf(code: number): number {
  return httpByCode[code] ?? 500;
}
