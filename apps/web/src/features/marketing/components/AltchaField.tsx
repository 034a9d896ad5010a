import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import { loadAltcha } from './loadAltcha';

/** Where the widget fetches its proof-of-work challenge (served by the Vigil server). */
export const ALTCHA_CHALLENGE_URL = '/auth/altcha/challenge';

export interface AltchaFieldProps {
  /** The solved payload (the request's allowedToken), or null while unsolved or expired. */
  onChange: (payload: string | null) => void;
  error?: string | undefined;
}

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/** The ALTCHA captcha (spec access §5 'Must be human'): a proof of work the browser solves. */
export function AltchaField({ onChange, error }: AltchaFieldProps) {
  const widget = useRef<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let live = true;
    void loadAltcha().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      changed.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [ready]);

  return (
    <Box sx={{ mt: 2, minHeight: 72 }}>
      {ready ? (
        <altcha-widget
          ref={widget}
          challenge={ALTCHA_CHALLENGE_URL}
          name="allowedToken"
          aria-invalid={error ? true : undefined}
        />
      ) : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
