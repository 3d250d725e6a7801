import type { NotSentSummary } from '@poolside/contract/admin-rma';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminRmaKeys } from './keys';

/** The not-sent counts of one customer (and user): the customer screen's checkboxes. */
export const notSentCustomerQuery = (customer: string, userId?: number) =>
  queryOptions({
    queryKey: adminRmaKeys.notSentCustomer(customer, userId),
    queryFn: async ({ signal }): Promise<NotSentSummary> => {
      const answer = await api.get('/rma/not_sent', {
        query: { admin: 'true', customer, pageSize: 1, userID: userId },
        signal,
      });
      // The route answers the admin's per-customer summary (with the green and red counts) when asked with
      // admin=true, a partner's lines otherwise.
      if (!('green' in answer)) throw new Error('GET /rma/not_sent?admin=true answered no summary');
      return answer;
    },
    enabled: customer !== '',
    retry: false,
  });

export const rmaQuery = (id: number) =>
  queryOptions({
    queryKey: adminRmaKeys.rma(id),
    queryFn: ({ signal }) =>
      api.get('/rma/requests/{id}', { path: { id }, query: { admin: 'true' }, signal }),
    retry: false,
  });
