import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken, useQuery } from '@apollo/client/react';
import { EQUIPMENT_LIST_LIMIT } from '@vigil/domain';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../../../components/DebouncedSearchField';
import { StampEquipmentDocument } from '../../../graphql/generated/graphql';
import type { StampEquipmentQuery } from '../../../graphql/generated/graphql';
import { fitsSlot } from '../stampForm';
import type { StampDevice, StampSlot } from '../stampForm';
import { templateTexts as texts } from '../templateTexts';

type EquipmentItem = StampEquipmentQuery['allEquipment']['items'][number];

export function toStampDevice(item: EquipmentItem): StampDevice {
  return {
    id: item.id,
    name: item.name,
    libraryId: item.equipment.id,
    protocol: item.protocol,
    gatewayName: item.gateway.name,
  };
}

export interface DevicePickerProps {
  customerID: string;
  slot: StampSlot;
  label: string;
  value: StampDevice | null;
  onChange: (device: StampDevice | null) => void;
  error?: string | undefined;
}

/**
 * A device for one template slot among the customer's equipment of the slot's model: the first
 * page of the library's devices, or what the typed text finds among them (the protocol checked
 * here too).
 */
export function DevicePicker({
  customerID,
  slot,
  label,
  value,
  onChange,
  error,
}: DevicePickerProps) {
  const [input, setInput] = useState('');
  // Typing the chosen device's name (the picker shows it) is not a search.
  const search = useDebouncedValue(input === value?.name ? '' : input.trim(), SEARCH_DEBOUNCE_MS);
  const answer = useQuery(
    StampEquipmentDocument,
    customerID
      ? {
          variables: {
            customerID,
            query: search || undefined,
            limit: EQUIPMENT_LIST_LIMIT,
            filters: { libraryIDs: [slot.libraryId] },
          },
        }
      : skipToken,
  );
  const shown = answer.data ?? answer.previousData;
  const options = useMemo(() => {
    const fitting = (shown?.allEquipment.items ?? [])
      .map(toStampDevice)
      .filter((device) => fitsSlot(device, slot));
    // The chosen device stays an option while another search is shown.
    return value && !fitting.some((device) => device.id === value.id)
      ? [value, ...fitting]
      : fitting;
  }, [shown, slot, value]);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      // The server searched; the options are what fit.
      filterOptions={(all) => all}
      getOptionLabel={(device) => device.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={answer.loading}
      noOptionsText={answer.error ? answer.error.message : texts.noDevices}
      renderOption={(props, device) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography variant="body2">{device.name}</Typography>
              {device.gatewayName ? (
                <Typography variant="caption" color="text.secondary">
                  {device.gatewayName}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          margin="dense"
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
