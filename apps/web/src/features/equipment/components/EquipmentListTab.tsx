import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import { skipToken, useQuery } from '@apollo/client/react';
import { EQUIPMENT_LIST_LIMIT } from '@vigil/domain';
import type { EquipmentListFilters, EquipmentPageParams, EquipmentSortColumn } from '@vigil/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useNow } from '../../../app/hooks/useNow';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { EquipmentGatewayOptionsDocument } from '../../../graphql/generated/graphql';
import { findEquipmentPath } from '../../gatewayActions/gatewayActionPaths';
import { DefaultTemplateOffer } from '../../templates/components/DefaultTemplateOffer';
import { equipmentTexts } from '../equipmentTexts';
import { useEquipmentList } from '../hooks/useEquipmentList';
import { equipmentSearchParams } from '../hooks/useEquipmentPageParams';
import type { EquipmentPageChange } from '../hooks/useEquipmentPageParams';
import { useEquipmentPermissions } from '../hooks/useEquipmentPermissions';
import { EquipmentAddDialog } from './EquipmentAddDialog';
import { EquipmentDetails } from './EquipmentDetails';
import { EquipmentEditDialog } from './EquipmentEditDialog';
import { EquipmentTable } from './EquipmentTable';
import { EquipmentToolbar } from './EquipmentToolbar';
import { NARROW_QUERY } from './narrowQuery';

const NO_FILTERS: EquipmentListFilters = { status: [], protocol: [], gatewayIDs: [] };

function hasFilters(filters: EquipmentListFilters): boolean {
  return (
    filters.status.length > 0 ||
    filters.protocol.length > 0 ||
    filters.gatewayIDs.length > 0 ||
    (['maintenance', 'repair', 'disconnected', 'locked'] as const).some(
      (flag) => filters[flag] !== undefined,
    )
  );
}

export interface EquipmentListTabProps {
  customerID: string | undefined;
  customerSegment: string | undefined;
  params: EquipmentPageParams;
  page: number;
  setParams: (next: EquipmentPageChange, options?: { replace?: boolean }) => void;
}

/**
 * The equipment tab: the searched, filtered, sorted list paged by the server, the selected
 * item's details beside it (the whole screen on a phone), and the add and edit forms.
 */
export function EquipmentListTab({
  customerID,
  customerSegment,
  params,
  page,
  setParams,
}: EquipmentListTabProps) {
  const permissions = useEquipmentPermissions(customerID);
  // The item the page was opened on is listed first (includeID); later selections keep the order.
  const [deepLinked] = useState(params.selected);
  const list = useEquipmentList(customerID, params, page, deepLinked);
  const gatewayOptions = useQuery(
    EquipmentGatewayOptionsDocument,
    customerID ? { variables: { customerID } } : skipToken,
  );
  const gateways = gatewayOptions.data?.networks ?? [];
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const now = useNow();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<string | null>(null);
  // The device just added one at a time, offered its model's default templates.
  const [added, setAdded] = useState<string | null>(null);
  const { selected, mode, query, filters, sortColumn, order } = params;
  const filtered = query !== '' || hasFilters(filters);

  const onSearch = useCallback((next: string) => setParams({ query: next }), [setParams]);
  const pathFor = useCallback(
    (id: string) =>
      `${pathname}?${equipmentSearchParams({ ...params, selected: id, mode: null }, page).toString()}`,
    [pathname, params, page],
  );
  const onSort = (column: EquipmentSortColumn) =>
    setParams({
      sortColumn: column,
      order: sortColumn === column && order === 'asc' ? 'desc' : 'asc',
    });
  const closeDetails = () => setParams({ selected: null, mode: null });
  const closeForm = () => setParams({ mode: null });

  // A deep link past the last page (the list shrank since): go to the last page there is.
  const lastPage = Math.max(0, Math.ceil(list.total / EQUIPMENT_LIST_LIMIT) - 1);
  const pastTheEnd = list.current && list.items?.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setParams({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, setParams]);

  if (!customerID) return <StatusBanner kind="info">{equipmentTexts.noCustomer}</StatusBanner>;

  let body;
  if (list.error && !list.items) {
    body = <RetryBanner retry={list.refetch}>{list.error.message}</RetryBanner>;
  } else if (list.items !== null && list.total === 0 && !list.loading) {
    body = (
      <Box data-testid="equipment-empty" sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {filtered ? equipmentTexts.noMatch : equipmentTexts.noEquipment}
        </Typography>
        {filtered ? (
          <Button variant="outlined" onClick={() => setParams({ query: '', filters: NO_FILTERS })}>
            {equipmentTexts.clearFilters}
          </Button>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {equipmentTexts.noEquipmentHint}
            </Typography>
            {permissions.canAddEdit ? (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setParams({ mode: 'add' })}
              >
                {equipmentTexts.add}
              </Button>
            ) : null}
          </>
        )}
      </Box>
    );
  } else {
    body = (
      <>
        {list.error ? <StatusBanner kind="error">{list.error.message}</StatusBanner> : null}
        <TableContainer sx={{ overflowX: 'auto' }}>
          <EquipmentTable
            items={list.items}
            sortColumn={sortColumn}
            order={order}
            onSort={onSort}
            selectedID={selected}
            pathFor={pathFor}
            onSelect={(id) => setParams({ selected: id, mode: null })}
            compact={selected !== null && !narrow}
            now={now}
          />
        </TableContainer>
        <TablePagination
          component="div"
          count={list.total}
          page={Math.min(page, lastPage)}
          rowsPerPage={EQUIPMENT_LIST_LIMIT}
          rowsPerPageOptions={[EQUIPMENT_LIST_LIMIT]}
          onPageChange={(_event, next) => setParams({ page: next })}
        />
      </>
    );
  }

  const details = selected ? (
    <EquipmentDetails
      key={selected}
      equipmentID={selected}
      customerID={customerID}
      customerSegment={customerSegment}
      permissions={permissions}
      onClose={closeDetails}
      onEdit={() => setParams({ mode: 'edit' })}
      // The deleted item's entry would open nothing: it is replaced, not kept for Back.
      onDeleted={() => setParams({ selected: null, mode: null }, { replace: true })}
    />
  ) : null;

  return (
    <>
      <EquipmentToolbar
        query={query}
        filters={filters}
        gateways={gateways}
        onSearch={onSearch}
        onFiltersChange={(next) => setParams({ filters: next })}
        onAdd={permissions.canAddEdit ? () => setParams({ mode: 'add' }) : undefined}
        findPath={permissions.canAddEdit ? findEquipmentPath(customerSegment) : undefined}
      />
      {notice ? (
        <Box role="status">
          <StatusBanner kind="ok">{notice}</StatusBanner>
        </Box>
      ) : null}
      {added ? (
        <DefaultTemplateOffer
          equipmentID={added}
          customerID={customerID}
          customerSegment={customerSegment}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Paper variant="outlined" aria-busy={list.loading} sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ height: 4 }}>
            {list.loading && list.items ? (
              <LinearProgress aria-label={equipmentTexts.loadingList} />
            ) : null}
          </Box>
          {body}
        </Paper>
        {details && !narrow ? (
          <Paper
            component="aside"
            variant="outlined"
            aria-label={equipmentTexts.detailsLabel}
            sx={{
              width: { xs: 300, md: 380, lg: 440 },
              flexShrink: 0,
              position: 'sticky',
              top: 72,
              maxHeight: 'calc(100vh - 88px)',
              overflowY: 'auto',
            }}
          >
            {details}
          </Paper>
        ) : null}
      </Box>
      {details && narrow ? (
        <Dialog
          fullScreen
          open
          onClose={closeDetails}
          // The dialog element is the paper: it carries the name.
          slotProps={{ paper: { 'aria-label': equipmentTexts.detailsLabel } }}
        >
          {details}
        </Dialog>
      ) : null}
      {mode === 'add' && permissions.canAddEdit ? (
        <EquipmentAddDialog
          open
          customerID={customerID}
          gateways={gateways}
          onClose={closeForm}
          onAddedOne={(equipment) => {
            setNotice(equipmentTexts.added(1));
            setAdded(equipment.id);
            setParams({ mode: null, selected: equipment.id }, { replace: true });
          }}
          onAddedMany={(count) => {
            setNotice(equipmentTexts.added(count));
            setAdded(null);
            setParams({ mode: null }, { replace: true });
          }}
        />
      ) : null}
      {mode === 'edit' && selected && permissions.canAddEdit ? (
        <EquipmentEditDialog
          equipmentID={selected}
          customerID={customerID}
          gateways={gateways}
          onClose={closeForm}
          onSaved={() => setParams({ mode: null }, { replace: true })}
        />
      ) : null}
    </>
  );
}
