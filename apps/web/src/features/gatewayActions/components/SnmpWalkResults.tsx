import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { useQuery } from '@apollo/client/react';
import { buildSnmpTemplateCsv, snmpTemplateRowsFromWalk } from '@vigil/domain';
import { useCallback, useId, useState } from 'react';
import { useHasPermission } from '../../../app/hooks/useHasPermission';
import { useNow } from '../../../app/hooks/useNow';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { DebouncedSearchField } from '../../../components/DebouncedSearchField';
import { downloadTextFile } from '../../../components/downloadTextFile';
import { formatUpdated } from '../../../components/formatUpdated';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { SnmpWalkDocument } from '../../../graphql/generated/graphql';
import type { SnmpWalkQuery } from '../../../graphql/generated/graphql';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { CreateWalkLibraryDialog } from './CreateWalkLibraryDialog';
import type { CreatedLibrary } from './CreateWalkLibraryDialog';

type WalkedOid = NonNullable<SnmpWalkQuery['snmpWalk']>['oids'][number];

/** OIDs per page, and the choices (the server sends at most 500 at once). */
export const WALK_PAGE_SIZES = [25, 50, 100] as const;

export interface SnmpWalkResultsProps {
  gatewayID: string;
  customerID: string | undefined;
  /** The walk of this action; without it, the newest walk of `ip`, or of the gateway. */
  actionID?: string | null;
  ip?: string | null;
  /** Shows the walk form again, prefilled from this walk. */
  onNewWalk?: (walk: { ip: string; root: string }) => void;
}

/**
 * A stored walk (snmpWalk): OID, type and value, searched and paged on the server. OIDs can be
 * picked across pages and searches and exported as an SNMP template CSV, the format a library's
 * SNMP template import reads (the domain's buildSnmpTemplateCsv), or made into a new library
 * (CreateWalkLibraryDialog) by users who may create libraries (cl).
 */
export function SnmpWalkResults({
  gatewayID,
  customerID,
  actionID,
  ip,
  onNewWalk,
}: SnmpWalkResultsProps) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(WALK_PAGE_SIZES[1]);
  const [selected, setSelected] = useState<ReadonlyMap<string, WalkedOid>>(new Map());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedLibrary | null>(null);
  const canCreateLibraries = useHasPermission(customerID, 'cl');
  const now = useNow(30_000);
  const headingId = useId();
  const { data, previousData, loading, error, refetch } = useQuery(SnmpWalkDocument, {
    variables: {
      gatewayID,
      customerID,
      actionID: actionID ?? undefined,
      ip: actionID ? undefined : (ip ?? undefined),
      query: query || undefined,
      limit: pageSize,
      offset: page * pageSize,
    },
  });
  const onSearch = useCallback((next: string) => {
    setQuery(next);
    setPage(0);
  }, []);

  const shown = data ?? previousData;
  if (error && !shown) return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  if (!shown) return <CenteredLoader label={texts.loadingWalk} />;
  const walk = shown.snmpWalk;
  if (!walk) return <StatusBanner kind="warning">{texts.walkGone}</StatusBanner>;

  const oids = walk.oids;
  const toggle = (entry: WalkedOid) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(entry.oid)) next.delete(entry.oid);
      else next.set(entry.oid, entry);
      return next;
    });
  const pageSelected = oids.length > 0 && oids.every((entry) => selected.has(entry.oid));
  const pagePartly = !pageSelected && oids.some((entry) => selected.has(entry.oid));
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const entry of oids) {
        if (pageSelected) next.delete(entry.oid);
        else next.set(entry.oid, entry);
      }
      return next;
    });
  const exportSelected = () =>
    downloadTextFile(
      buildSnmpTemplateCsv(snmpTemplateRowsFromWalk([...selected.values()])),
      texts.csvFileName(walk.ip),
    );
  const lastPage = Math.max(0, Math.ceil(walk.total / pageSize) - 1);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {texts.walkOf(walk.ip, walk.root)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {texts.walkTaken(formatUpdated(walk.createdAt, now) ?? walk.createdAt, walk.total)}
          </Typography>
        </Box>
        {onNewWalk ? (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => onNewWalk({ ip: walk.ip, root: walk.root })}
          >
            {texts.newWalk}
          </Button>
        ) : null}
      </Box>
      {walk.stopped ? (
        <StatusBanner kind="warning">{texts.walkStopped(walk.stopped)}</StatusBanner>
      ) : null}
      {error ? <StatusBanner kind="error">{error.message}</StatusBanner> : null}
      {created ? <StatusBanner kind="ok">{texts.libraryCreated(created.name)}</StatusBanner> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <DebouncedSearchField label={texts.searchOids} value={query} onSearch={onSearch} />
        <Typography variant="body2" role="status" data-testid="selected-count">
          {texts.selectedCount(selected.size)}
        </Typography>
        {selected.size > 0 ? (
          <Button size="small" onClick={() => setSelected(new Map())}>
            {texts.clearSelection}
          </Button>
        ) : null}
        <Button
          variant="contained"
          startIcon={<FileDownloadIcon />}
          disabled={selected.size === 0}
          onClick={exportSelected}
        >
          {texts.exportSelected}
        </Button>
        {canCreateLibraries && customerID ? (
          <Button
            variant="outlined"
            startIcon={<LibraryAddIcon />}
            disabled={selected.size === 0}
            onClick={() => {
              setCreated(null);
              setCreating(true);
            }}
          >
            {texts.createLibrary}
          </Button>
        ) : null}
      </Box>
      {canCreateLibraries && customerID ? (
        <CreateWalkLibraryDialog
          open={creating}
          customerID={customerID}
          walk={{ gatewayID, actionID: walk.actionID }}
          oids={[...selected.keys()]}
          onClose={() => setCreating(false)}
          onCreated={(library) => {
            setCreating(false);
            setCreated(library);
          }}
        />
      ) : null}
      <Paper variant="outlined" aria-busy={loading}>
        <Box sx={{ height: 4 }}>
          {loading ? <LinearProgress aria-label={texts.loadingWalk} /> : null}
        </Box>
        {oids.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {query ? texts.noOidsMatch : texts.noOids}
          </Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={pageSelected}
                      indeterminate={pagePartly}
                      onChange={togglePage}
                      slotProps={{ input: { 'aria-label': texts.selectPage } }}
                    />
                  </TableCell>
                  <TableCell>{texts.oidColumn}</TableCell>
                  <TableCell>{texts.typeColumn}</TableCell>
                  <TableCell>{texts.valueColumn}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {oids.map((entry) => (
                  <TableRow
                    key={entry.oid}
                    hover
                    selected={selected.has(entry.oid)}
                    data-testid="walk-row"
                  >
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(entry.oid)}
                        onChange={() => toggle(entry)}
                        slotProps={{ input: { 'aria-label': texts.selectOid(entry.oid) } }}
                      />
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                      {entry.oid}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.type}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                      {entry.value}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePagination
          component="div"
          count={walk.total}
          page={Math.min(page, lastPage)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...WALK_PAGE_SIZES]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      </Paper>
    </Box>
  );
}
