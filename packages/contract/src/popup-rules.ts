// Limits of the warranty report popups, without zod so the web bundle can import them.

export const popupMessageMax = 2000;
/** At most this many serials in one uploaded file. */
export const popupSerialsMax = 50_000;
/** The list shows this many serials of a message; the rest are counted (snCount). */
export const popupSerialsShown = 100;
/** A serial in a popup CSV: letters, digits and dashes, 3 to 60 characters (uppercased). */
export const popupSerialPattern = /^[A-Z0-9][A-Z0-9-]{2,59}$/;
