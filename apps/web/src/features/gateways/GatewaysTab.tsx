import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import { GATEWAYS_PAGE_SIZE, GATEWAY_SORT_COLUMN_NAMES, equipmentPagePath } from '@vigil/domain';
import type {
  EquipmentListFilters,
  EquipmentPageParams,
  GatewaySortColumnName,
  SortOrder,
} from '@vigil/domain';
import { useCallback, useId, useMemo, useState } from 'react';
import { useHasPermission } from '../../app/hooks/useHasPermission';
import { CenteredLoader } from '../../components/CenteredLoader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { GatewayActionDrawer } from '../gatewayActions/components/GatewayActionDrawer';
import type { QueueNode } from '../gatewayActions/gatewayActionModel';
import { GatewayDetails } from './components/GatewayDetails';
import { GatewaysTable } from './components/GatewaysTable';
import { GatewaysToolbar } from './components/GatewaysToolbar';
import { GatewayTokenDialog } from './components/GatewayTokenDialog';
import { RegisterGatewayDialog } from './components/RegisterGatewayDialog';
import { isGatewayListFiltered } from './gatewayListFilters';
import { gatewayTexts } from './gatewayTexts';
import { useGateway } from './hooks/useGateway';
import { useGatewayList } from './hooks/useGatewayList';
import { useGatewayLive } from './hooks/useGatewayLive';
import type { RegisteredGateway } from './hooks/useRegisterGateway';

export interface GatewaysTabProps {
  customerID: string | undefined;
  /** The {customer} path segment, for the links the tab writes. */
  customerSegment: string | undefined;
  params: EquipmentPageParams;
  setParams: (next: Partial<EquipmentPageParams>, options?: { replace?: boolean }) => void;
}

function isGatewaySortColumn(column: string): column is GatewaySortColumnName {
  return (GATEWAY_SORT_COLUMN_NAMES as readonly string[]).includes(column);
}

/** The page's filters without the gateway ones (the equipment tab's stay as they are). */
function withoutGatewayFilters(filters: EquipmentListFilters): EquipmentListFilters {
  const { disconnected: _disconnected, listen: _listen, ...rest } = filters;
  return rest;
}

/**
 * My Equipment's Gateways tab (spec core §2, issue 12 §3): the customer's gateways paged on the
 * server with search, connection and listen-mode filters and sorting, all in the page's query
 * parameters; live status; the selected gateway's details beside the list (full screen on
 * phones); and, for users who manage gateways, register, edit, listen mode, rotate and delete.
 */
export function GatewaysTab({ customerID, customerSegment, params, setParams }: GatewaysTabProps) {
  const canManage = useHasPermission(customerID, 'mg');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const detailsHeadingId = useId();
  const sortColumn: GatewaySortColumnName = isGatewaySortColumn(params.sortColumn)
    ? params.sortColumn
    : 'name';
  const selected = params.selected;

  // The page is the tab's own state; a new search, filter or sort starts again at the first.
  const listKey = JSON.stringify([params.query, params.filters, sortColumn, params.order]);
  const [page, setPage] = useState(0);
  const [pageKey, setPageKey] = useState(listKey);
  if (pageKey !== listKey) {
    setPageKey(listKey);
    setPage(0);
  }

  // The gateway the server lists first. Picking a row already on screen keeps the list still;
  // a selection from elsewhere (a deep link, Back, a new registration) is brought to the top.
  const [pinnedID, setPinnedID] = useState(selected);
  const { data, previousData, loading, error, refetch } = useGatewayList({
    customerID,
    params,
    page,
    selectedID: pinnedID,
  });
  const shown = data ?? previousData;
  const gateways = shown?.gateways ?? null;
  const total = shown?.gatewayCount ?? 0;
  if (selected && selected !== pinnedID && gateways && !gateways.some((g) => g.id === selected)) {
    setPinnedID(selected);
    setPage(0);
  }

  const liveIDs = useMemo(
    () => [...(gateways ?? []).map((gateway) => gateway.id), ...(selected ? [selected] : [])],
    [gateways, selected],
  );
  useGatewayLive(liveIDs);

  const [registered, setRegistered] = useState<RegisteredGateway | null>(null);
  // The selected gateway's action queue, in the drawer at the bottom (the details load it).
  const selectedGateway = useGateway(selected, customerID).data?.network ?? null;
  // The HA pair node whose queue the drawer shows; the details' actions go to the same one.
  const [nodeOf, setNodeOf] = useState<{ gatewayID: string | null; node: QueueNode }>({
    gatewayID: null,
    node: 'HA1',
  });
  const node: QueueNode = nodeOf.gatewayID === selected ? nodeOf.node : 'HA1';
  const drawer =
    selectedGateway && selectedGateway.id === selected ? (
      <GatewayActionDrawer
        gateway={selectedGateway}
        customerID={customerID}
        canManage={canManage}
        node={node}
        onNodeChange={(next) => setNodeOf({ gatewayID: selected, node: next })}
      />
    ) : null;

  const onSearch = useCallback(
    (query: string) => setParams({ query }, { replace: true }),
    [setParams],
  );
  const onFiltersChange = (filters: EquipmentListFilters) => setParams({ filters });
  const onSortChange = (column: GatewaySortColumnName, order: SortOrder) =>
    setParams({ sortColumn: column, order });
  const onSort = (column: GatewaySortColumnName) =>
    onSortChange(column, column === sortColumn && params.order === 'asc' ? 'desc' : 'asc');
  const onSelect = (gatewayID: string) => {
    if (gatewayID !== selected) setParams({ selected: gatewayID, mode: null });
  };
  const hrefFor = (gatewayID: string) =>
    equipmentPagePath(customerSegment, {
      ...params,
      tab: 'gateways',
      selected: gatewayID,
      mode: null,
    });
  const openRegister = canManage ? () => setParams({ mode: 'add' }) : undefined;
  const closeDetails = () => setParams({ selected: null, mode: null });
  const filtered = isGatewayListFiltered(params.query, params.filters);

  let list;
  if (error && !shown) {
    list = <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  } else if (gateways === null) {
    list = <CenteredLoader label={gatewayTexts.loading} />;
  } else if (total === 0 && gateways.length === 0 && !loading) {
    list = (
      <Box data-testid="gateways-empty" sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="body1" sx={{ mb: 1 }}>
          {filtered ? gatewayTexts.noMatch : gatewayTexts.noGateways}
        </Typography>
        {filtered ? (
          <Button
            variant="outlined"
            onClick={() => setParams({ query: '', filters: withoutGatewayFilters(params.filters) })}
          >
            {gatewayTexts.clearFilters}
          </Button>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {gatewayTexts.noGatewaysHint}
            </Typography>
            {openRegister ? (
              <Button variant="contained" startIcon={<AddIcon />} onClick={openRegister}>
                {gatewayTexts.register}
              </Button>
            ) : null}
          </>
        )}
      </Box>
    );
  } else {
    const lastPage = Math.max(0, Math.ceil(total / GATEWAYS_PAGE_SIZE) - 1);
    list = (
      <>
        {error ? <StatusBanner kind="error">{error.message}</StatusBanner> : null}
        <TableContainer>
          <GatewaysTable
            gateways={gateways}
            selectedID={selected}
            sortColumn={sortColumn}
            order={params.order}
            onSort={onSort}
            onSelect={onSelect}
            hrefFor={hrefFor}
          />
        </TableContainer>
        <TablePagination
          component="div"
          count={total}
          page={Math.min(page, lastPage)}
          rowsPerPage={GATEWAYS_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => setPage(next)}
        />
      </>
    );
  }

  const details = selected ? (
    <GatewayDetails
      key={selected}
      gatewayID={selected}
      customerID={customerID}
      canManage={canManage}
      editing={params.mode === 'edit'}
      onEdit={(editing) => setParams({ mode: editing ? 'edit' : null })}
      onClose={closeDetails}
      onDeleted={() => setParams({ selected: null, mode: null }, { replace: true })}
      headingId={detailsHeadingId}
      node={node}
    />
  ) : null;

  return (
    <Box>
      <GatewaysToolbar
        query={params.query}
        filters={params.filters}
        sortColumn={sortColumn}
        order={params.order}
        onSearch={onSearch}
        onFiltersChange={onFiltersChange}
        onSortChange={onSortChange}
        onRegister={openRegister}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Paper variant="outlined" aria-busy={loading} sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ height: 4 }}>
            {loading && shown ? <LinearProgress aria-label={gatewayTexts.loading} /> : null}
          </Box>
          <Box sx={{ px: 1 }}>{list}</Box>
        </Paper>
        {details && !phone ? (
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby={detailsHeadingId}
            sx={{ flex: { sm: '0 0 300px', md: '0 0 380px' }, p: 2, position: 'sticky', top: 16 }}
          >
            {details}
          </Paper>
        ) : null}
      </Box>
      {phone ? null : drawer}
      <Dialog
        open={Boolean(details) && phone}
        fullScreen
        onClose={closeDetails}
        aria-labelledby={detailsHeadingId}
      >
        <DialogContent>
          {phone ? details : null}
          {phone ? drawer : null}
        </DialogContent>
      </Dialog>
      {customerID ? (
        <RegisterGatewayDialog
          open={params.mode === 'add' && canManage}
          customerID={customerID}
          onClose={() => setParams({ mode: null })}
          onRegistered={(gateway) => {
            setRegistered(gateway);
            setParams({ mode: null, selected: gateway.id }, { replace: true });
          }}
        />
      ) : null}
      <GatewayTokenDialog
        gateway={registered}
        title={gatewayTexts.registeredTitle(registered?.name ?? '')}
        onClose={() => setRegistered(null)}
      />
    </Box>
  );
}
