// The one money formatter of the portal: every amount a screen, an export, a PDF or a mail shows goes
// through `formatMoney` (major units: refunds, labour costs, credits) or `formatMinor` (minor units: spare
// parts), in the reader's language with the spec's symbols (spec 02 section 9: EUR €, ILS ₪, others $).

export type MoneyLanguage = 'eng' | 'fra' | 'spa';

/** Spec 02 section 9: EUR €, ILS (the screens may say NIS) ₪, every other currency $. */
export function currencySymbol(currency: string): string {
  if (currency === 'EUR') return '€';
  if (currency === 'ILS' || currency === 'NIS') return '₪';
  return '$';
}

const locales: Record<MoneyLanguage, string> = { eng: 'en-US', fra: 'fr-FR', spa: 'es-ES' };

/**
 * An amount with its currency's symbol, written as the reader's language writes numbers: English
 * `$1,234.50`, French `1 234,50 €`, Spanish `1234,50 ₪` (the symbol follows in fra/spa).
 */
export function formatMoney(amount: number, currency: string, language: MoneyLanguage = 'eng'): string {
  const number = new Intl.NumberFormat(locales[language] ?? locales.eng, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(amount)
    // Intl writes a narrow no-break space in French: a plain no-break space prints in every PDF font.
    .replace(/\u202f/g, '\u00a0');
  const symbol = currencySymbol(currency);
  return language === 'fra' || language === 'spa' ? `${number}\u00a0${symbol}` : `${symbol}${number}`;
}

/**
 * The one conversion between the two ways an amount is held: major units (a decimal amount, 12.5 = 12.50, as
 * refunds, labour costs and credits are stored and answered) and integer minor units (cents, agorot, as spare
 * parts are priced, and as an amount is computed with). An amount has at most two decimals.
 */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** Minor units back to a decimal amount (exactly the amount `toMinor` was given, for two decimals). */
export function toMajor(minor: number): number {
  return minor / 100;
}

/** An amount in minor units (cents, agorot), formatted as `formatMoney` does. */
export function formatMinor(minor: number, currency: string, language: MoneyLanguage = 'eng'): string {
  return formatMoney(toMajor(minor), currency, language);
}
