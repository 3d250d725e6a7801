import { htmlLangOf, currentLanguage } from './i18n';

/** An amount with its currency (ISO code), as the user's language writes it: "€12.50", "12,50 €". */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(htmlLangOf[currentLanguage()], { style: 'currency', currency }).format(
      amount,
    );
  } catch {
    // Not an ISO code (an old row): the amount and the code as stored.
    return `${amount.toFixed(2)} ${currency}`.trim();
  }
}
