import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDisplayNumber, heatFieldLegend } from '@vigil/domain';
import type { HeatMapScale } from '@vigil/domain';
import { useId } from 'react';
import { overlayTexts } from '../overlayTexts';

/** A heat map's scale: a bar from colorA through colorB to colorC, with the values at each. */
export function HeatMapLegend({ name, heatMap }: { name: string; heatMap: HeatMapScale }) {
  const titleId = useId();
  const stops = heatFieldLegend(heatMap);
  return (
    <Box
      component="figure"
      aria-labelledby={titleId}
      data-testid="heat-map-legend"
      sx={{ m: 0, minWidth: 200, flex: '1 1 200px', maxWidth: 360 }}
    >
      <Typography id={titleId} component="figcaption" variant="body2" sx={{ mb: 0.5 }}>
        {overlayTexts.legend(name)}
      </Typography>
      <Box
        aria-hidden
        sx={{
          height: 12,
          borderRadius: 1,
          background: `linear-gradient(to right, ${stops.map((stop) => stop.color).join(', ')})`,
        }}
      />
      <Box
        component="ol"
        sx={{ display: 'flex', justifyContent: 'space-between', listStyle: 'none', p: 0, m: 0 }}
      >
        {stops.map((stop, index) => (
          <Typography
            component="li"
            variant="caption"
            key={index}
            data-color={stop.color}
            color="text.secondary"
          >
            {formatDisplayNumber(stop.value)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
