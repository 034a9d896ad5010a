import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { statusColor } from '@vigil/domain';
import { useEffect, useState } from 'react';
import { sensorTexts } from '../sensorTexts';
import { SENSOR_STATUS_FILTERS, SENSOR_STATUS_LABELS } from '@vigil/domain';
import type { SensorStatusFilter } from '@vigil/domain';

/** Typing settles for this long before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SensorsToolbarProps {
  query: string;
  statuses: readonly SensorStatusFilter[];
  onQueryChange: (query: string) => void;
  onStatusesChange: (statuses: SensorStatusFilter[]) => void;
}

/** The list's search box (debounced) and status filter chips. */
export function SensorsToolbar({
  query,
  statuses,
  onQueryChange,
  onStatusesChange,
}: SensorsToolbarProps) {
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  /** The search last handed to the URL, so its echo does not overwrite further typing. */
  const [sent, setSent] = useState(query);
  // The URL changed by itself (Back, a link, clearing filters): show its search.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== sent) {
      setSent(query);
      setText(query);
    }
  }

  const send = (value: string) => {
    setSent(value);
    onQueryChange(value);
  };

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent) return;
    const timer = setTimeout(() => {
      setSent(trimmed);
      onQueryChange(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, onQueryChange]);

  const toggle = (status: SensorStatusFilter) =>
    onStatusesChange(
      statuses.includes(status)
        ? statuses.filter((s) => s !== status)
        : SENSOR_STATUS_FILTERS.filter((s) => s === status || statuses.includes(s)),
    );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <TextField
        type="search"
        size="small"
        label={sensorTexts.searchLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once rather than after the pause.
          if (event.key === 'Enter' && text.trim() !== sent) send(text.trim());
        }}
        sx={{ minWidth: 260, flex: '1 1 260px', maxWidth: 420 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box
        role="group"
        aria-label={sensorTexts.statusFilterLabel}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {SENSOR_STATUS_FILTERS.map((status) => {
          const selected = statuses.includes(status);
          return (
            <Chip
              key={status}
              label={SENSOR_STATUS_LABELS[status]}
              clickable
              onClick={() => toggle(status)}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              data-testid={`status-filter-${status}`}
              icon={
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: statusColor(status),
                    ml: '8px !important',
                  }}
                />
              }
            />
          );
        })}
      </Box>
    </Box>
  );
}
