import type { Language } from '@poolside/contract/languages';
import {
  formatMinor,
  isShippingCostKnown,
  type OrderCurrency,
  type ShippingMethod,
} from '@poolside/contract/spares';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { translate, translations } from '../../lib/i18n.ts';
import { users } from '../../db/schema/users.ts';
import type { Actor } from '../access/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';

/** A shipping method as a word (the mail, the PDF, the export). */
export const shippingWord = (language: Language, method: ShippingMethod) =>
  translate(language, `common:shipping.${method}`);

/** What a shipping cost without a rate (OTHER) says instead of a price, in the mail and the PDF. */
export const toBeConfirmedWord = (language: Language) => translate(language, 'common:toBeConfirmed');

/** An order's shipping cost as words: its price, or "to be confirmed" for a method without a rate. */
export function shippingCostText(
  method: ShippingMethod,
  minor: number,
  currency: OrderCurrency,
  language: Language,
): string {
  return isShippingCostKnown(method) ? formatMinor(minor, currency, language) : toBeConfirmedWord(language);
}

export type PlacedOrder = {
  id: number;
  currency: OrderCurrency;
  lines: { pn: string; description: string; quantity: number; lineMinor: number }[];
  shippingMethod: ShippingMethod;
  shippingOther: string;
  shippingMinor: number;
  totalMinor: number;
  shipTo: string;
};

/**
 * A placed order: its company's other users and provider staff get ORD (status Received, linking to the
 * order); the person who placed it gets the confirmation mail in their language (spec 02 section 8).
 */
export async function announceOrder(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  actor: Actor,
  order: PlacedOrder,
) {
  const link = `/spares/orders/${order.id}`;
  // The status word of a placed order in each language (ORD's `status` param, read in the reader's).
  const params = { orderId: order.id, status: translations('common:orderReceived'), statusCode: 'REC' };
  await notify(tx, config, {
    companyId: actor.companyId,
    type: 'ORD',
    params,
    link,
    exceptUserId: actor.userId,
  });
  if (actor.companyKind !== 'provider') {
    await notify(tx, config, { toProviderStaff: true, type: 'ORD', params, link });
  }
  const [me] = await tx
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!me) return;
  const language = me.language as Language;
  const money = (minor: number) => formatMinor(minor, order.currency, language);
  const method = shippingWord(language, order.shippingMethod);
  await enqueueMail(tx, {
    to: me.email,
    template: 'orderPlaced',
    language,
    params: {
      name: me.name,
      orderId: order.id,
      lines: order.lines.map((l) => `${l.quantity} × ${l.pn} ${l.description}: ${money(l.lineMinor)}`),
      shipping: `${order.shippingMethod === 'OTHER' && order.shippingOther ? order.shippingOther : method} (${shippingCostText(order.shippingMethod, order.shippingMinor, order.currency, language)})`,
      total: money(order.totalMinor),
      shipTo: order.shipTo,
      link: `${config.publicUrl}${link}`,
    },
  });
}
