import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { statusColor } from '@vigil/domain';
import { DebouncedSearchField } from '../../../components/DebouncedSearchField';
import { sensorTexts } from '../sensorTexts';
import { SENSOR_STATUS_FILTERS, SENSOR_STATUS_LABELS } from '@vigil/domain';
import type { SensorStatusFilter } from '@vigil/domain';

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
  const toggle = (status: SensorStatusFilter) =>
    onStatusesChange(
      statuses.includes(status)
        ? statuses.filter((s) => s !== status)
        : SENSOR_STATUS_FILTERS.filter((s) => s === status || statuses.includes(s)),
    );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <DebouncedSearchField
        label={sensorTexts.searchLabel}
        value={query}
        onSearch={onQueryChange}
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
