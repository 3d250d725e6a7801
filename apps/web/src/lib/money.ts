import { formatMoney as formatMoneyIn } from '@poolside/contract/money';
import { currentLanguage } from './i18n';

/**
 * An amount (major units: refunds, labour costs, credits) with its currency, in the reader's language: the
 * contract's one formatter, as the server's exports and PDFs write it ("$420.00", "420,00 $", "25,02 €").
 */
export function formatMoney(amount: number, currency: string): string {
  return formatMoneyIn(amount, currency, currentLanguage());
}
