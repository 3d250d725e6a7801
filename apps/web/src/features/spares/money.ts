import { formatMinor } from '@poolside/contract/money';
import { currentLanguage } from '../../lib/i18n';

/** An amount in minor units with its currency symbol (€, ₪, otherwise $), in the reader's language. */
export function formatPrice(minor: number, currency: string): string {
  return formatMinor(minor, currency, currentLanguage());
}
