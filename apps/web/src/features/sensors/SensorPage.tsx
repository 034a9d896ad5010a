import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { messages, sensorIdsFromPath } from '@vigil/domain';
import { useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { StatusBanner } from '../../components/StatusBanner';
import { TimeRangePicker } from '../../components/TimeRangePicker';
import { useTimeRangeParam } from '../../components/useTimeRangeParam';
import { useLiveReadings } from '../../app/live/useLiveReadings';
import { usePageTitle } from '../../app/PageTitleContext';
import { SensorDocument } from '../../graphql/generated/graphql';
import { SensorCard } from './components/SensorCard';
import type { PageSensor } from './components/SensorCard';
import { SensorLogs } from './components/SensorLogs';
import { SensorTrend } from './components/SensorTrend';
import { sensorsPath } from './sensorPaths';
import { sensorTexts } from './sensorTexts';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { useNow } from '../../app/hooks/useNow';
import { RetryBanner } from '../../components/RetryBanner';

const LOADING_TITLE = 'Sensor';

function pageTitle(sensors: readonly PageSensor[], widgetName: string | undefined): string {
  if (widgetName) return widgetName;
  if (sensors.length === 0) return LOADING_TITLE;
  return sensors.map((s) => s.name).join(', ');
}

function PageSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mt: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

/**
 * /{customer}/sensors/{sensorIDs}[/{widgetName}] (spec core §2): a card per sensor with its live
 * value, one trend of them all over the picked range, and their log.
 */
export function SensorPage() {
  const { sensorIDs: segment = '', widgetName } = useParams();
  const ids = useMemo(() => sensorIdsFromPath(segment), [segment]);
  const { customerSegment, customerID } = useCustomerID();
  const { data, loading, error, refetch } = useQuery(SensorDocument, {
    variables: { sensorIDs: ids },
    skip: ids.length === 0,
  });
  // In the order of the address, whatever order the server answers in.
  const sensors = useMemo(() => {
    const byId = new Map((data?.sensor ?? []).map((s) => [s.id, s]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [data, ids]);
  const foundIDs = useMemo(() => sensors.map((s) => s.id), [sensors]);
  const sensorNames = useMemo(() => new Map(sensors.map((s) => [s.id, s.name])), [sensors]);
  const title = pageTitle(sensors, widgetName);
  usePageTitle(title);
  const live = useLiveReadings(foundIDs, { enabled: foundIDs.length > 0 });
  const [range, setRange] = useTimeRangeParam();
  const now = useNow();
  const backToList = (
    <Button component={RouterLink} to={sensorsPath(customerSegment)}>
      All sensors
    </Button>
  );

  if (error && !data) {
    return (
      <>
        <PageHeader title={title} actions={backToList} />
        <RetryBanner retry={refetch}>{error.message}</RetryBanner>
      </>
    );
  }
  if (loading && !data) return <CenteredLoader label="Loading sensor" />;
  if (sensors.length === 0) {
    return (
      <>
        <PageHeader title={title} actions={backToList} />
        <StatusBanner kind="warning">{messages.noAccess}</StatusBanner>
      </>
    );
  }

  const trendCustomer = customerSegment ?? sensors[0]?.customerID ?? customerID;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={widgetName ? sensors.map((s) => s.name).join(', ') : undefined}
        actions={backToList}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
        }}
      >
        {sensors.map((sensor) => (
          <SensorCard key={sensor.id} sensor={sensor} live={live.get(sensor.id)} now={now} />
        ))}
      </Box>
      <PageSection
        title={sensorTexts.trendTitle}
        actions={<TimeRangePicker value={range} onChange={setRange} />}
      >
        <SensorTrend
          // A new range or set of sensors starts a fresh chart, without the old live points.
          key={`${JSON.stringify(range)}|${foundIDs.join('-')}`}
          sensors={sensors}
          range={range}
          customerID={trendCustomer}
        />
      </PageSection>
      <PageSection title={sensorTexts.logsTitle}>
        <SensorLogs sensorIDs={foundIDs} sensorNames={sensorNames} />
      </PageSection>
    </>
  );
}
