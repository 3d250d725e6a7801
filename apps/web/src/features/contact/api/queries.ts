import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const contactKeys = { settings: () => ['contact', 'settings'] as const };

export const contactSettingsQuery = queryOptions({
  queryKey: contactKeys.settings(),
  queryFn: ({ signal }) => api.get('/contact/settings', { signal }),
  staleTime: 30 * 60_000,
});

/** GET /captcha/challenge: a new proof-of-work challenge for the captcha widget, asked each time. */
export const fetchAltchaChallenge = () => api.get('/captcha/challenge');
