import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { Ref } from 'react';
import { ImportLibraryOptionsDocument } from '../../../graphql/generated/graphql';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import type { LibraryOption } from '../importEquipmentRows';

/** Libraries listed at once while typing. */
const LIBRARY_OPTIONS_LIMIT = 25;

export interface ImportLibraryFieldProps {
  customerID: string | undefined;
  label: string;
  value: LibraryOption | null;
  onChange: (value: LibraryOption | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
}

/**
 * A found device's library: the one the scan matched, or one picked from the libraries with an
 * SNMP template, searched by manufacturer or model as the user types. Libraries are asked for
 * only while the list is open.
 */
export function ImportLibraryField({
  customerID,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: ImportLibraryFieldProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const typed = useDebouncedValue(input.trim(), 300);
  // The input shows the chosen library's name; only what the user types searches.
  const query = value && typed === value.label ? '' : typed;
  const libraries = useQuery(
    ImportLibraryOptionsDocument,
    open
      ? { variables: { customerID, query: query || undefined, limit: LIBRARY_OPTIONS_LIMIT } }
      : skipToken,
  );
  const options: LibraryOption[] = (libraries.data?.equipmentList ?? []).map((library) => ({
    id: library.id,
    label: `${library.manufacturer} ${library.model || library.name}`.trim(),
  }));
  if (value && !options.some((option) => option.id === value.id)) options.unshift(value);

  return (
    <Autocomplete
      options={options}
      value={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={libraries.loading}
      filterOptions={(shown) => shown}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.label}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next) => setInput(next)}
      onBlur={onBlur}
      size="small"
      sx={{ minWidth: 220 }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          placeholder={texts.librarySearch}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-required': true },
          }}
        />
      )}
    />
  );
}
