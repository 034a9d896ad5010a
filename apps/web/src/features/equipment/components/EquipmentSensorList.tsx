import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { statusColor } from '@vigil/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLiveReadings } from '../../../app/live/useLiveReadings';
import { RetryBanner } from '../../../components/RetryBanner';
import { EquipmentSensorsDocument } from '../../../graphql/generated/graphql';
import { SensorStatusIndicator } from '../../../components/SensorStatusIndicator';
import { sensorDisplay } from '../../sensors/sensorDisplay';
import { sensorPath } from '../../sensors/sensorPaths';
import { equipmentTexts } from '../equipmentTexts';

/** Sensors shown in the details; the rest are a search away on the sensors page. */
export const EQUIPMENT_SENSORS_SHOWN = 50;

export interface EquipmentSensorListProps {
  equipmentID: string;
  customerID: string | undefined;
  customerSegment: string | undefined;
}

/** The equipment's sensors with their values, following the live feed while shown. */
export function EquipmentSensorList({
  equipmentID,
  customerID,
  customerSegment,
}: EquipmentSensorListProps) {
  const { data, error, refetch } = useQuery(EquipmentSensorsDocument, {
    variables: { customerID, equipmentID, limit: EQUIPMENT_SENSORS_SHOWN },
  });
  const sensors = useMemo(() => data?.sensors ?? [], [data]);
  const ids = useMemo(() => sensors.map((sensor) => sensor.id), [sensors]);
  const live = useLiveReadings(ids, { enabled: ids.length > 0 });

  if (error && !data) return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  if (!data) {
    return (
      <Box aria-busy="true">
        <Skeleton />
        <Skeleton />
      </Box>
    );
  }
  if (sensors.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {equipmentTexts.noSensors}
      </Typography>
    );
  }
  return (
    <>
      <List dense disablePadding aria-label={equipmentTexts.sensors}>
        {sensors.map((sensor) => {
          const display = sensorDisplay(sensor, live.get(sensor.id));
          return (
            <ListItem
              key={sensor.id}
              disableGutters
              data-testid="equipment-sensor"
              data-sensor-id={sensor.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}
            >
              <Link
                component={RouterLink}
                to={sensorPath(customerSegment, [sensor.id])}
                sx={{ flex: '1 1 8rem', minWidth: 0, wordBreak: 'break-word' }}
              >
                {sensor.name}
              </Link>
              <Box
                component="span"
                data-testid="sensor-value"
                data-status={display.status}
                sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                <Box component="span" sx={{ color: statusColor(display.status), fontWeight: 500 }}>
                  {display.text}
                </Box>
                {display.unit ? ` ${display.unit}` : ''}
              </Box>
              <SensorStatusIndicator status={display.status} />
            </ListItem>
          );
        })}
      </List>
      {data.sensorsCount > sensors.length ? (
        <Typography variant="caption" color="text.secondary">
          {equipmentTexts.moreSensors(sensors.length, data.sensorsCount)}
        </Typography>
      ) : null}
    </>
  );
}
