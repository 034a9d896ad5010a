import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { WidgetEquipmentPickerDocument } from '../../../graphql/generated/graphql';
import type { WidgetEquipmentPickerQuery } from '../../../graphql/generated/graphql';
import { SEARCH_DEBOUNCE_MS } from '../../../components/DebouncedSearchField';
import { editorTexts } from './editorTexts';
import { useDebouncedValue } from '../../../components/useDebouncedValue';

type Equipment = WidgetEquipmentPickerQuery['allEquipment']['items'][number];

/** Suggestions per search. */
const EQUIPMENT_PICKER_LIMIT = 20;

export interface EquipmentPickerProps {
  customerID: string;
  /** Only equipment of this protocol (Trap widgets need SNMP equipment). */
  protocol?: string;
  equipmentID: string;
  onChange: (equipment: { id: string; gatewayID: string } | null) => void;
  error?: string | undefined;
}

/** Meta and Trap widgets' equipment, searched on the server as the user types. */
export function EquipmentPicker({
  customerID,
  protocol,
  equipmentID,
  onChange,
  error,
}: EquipmentPickerProps) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(WidgetEquipmentPickerDocument, {
    variables: {
      customerID,
      query: query || undefined,
      limit: EQUIPMENT_PICKER_LIMIT,
      // The chosen equipment comes back whatever the search, so its name can be shown.
      includeID: equipmentID || undefined,
    },
  });
  const items = data?.allEquipment.items;
  const options = useMemo(
    () => (items ?? []).filter((e) => !protocol || e.protocol === protocol),
    [items, protocol],
  );
  const value = options.find((e) => e.id === equipmentID) ?? null;
  return (
    <Autocomplete<Equipment>
      options={options}
      value={value}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(e) => `${e.name} (${e.gateway.name}, ${e.equipmentIP})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        // Showing the chosen equipment's name is not a search.
        setInput(reason === 'reset' ? '' : next);
      }}
      onChange={(_event, next) =>
        onChange(next ? { id: next.id, gatewayID: next.gateway.id } : null)
      }
      noOptionsText={editorTexts.noEquipmentFound}
      loadingText={editorTexts.searching}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="normal"
          label={protocol === 'SNMP' ? editorTexts.snmpEquipment : editorTexts.equipment}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
