import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { STATUS_COLORS } from '@vigil/domain';
import type { LiveReading } from '@vigil/domain';
import { useId } from 'react';
import type { SensorQuery } from '../../../graphql/generated/graphql';
import { formatLocalTime, formatUpdated } from '../../../components/formatUpdated';
import { formatNumber, sensorDisplay, thresholdLines } from '../sensorDisplay';
import { SensorValue } from './SensorValue';

export type PageSensor = SensorQuery['sensor'][number];

export interface SensorCardProps {
  sensor: PageSensor;
  live?: LiveReading | undefined;
  now: number;
}

/** One sensor of a sensor page: where it is, its live value and status, and its thresholds. */
export function SensorCard({ sensor, live, now }: SensorCardProps) {
  const titleId = useId();
  const display = sensorDisplay(sensor, live);
  const thresholds = thresholdLines(sensor);
  const updated = formatUpdated(display.createdAt, now);
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="sensor-card"
      data-sensor-id={sensor.id}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {sensor.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {sensor.equipmentName} · {sensor.gateway.name}
        </Typography>
        <SensorValue display={display} sensorID={sensor.id} />
        {updated && display.createdAt ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Updated{' '}
            <time
              dateTime={display.createdAt}
              title={formatLocalTime(Date.parse(display.createdAt))}
            >
              {updated}
            </time>
          </Typography>
        ) : null}
        {sensor.message ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {sensor.message}
          </Typography>
        ) : null}
        {thresholds.length > 0 ? (
          <Box
            component="dl"
            data-testid="sensor-thresholds"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2, mb: 0 }}
          >
            {thresholds.map((line) => (
              <Box key={line.kind} sx={{ display: 'flex', gap: 0.5, alignItems: 'baseline' }}>
                <Box
                  component="dt"
                  sx={{
                    borderLeft: 4,
                    borderColor: STATUS_COLORS[line.kind],
                    pl: 0.75,
                    color: 'text.secondary',
                  }}
                >
                  {line.label}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {formatNumber(line.value)}
                  {sensor.unit ? ` ${sensor.unit}` : ''}
                </Box>
              </Box>
            ))}
          </Box>
        ) : null}
        {sensor.states.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            States: {sensor.states.join(', ')}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
