import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { StatusBanner } from '../../components/StatusBanner';
import { useLiveReadings } from '../../app/live/useLiveReadings';
import { usePageTitle } from '../../app/PageTitleContext';
import { SensorsDocument } from '../../graphql/generated/graphql';
import { SensorsTable } from './components/SensorsTable';
import { SensorsToolbar } from './components/SensorsToolbar';
import { SENSOR_PAGE_SIZES } from './sensorListParams';
import type { SensorSortColumn } from './sensorListParams';
import { sensorEquipmentPath, sensorLibraryPath, sensorPath } from './sensorPaths';
import { sensorTexts } from './sensorTexts';
import type { SensorStatusFilter } from '@vigil/domain';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { useNow } from '../../app/hooks/useNow';
import { useSensorListParams } from './useSensorListParams';
import { RetryBanner } from '../../components/RetryBanner';

/**
 * /{customer}/sensors (spec core §2): the customer's sensors, searched, filtered by status and
 * paged on the server, with live values for the rows on screen. All of it lives in the URL.
 */
export function SensorsPage() {
  usePageTitle(sensorTexts.listTitle);
  const { customerSegment, customerID } = useCustomerID();
  const [params, update] = useSensorListParams();
  const { query, statuses, page, rowsPerPage, sort, order } = params;
  const { data, previousData, loading, error, refetch } = useQuery(SensorsDocument, {
    variables: {
      customerID,
      query: query || undefined,
      filters: statuses.length > 0 ? statuses : undefined,
      limit: rowsPerPage,
      offset: page * rowsPerPage,
      sortColumn: sort ?? undefined,
      sortOrder: sort ? order : undefined,
    },
  });
  // While the next page or search loads, the previous rows stay, under a progress bar.
  const shown = data ?? previousData;
  const sensors = shown?.sensors ?? null;
  const total = shown?.sensorsCount ?? 0;
  const visibleIDs = useMemo(() => (sensors ?? []).map((s) => s.id), [sensors]);
  const live = useLiveReadings(visibleIDs, { enabled: visibleIDs.length > 0 });
  const now = useNow();

  const onQueryChange = useCallback((next: string) => update({ query: next }), [update]);
  const onStatusesChange = useCallback(
    (next: SensorStatusFilter[]) => update({ statuses: next }),
    [update],
  );
  const onSort = (column: SensorSortColumn) =>
    update({ sort: column, order: sort === column && order === 'asc' ? 'desc' : 'asc' });
  const pathFor = useCallback((id: string) => sensorPath(customerSegment, [id]), [customerSegment]);
  const equipmentPathFor = useCallback(
    (id: string) => sensorEquipmentPath(customerSegment, id),
    [customerSegment],
  );
  const libraryPathFor = useCallback(
    (id: string) => sensorLibraryPath(customerSegment, id),
    [customerSegment],
  );
  const filtered = query !== '' || statuses.length > 0;

  // A deep link past the last page (the list shrank since): go to the last page there is.
  const lastPage = Math.max(0, Math.ceil(total / rowsPerPage) - 1);
  const pastTheEnd = data !== undefined && data.sensors.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage });
  }, [pastTheEnd, lastPage, update]);

  let body;
  if (error && !shown) {
    body = <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  } else if (sensors !== null && total === 0 && !loading) {
    body = (
      <Box data-testid="sensors-empty" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="body1" sx={{ mb: filtered ? 2 : 0 }}>
          {filtered ? sensorTexts.noMatch(query, statuses) : sensorTexts.noSensors}
        </Typography>
        {filtered ? (
          <Button variant="outlined" onClick={() => update({ query: '', statuses: [] })}>
            {sensorTexts.clearFilters}
          </Button>
        ) : null}
      </Box>
    );
  } else {
    body = (
      <>
        {error ? <StatusBanner kind="error">{error.message}</StatusBanner> : null}
        <TableContainer>
          <SensorsTable
            sensors={sensors}
            live={live}
            now={now}
            sort={sort}
            order={order}
            onSort={onSort}
            pathFor={pathFor}
            equipmentPathFor={equipmentPathFor}
            libraryPathFor={libraryPathFor}
          />
        </TableContainer>
        <TablePagination
          component="div"
          count={total}
          page={Math.min(page, lastPage)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[...SENSOR_PAGE_SIZES]}
          onPageChange={(_event, next) => update({ page: next })}
          onRowsPerPageChange={(event) => update({ rowsPerPage: Number(event.target.value) })}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={sensorTexts.listTitle} />
      <SensorsToolbar
        query={query}
        statuses={statuses}
        onQueryChange={onQueryChange}
        onStatusesChange={onStatusesChange}
      />
      <Paper variant="outlined" aria-busy={loading}>
        <Box sx={{ height: 4 }}>
          {loading && shown ? <LinearProgress aria-label="Loading sensors" /> : null}
        </Box>
        <Box sx={{ px: 1 }}>{body}</Box>
      </Paper>
    </>
  );
}
