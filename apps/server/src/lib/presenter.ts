/** Wraps data in the success envelope. */
export function ok<T>(data: T): { status: true; code: 0; data: T } {
  return { status: true, code: 0, data };
}
