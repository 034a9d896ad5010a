import type { AltchaFieldProps } from '../components/AltchaField';

/** The captcha in component tests: a button that "solves" it with a fixed payload. */
export const FAKE_ALTCHA_PAYLOAD = 'solved-altcha-payload';

export function FakeAltchaField({ onChange, error }: AltchaFieldProps) {
  return (
    <div>
      <button type="button" onClick={() => onChange(FAKE_ALTCHA_PAYLOAD)}>
        I am human
      </button>
      {error ? <p>{error}</p> : null}
    </div>
  );
}
