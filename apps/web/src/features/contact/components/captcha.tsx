import { limits } from '@poolside/contract/constants';
import type { ContactSettings } from '@poolside/contract/contact';
import { Text } from '@mantine/core';
import { createElement, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf, isLanguage } from '../../../lib/i18n';
import { fetchAltchaChallenge } from '../api';

export type CaptchaHandle = { token: () => Promise<string | null>; reset: () => void };

type Grecaptcha = {
  ready: (cb: () => void) => void;
  execute: (key: string, o: { action: string }) => Promise<string>;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Waits for a value, polling every 100 ms up to 5000 ms (spec 01 s5); null when none came. */
export async function waitForToken(
  read: () => string | null,
  waitMs: number = limits.captchaWaitMs,
  pollMs: number = limits.captchaPollMs,
) {
  const end = Date.now() + waitMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() >= end) return null;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** ALTCHA's translations of its widget, loaded with it (each registers itself with the widget). */
const altchaStrings: Record<string, () => Promise<unknown>> = {
  fr: () => import('altcha/i18n/fr-fr'),
  es: () => import('altcha/i18n/es-es'),
};

function loadRecaptcha(siteKey: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('recaptcha'));
    document.head.appendChild(script);
  });
}

/** ALTCHA (self-hosted proof of work, solved on load) or invisible reCAPTCHA when the server says so. */
export function Captcha({
  settings,
  ref,
}: {
  settings: ContactSettings['captcha'];
  ref: Ref<CaptchaHandle>;
}) {
  const { t, i18n } = useTranslation('contact');
  // The widget's own words ("Verified", "Verifying...") in the page's language: altcha ships them per language.
  const language = isLanguage(i18n.language) ? htmlLangOf[i18n.language] : 'en';
  const widget = useRef<HTMLElement & { configure?: (c: object) => Promise<void>; reset?: () => void }>(null);
  const payload = useRef<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    if (settings.provider === 'recaptcha') {
      loadRecaptcha(settings.siteKey ?? '').catch(() => !cancelled && setFailed(true));
      return () => {
        cancelled = true;
      };
    }
    const el = widget.current;
    const onState = (ev: Event) => {
      const detail = (ev as CustomEvent<{ state: string; payload?: string }>).detail;
      payload.current = detail.state === 'verified' ? (detail.payload ?? null) : null;
    };
    (async () => {
      try {
        await import('altcha');
        await (altchaStrings[language] ?? (() => Promise.resolve()))();
        const challenge = await fetchAltchaChallenge();
        if (cancelled || !el?.configure) return;
        el.addEventListener('statechange', onState);
        await el.configure({ challenge, auto: 'onload', hideFooter: true, hideLogo: true, language });
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      el?.removeEventListener('statechange', onState);
    };
  }, [settings, language]);

  useImperativeHandle(ref, () => ({
    async token() {
      if (settings.provider === 'recaptcha') {
        const key = settings.siteKey ?? '';
        const ready = await waitForToken(() => (window.grecaptcha ? 'ready' : null));
        if (!ready || !window.grecaptcha) return null;
        const g = window.grecaptcha;
        return new Promise<string | null>((resolve) =>
          g.ready(() => g.execute(key, { action: 'contact' }).then(resolve, () => resolve(null))),
        );
      }
      return waitForToken(() => payload.current);
    },
    reset() {
      payload.current = null;
      fetchAltchaChallenge()
        .then((challenge) => widget.current?.configure?.({ challenge, auto: 'onload', language }))
        .catch(() => setFailed(true));
    },
  }));

  if (settings.provider === 'recaptcha') {
    return failed ? <Text c="red">{t('recaptchaFailed')}</Text> : null;
  }
  return (
    <>
      {createElement('altcha-widget', { ref: widget, 'data-testid': 'altcha' })}
      {failed && <Text c="red">{t('recaptchaFailed')}</Text>}
    </>
  );
}
