import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DebouncedSearchField } from '../../../components/DebouncedSearchField';
import { libraryTexts as texts } from '../libraryTexts';

export interface LibrariesToolbarProps {
  query: string;
  onSearch: (query: string) => void;
  manufacturer: string;
  /** The manufacturers to choose from; the chosen one is offered even before they load. */
  manufacturers: readonly string[];
  onManufacturerChange: (manufacturer: string) => void;
  showArchived: boolean;
  onShowArchivedChange: (show: boolean) => void;
}

/** Search, the manufacturer filter and the archived switch above the list. */
export function LibrariesToolbar({
  query,
  onSearch,
  manufacturer,
  manufacturers,
  onManufacturerChange,
  showArchived,
  onShowArchivedChange,
}: LibrariesToolbarProps) {
  const choices =
    manufacturer && !manufacturers.includes(manufacturer)
      ? [manufacturer, ...manufacturers]
      : manufacturers;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <DebouncedSearchField label={texts.searchLabel} value={query} onSearch={onSearch} />
      <TextField
        select
        size="small"
        label={texts.manufacturerLabel}
        value={manufacturer}
        onChange={(event) => onManufacturerChange(event.target.value)}
        sx={{ minWidth: 200, flex: '0 1 240px' }}
      >
        <MenuItem value="">
          <em>{texts.anyManufacturer}</em>
        </MenuItem>
        {choices.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={showArchived}
            onChange={(event) => onShowArchivedChange(event.target.checked)}
          />
        }
        label={texts.showArchived}
      />
    </Box>
  );
}
