import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { skipToken, useQuery } from '@apollo/client/react';
import { canonicalOid, SYS_OBJECT_ID_OID } from '@vigil/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { StatusBanner } from '../../../components/StatusBanner';
import {
  FindGatewayOptionsDocument,
  SnmpWalkDocument,
  SnmpWalkOptionsDocument,
} from '../../../graphql/generated/graphql';
import { snmpWalkPath } from '../../gatewayActions/gatewayActionPaths';
import { OidPickTable } from './OidPickTable';
import type { OidPickColumn } from './OidPickTable';
import type { SourceProps } from './SnmpTemplateBuilderDialog';
import { pickedOid } from './snmpBuilderModel';
import { snmpBuilderTexts as texts } from './snmpBuilderTexts';

/** Walked OIDs per page. */
export const WALK_PAGE_SIZE = 25;

interface WalkedOid {
  oid: string;
  type: string;
  value: string;
}

const WALKED_COLUMNS: readonly OidPickColumn<WalkedOid>[] = [
  { label: texts.walkColumns.oid, cell: (entry) => entry.oid, sx: { fontFamily: 'monospace' } },
  { label: texts.walkColumns.type, cell: (entry) => entry.type },
  {
    label: texts.walkColumns.value,
    cell: (entry) => entry.value,
    sx: { overflowWrap: 'anywhere' },
  },
];

/**
 * OIDs from a stored walk of a real device: a gateway, then one of its finished walks (the
 * newest first), searched and paged on the server. The walk's sysObjectID (1.3.6.1.2.1.1.2.0)
 * is handed up to name a new library's kind. A link leads to the walk page to make one.
 */
export function WalkSource({
  customerID,
  customerSegment,
  picked,
  onPick,
  onUnpick,
  onSysObjectID,
}: SourceProps & { onSysObjectID: (oid: string) => void }) {
  const [gatewayID, setGatewayID] = useState('');
  const [chosenWalk, setChosenWalk] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const gateways = useQuery(FindGatewayOptionsDocument, { variables: { customerID } });
  const gateway = gateways.data?.networks.find((g) => g.id === gatewayID) ?? null;
  const walks = useQuery(
    SnmpWalkOptionsDocument,
    gateway
      ? { variables: { gatewayID, customerID, gatewayType: gateway.gwType ?? undefined } }
      : skipToken,
  );
  const finished = [...(walks.data?.gatewayActionQueue ?? [])]
    .filter((action) => action.status === 'SUCCESS')
    .sort((a, b) => (b.finishedAt ?? b.createdAt).localeCompare(a.finishedAt ?? a.createdAt));
  const actionID = finished.some((w) => w.id === chosenWalk) ? chosenWalk : (finished[0]?.id ?? '');

  const walk = useQuery(
    SnmpWalkDocument,
    actionID
      ? {
          variables: {
            gatewayID,
            customerID,
            actionID,
            query: query || undefined,
            limit: WALK_PAGE_SIZE,
            offset: page * WALK_PAGE_SIZE,
          },
        }
      : skipToken,
  );
  const sysObject = useQuery(
    SnmpWalkDocument,
    actionID
      ? {
          variables: { gatewayID, customerID, actionID, query: SYS_OBJECT_ID_OID, limit: 10 },
        }
      : skipToken,
  );
  const sysObjectID =
    sysObject.data?.snmpWalk?.oids
      .find((entry) => canonicalOid(entry.oid) === SYS_OBJECT_ID_OID)
      ?.value.trim() ?? '';
  useEffect(() => {
    if (sysObjectID) onSysObjectID(canonicalOid(sysObjectID));
  }, [sysObjectID, onSysObjectID]);

  const shown = walk.data ?? walk.previousData;

  return (
    <>
      {gateways.error ? <StatusBanner kind="error">{gateways.error.message}</StatusBanner> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <TextField
          select
          label={texts.gatewayLabel}
          value={gatewayID}
          onChange={(event) => {
            setGatewayID(event.target.value);
            setChosenWalk('');
            setPage(0);
          }}
          margin="dense"
          sx={{ flex: '1 1 220px' }}
        >
          {(gateways.data?.networks ?? []).map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        {gateway ? (
          <TextField
            select
            label={texts.walkLabel}
            value={actionID}
            onChange={(event) => {
              setChosenWalk(event.target.value);
              setPage(0);
            }}
            margin="dense"
            disabled={finished.length === 0}
            sx={{ flex: '1 1 260px' }}
          >
            {finished.map((w) => (
              <MenuItem key={w.id} value={w.id}>
                {texts.walkOption(
                  w.ip ?? '',
                  new Date(w.finishedAt ?? w.createdAt).toLocaleString(),
                )}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {gateway ? (
          <Button
            component={RouterLink}
            to={snmpWalkPath(customerSegment, gateway.id)}
            startIcon={<TravelExploreIcon />}
          >
            {texts.makeWalk}
          </Button>
        ) : null}
      </Box>
      {!gateway ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {texts.chooseGateway}
        </Typography>
      ) : walks.error ? (
        <StatusBanner kind="error">{walks.error.message}</StatusBanner>
      ) : walks.data && finished.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {texts.noWalks}
        </Typography>
      ) : null}
      {sysObjectID ? (
        <Typography variant="body2" color="text.secondary">
          {texts.sysObjectIDFound(sysObjectID)}
        </Typography>
      ) : null}
      {actionID ? (
        <OidPickTable
          searchLabel={texts.searchWalk}
          query={query}
          onSearch={setQuery}
          error={walk.error}
          loading={walk.loading}
          loadingLabel={texts.loadingWalk}
          tableLabel={texts.walkedLabel}
          pickLabel={texts.walkColumns.pick}
          columns={WALKED_COLUMNS}
          rows={shown?.snmpWalk?.oids.map((entry) => ({ ...entry, oid: canonicalOid(entry.oid) }))}
          rowKey={(entry) => entry.oid}
          checkboxLabel={(entry) => texts.pickWalked(entry.oid)}
          checked={(entry) => picked.has(entry.oid)}
          onToggle={(entry, checked) =>
            checked
              ? onPick([pickedOid(entry.oid, { origin: `${entry.type} ${entry.value}` })])
              : onUnpick(entry.oid)
          }
          total={shown?.snmpWalk?.total ?? 0}
          page={page}
          pageSize={WALK_PAGE_SIZE}
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}
