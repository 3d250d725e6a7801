// The working day's requests (DESIGN.md section 6): partners of many companies, each request a different
// object, one in ten a write; and the first reads, each request an object nobody asked for before in the run.
// Pure: bench/working-day.ts writes the lists (bench/request-list.ts) and runs them.
import type { WorkingDayData } from './partners.ts';
import { type ListedRequest, seededRandom, weightedPicker } from './request-list.ts';

/** Shares of the mix (per 100 requests): lookups, list pages 1-5 of the partner's own lists, and cart writes. */
export const mixShares = {
  serialLookup: 30,
  description: 10,
  compatibility: 10,
  partSearch: 10,
  rmaHistory: 10,
  rmaUnfinished: 5,
  orders: 5,
  notificationBell: 5,
  dashboard: 5,
  cartAdd: 10,
} as const;
export type MixGroup = keyof typeof mixShares;

const enc = encodeURIComponent;

/**
 * `length` requests of the mix: for each, a session (index into the partners' cookies) and a group drawn at
 * random (`seed`), and the group's object drawn from its list. The cart writes add 1 of a part priced in every
 * currency (POST /api/cart/{pn} {quantity}), so any company can order it.
 */
export function mixRequests(data: WorkingDayData, length: number, seed = 1): ListedRequest[] {
  const random = seededRandom(seed);
  const group = weightedPicker<MixGroup>({ ...mixShares }, random);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const page = () => 1 + Math.floor(random() * 5);
  const sessions = data.partners.length;
  const requests: ListedRequest[] = [];
  for (let i = 0; i < length; i++) {
    const s = Math.floor(random() * sessions);
    const g = group();
    const get = (p: string): ListedRequest => ({ m: 'GET', p, s, g });
    const post = (p: string, body: unknown): ListedRequest => ({
      m: 'POST',
      p,
      s,
      g,
      b: JSON.stringify(body),
    });
    switch (g) {
      case 'serialLookup':
        requests.push(get(`/api/robots/sn/${enc(pick(data.mixSerials))}`));
        break;
      case 'description':
        requests.push(get(`/api/descriptions/${enc(pick(data.mixPns))}`));
        break;
      case 'compatibility':
        requests.push(get(`/api/compatibility/${enc(pick(data.compatibilityPns))}`));
        break;
      case 'partSearch':
        requests.push(post('/api/robots/parts', { searchType: 'pn', input: pick(data.mixPns) }));
        break;
      case 'rmaHistory':
        requests.push(get(`/api/rma/requests?page=${page()}&pageSize=10`));
        break;
      case 'rmaUnfinished':
        requests.push(get(`/api/rma/requests/unfinished?page=${page()}&pageSize=10`));
        break;
      case 'orders':
        requests.push(get(`/api/order?page=${page()}&pageSize=10`));
        break;
      case 'notificationBell':
        requests.push(get('/api/notifications/summary'));
        break;
      case 'dashboard':
        requests.push(get('/api/dashboard'));
        break;
      case 'cartAdd':
        requests.push(post(`/api/cart/${enc(pick(data.cartPns))}`, { quantity: 1 }));
        break;
    }
  }
  return requests;
}

/**
 * Every first-read object once, in order: three serial lookups for each part description while both last, then
 * the rest of the longer list. Sessions turn round the partners. A run that asks for more than the list holds
 * asks some objects again: the result says so (bench/working-day.ts).
 */
export function firstReadRequests(data: WorkingDayData): ListedRequest[] {
  const requests: ListedRequest[] = [];
  const sessions = data.partners.length;
  let sn = 0;
  let pn = 0;
  while (sn < data.firstReadSerials.length || pn < data.firstReadPns.length) {
    const s = requests.length % sessions;
    const isSerial =
      pn >= data.firstReadPns.length || (sn < data.firstReadSerials.length && requests.length % 4 !== 3);
    requests.push(
      isSerial
        ? { m: 'GET', p: `/api/robots/sn/${enc(data.firstReadSerials[sn++])}`, s, g: 'serialLookup' }
        : { m: 'GET', p: `/api/descriptions/${enc(data.firstReadPns[pn++])}`, s, g: 'description' },
    );
  }
  return requests;
}
