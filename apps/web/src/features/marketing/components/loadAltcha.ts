// The ALTCHA widget, loaded only by pages with a request form. Its 'external' build takes its
// styles and proof-of-work workers as separate files served from this site, which the CSP
// allows (the default build makes workers from blob: URLs, which it does not).
import type {} from 'altcha/types/react';

let loading: Promise<void> | null = null;

/** Defines <altcha-widget> once, with the SHA and PBKDF2 proof-of-work workers. */
export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await Promise.all([import('altcha/altcha.css'), import('altcha/external')]);
    const [{ default: ShaWorker }, { default: Pbkdf2Worker }] = await Promise.all([
      import('altcha/workers/sha?worker'),
      import('altcha/workers/pbkdf2?worker'),
    ]);
    const { algorithms } = globalThis.$altcha;
    for (const name of ['SHA-256', 'SHA-384', 'SHA-512'])
      algorithms.set(name, () => new ShaWorker());
    for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
      algorithms.set(name, () => new Pbkdf2Worker());
    }
  })();
  return loading;
}
