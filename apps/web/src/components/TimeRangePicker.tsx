import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CUSTOM_RANGE_LABEL, TIME_RANGE_PRESETS } from '@vigil/domain';
import type { FixedTimeRange } from '@vigil/domain';
import { useState } from 'react';
import { CustomRangeDialog } from './CustomRangeDialog';
import type { TimeRangeValue } from './timeRangeValue';

export interface TimeRangePickerProps {
  value: TimeRangeValue;
  onChange: (value: TimeRangeValue) => void;
  /** Names the group for assistive technology. */
  label?: string;
  disabled?: boolean;
}

const customBoundsFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The bounds of a custom range as text, e.g. "1 Mar 2026, 00:00 – 8 Mar 2026, 23:59". */
export function formatCustomRange(start: number, end: number): string {
  return customBoundsFormat.formatRange(new Date(start), new Date(end));
}

/**
 * The trend time-range picker (spec core §2): Hour, Day, Week, Month, Six months and Year presets,
 * plus Custom, which opens a dialog for start and end dates and times.
 */
export function TimeRangePicker({
  value,
  onChange,
  label = 'Time range',
  disabled = false,
}: TimeRangePickerProps) {
  const [customOpen, setCustomOpen] = useState(false);
  const custom = value.range === 'CUSTOM' ? { start: value.start, end: value.end } : undefined;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={label}
        value={value.range}
        disabled={disabled}
        onChange={(_event, next: string | null) => {
          // Custom opens its dialog instead; re-clicking the chosen preset keeps it chosen.
          if (next === null || next === 'CUSTOM') return;
          onChange({ range: next as FixedTimeRange });
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {TIME_RANGE_PRESETS.map((preset) => (
          <ToggleButton key={preset.range} value={preset.range}>
            {preset.label}
          </ToggleButton>
        ))}
        <ToggleButton value="CUSTOM" aria-haspopup="dialog" onClick={() => setCustomOpen(true)}>
          {CUSTOM_RANGE_LABEL}
        </ToggleButton>
      </ToggleButtonGroup>
      {custom ? (
        <Typography variant="body2" color="text.secondary" data-testid="custom-range-bounds">
          {formatCustomRange(custom.start, custom.end)}
        </Typography>
      ) : null}
      <CustomRangeDialog
        open={customOpen}
        initial={custom}
        onCancel={() => setCustomOpen(false)}
        onApply={(range) => {
          setCustomOpen(false);
          onChange({ range: 'CUSTOM', ...range });
        }}
      />
    </Box>
  );
}
