// The spec's own paths where the app also has newer ones (DESIGN.md section 6: "every spec route counts,
// legacy paths included"): the admin RMA history as the spec pages it, `finished/a/a/{page}` (35 a page, by
// page number: no cursor), at page 1 and page 2,000. The full notification lists (GET /api/notifications) are
// the `notifications` target of targetsOf.
import { probe, type Target } from './targets.ts';

const finishedPage = (page: number) => `/api/rma/requests/finished/a/a/${page}?admin=true`;

export function legacyTargets(): Target[] {
  const answering = (page: number) => async (s: Parameters<Target['paths']>[0]) =>
    (await probe(s.base, finishedPage(page), s.admin)) === undefined ? null : [finishedPage(page)];
  return [
    {
      name: 'finishedAdmin',
      what: 'GET /api/rma/requests/finished/a/a/1?admin=true (spec path, 35 a page), admin',
      who: 'admin',
      kind: 'budget',
      paths: answering(1),
    },
    {
      name: 'finishedAdminDeep',
      what: 'GET /api/rma/requests/finished/a/a/2000?admin=true (page 2,000 by number), admin',
      who: 'admin',
      kind: 'budget',
      paths: answering(2000),
    },
  ];
}
