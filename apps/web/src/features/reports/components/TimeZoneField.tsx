import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Ref } from 'react';
import { reportTexts as texts } from '../reportTexts';

/** The browser's IANA time zone, e.g. Europe/Berlin. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zones this browser knows, with `extra` ones (the browser's own, a saved one) it may not list. */
export function timeZoneOptions(extra: readonly string[]): string[] {
  // Browsers from before 2022 cannot list their zones: they offer the extra ones alone.
  const known = 'supportedValuesOf' in Intl ? Intl.supportedValuesOf('timeZone') : [];
  const missing = new Set(extra.filter((zone) => zone && !known.includes(zone)));
  return missing.size > 0 ? [...missing, ...known].sort() : known;
}

export interface TimeZoneFieldProps {
  value: string;
  onChange: (timeZone: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
}

/** A searchable list of IANA time zones: typing "berl" finds Europe/Berlin. */
export function TimeZoneField({ value, onChange, onBlur, inputRef, error }: TimeZoneFieldProps) {
  // Made once per field: the value it starts with is kept an option even when unknown here.
  const [options] = useState(() => timeZoneOptions([browserTimeZone(), value]));
  return (
    <Autocomplete
      options={options}
      value={value || null}
      onChange={(_event, next) => onChange(next ?? '')}
      onBlur={onBlur}
      autoHighlight
      noOptionsText={texts.noTimeZones}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={texts.timeZoneField}
          margin="normal"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-required': true },
          }}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
