import Autocomplete from '@mui/material/Autocomplete';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SensorPickerDocument } from '../../../graphql/generated/graphql';
import type { WidgetSensor } from '../widgets/widgetTypes';
import { SEARCH_DEBOUNCE_MS } from '../../../components/DebouncedSearchField';
import { editorTexts } from './editorTexts';
import { useDebouncedValue } from '../../../components/useDebouncedValue';

/** Suggestions per search. */
export const SENSOR_PICKER_LIMIT = 20;

export interface SensorPickerProps {
  customerID: string | undefined;
  multiple: boolean;
  value: readonly WidgetSensor[];
  onChange: (sensors: WidgetSensor[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

const sensorLabel = (sensor: WidgetSensor) =>
  sensor.equipmentName ? `${sensor.name} (${sensor.equipmentName})` : sensor.name;

/** The widget's sensors: the customer's sensors searched on the server as the user types. */
export function SensorPicker({
  customerID,
  multiple,
  value,
  onChange,
  onBlur,
  error,
}: SensorPickerProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(SensorPickerDocument, {
    variables: { customerID, query: query || undefined, limit: SENSOR_PICKER_LIMIT },
    skip: !open,
  });
  const options = data?.sensors ?? [];
  const field = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      margin="normal"
      label={multiple ? editorTexts.sensors : editorTexts.sensor}
      error={Boolean(error)}
      helperText={error ?? (multiple ? editorTexts.sensorsHelp : undefined)}
    />
  );
  const common = {
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    onBlur,
    options,
    loading,
    // The server has already matched the search.
    filterOptions: (all: WidgetSensor[]) => all,
    getOptionLabel: sensorLabel,
    isOptionEqualToValue: (a: WidgetSensor, b: WidgetSensor) => a.id === b.id,
    inputValue: input,
    onInputChange: (_event: unknown, next: string) => setInput(next),
    noOptionsText: editorTexts.noSensorsFound,
    loadingText: editorTexts.searching,
    renderInput: field,
  };
  return multiple ? (
    <Autocomplete
      {...common}
      multiple
      // The same array while the value is the same: a new one each render would make the
      // Autocomplete reset what is being typed.
      value={value as WidgetSensor[]}
      onChange={(_event, next) => onChange(next)}
    />
  ) : (
    <Autocomplete
      {...common}
      value={value[0] ?? null}
      onChange={(_event, next) => onChange(next ? [next] : [])}
    />
  );
}
