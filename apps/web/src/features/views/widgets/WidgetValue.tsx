import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { SensorStatusIndicator } from '../../../components/SensorStatusIndicator';
import type { ValueDisplay } from './widgetDisplay';

export interface WidgetValueProps {
  display: ValueDisplay;
  size?: 'large' | 'medium' | 'small';
  /** Leave the status words out where a row shows them in a column of their own. */
  hideLabel?: boolean;
}

const VARIANT = { large: 'h3', medium: 'h5', small: 'body1' } as const;

/** A value in its status colour, with the status written beside it (colour is never alone). */
export const WidgetValue = memo(function WidgetValue({
  display,
  size = 'large',
  hideLabel = false,
}: WidgetValueProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Typography
        component="p"
        variant={VARIANT[size]}
        data-testid="widget-value"
        data-status={display.status}
        data-color={display.color}
        sx={{ color: display.color, fontWeight: 500, lineHeight: 1.2, m: 0 }}
      >
        {display.text}
        {display.unit ? (
          <>
            {' '}
            <Box component="span" sx={{ fontSize: size === 'small' ? '1em' : '0.5em' }}>
              {display.unit}
            </Box>
          </>
        ) : null}
      </Typography>
      {hideLabel ? null : <SensorStatusIndicator status={display.status} />}
    </Box>
  );
});
