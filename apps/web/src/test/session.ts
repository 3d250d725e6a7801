import type { Dashboard } from '@poolside/contract/dashboard';
import { sessionQueryKey } from '../lib/session';
import { testQueryClient } from './render';
import type { SessionUser } from '@poolside/contract/users';

/** The dashboard answer (the session) of a logged-in user; `user` overrides the user's fields. */
export function sessionOf(user: Partial<SessionUser> = {}, rest: Partial<Dashboard> = {}): Dashboard {
  return {
    user: {
      id: 1,
      name: 'Dana Admin',
      email: 'admin@demo.test',
      phone: '',
      address: '',
      city: '',
      zip: '',
      country: 'FR',
      language: 'eng',
      type: {
        id: 1,
        name: 'Admin',
        editUser: true,
        addUser: true,
        viewUser: true,
        expandedWarranty: true,
        rmaPartsReport: true,
        manageFeedback: true,
      },
      disabled: 0,
      status: 'active',
      centerMoovexID: '',
      logo: null,
      menus: [],
      gdprApproved: true,
      company: { id: 1, number: '1000', name: 'Poolside', kind: 'provider', currency: 'EUR' },
      emailNotificationTypes: [],
      ...user,
    },
    latestNews: [],
    years: [2026],
    brands: [],
    countries: [],
    complaintTypes: [],
    failureTypes: [],
    ...rest,
  };
}

/** A test query client that already holds the session, as the app's authenticated routes do before a page. */
export function signedInClient(session: Dashboard) {
  const client = testQueryClient();
  client.setQueryData(sessionQueryKey, session);
  return client;
}
