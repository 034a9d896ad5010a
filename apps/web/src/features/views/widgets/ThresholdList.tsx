import Box from '@mui/material/Box';
import { STATUS_COLORS } from '@vigil/domain';
import { memo } from 'react';
import { formatValue, widgetThresholdLines } from './widgetDisplay';
import type { WidgetThresholds } from './widgetDisplay';
import { widgetTexts } from './widgetTexts';

export interface ThresholdListProps {
  thresholds: WidgetThresholds;
  unit?: string | null;
}

/**
 * The limits a value is coloured by, in words beside their colours: green, yellow and red (the
 * default 1.2 × yellow marked as such), then the other side of a band when there is one.
 */
export const ThresholdList = memo(function ThresholdList({ thresholds, unit }: ThresholdListProps) {
  const lines = [
    ...widgetThresholdLines(thresholds),
    ...widgetThresholdLines({
      greenTo: thresholds.greenTo2,
      yellowTo: thresholds.yellowTo2,
    }).filter((line) => line.kind !== 'red'),
  ];
  if (lines.length === 0) {
    return (
      <Box component="p" sx={{ m: 0, typography: 'caption', color: 'text.secondary' }}>
        {widgetTexts.noThresholds}
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={widgetTexts.thresholdsTitle}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {lines.map((line, index) => (
        <Box
          component="li"
          key={index}
          data-kind={line.kind}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'caption' }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{ width: 8, height: 8, borderRadius: '2px', bgcolor: STATUS_COLORS[line.kind] }}
          />
          {`${line.label} ${formatValue(line.value, unit)}`}
          {line.defaulted ? ` ${widgetTexts.defaultRed}` : null}
        </Box>
      ))}
    </Box>
  );
});
