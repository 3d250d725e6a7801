import { descriptionSchema } from '@poolside/contract/catalogue';
import { staffSearchAnswerSchema } from '@poolside/contract/companies';
import { compatibilityRowSchema } from '@poolside/contract/compatibility';
import { normalizePn, normalizeSn } from '@poolside/contract/part-rules';
import { z } from 'zod';
import { cachedRead } from './lib/answer-cache.ts';
import { recordNumberOf } from './modules/search/search-service.ts';

/**
 * Every answer cache of the server, declared in one place (docs/ARCHITECTURE.md "Answers from memory"): for
 * each, what it keeps (the route's answer, written through `schema`), its key (everything else the answer
 * depends on), the tags it is kept under and the message prefixes that drop it (lib/invalidation.ts: sent by
 * the tables' triggers, so every writer drops them), its size and lifetime (TTL 60 s unless said: a safety
 * net for a lost message). A route answers through one with `cachedAnswer(reply, deps.db, caches.x, [args],
 * () => service(...))` (lib/answer-cache.ts); the service only returns data.
 */
export const caches = {
  /**
   * GET /api/compatibility/{pn}, per part number; dropped by `part:*` (compatibility, part_numbers,
   * robot_models). A part without rows (-15) is not kept.
   */
  compatibility: cachedRead({
    name: 'compatibility',
    prefixes: ['part:'],
    maxEntries: 10_000,
    schema: z.array(compatibilityRowSchema),
    key: (pn: string) => normalizePn(pn),
  }),
  /**
   * GET /api/descriptions/{pn}, per part number; dropped by `part:*` (part_numbers, robot_models,
   * compatibility). An unknown part number (-15) is not kept.
   */
  descriptions: cachedRead({
    name: 'descriptions',
    prefixes: ['part:'],
    maxEntries: 20_000,
    schema: descriptionSchema,
    key: (pn: string) => normalizePn(pn),
  }),
  /**
   * GET /api/search (provider staff: everyone sees the same), per serial and number searched; a found unit
   * dropped by `unit:<id>` (its row, its model: `unit:*`), a serial found nowhere by `staff:units` (a unit added
   * or a serial changed), a number by `rma:all` and `ord:all` (any RMA or order written), a company's name or
   * number by `staff:*` (migrations change_notify, companies_list_notify).
   */
  staffSearch: cachedRead({
    name: 'staff-search',
    prefixes: ['staff:', 'unit:', 'rma:', 'ord:'],
    maxEntries: 5_000,
    schema: staffSearchAnswerSchema,
    key: (q: string) => JSON.stringify([normalizeSn(q), recordNumberOf(q)]),
    tags: ({ hits }, q: string) => {
      const unit = hits.find((h) => h.kind === 'serial');
      return [
        unit ? `unit:${unit.id}` : 'staff:units',
        ...(recordNumberOf(q) === null ? [] : ['rma:all', 'ord:all']),
      ];
    },
  }),
};
