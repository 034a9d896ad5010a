import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery } from '@apollo/client/react';
import { equipmentPagePath, messages } from '@vigil/domain';
import { useCallback, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { useHasPermission } from '../../app/hooks/useHasPermission';
import { usePageTitle } from '../../app/PageTitleContext';
import { useGoBack } from '../../app/useGoBack';
import { CenteredLoader } from '../../components/CenteredLoader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RequestButton } from '../../components/RequestButton';
import type { RequestState } from '../../components/RequestButton';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import type { BannerKind } from '../../components/StatusBanner';
import { AssetsViewDocument } from '../../graphql/generated/graphql';
import {
  ROW_ERROR,
  assetColumns,
  draftErrors,
  metaToSave,
  saveErrorPlace,
  withDraft,
} from './assetsModel';
import type { AssetColumn, AssetDrafts, AssetErrors, EquipmentAsset } from './assetsModel';
import { assetsTexts as texts } from './assetsTexts';
import { AssetsAddDatumDialog } from './components/AssetsAddDatumDialog';
import { AssetsSummary } from './components/AssetsSummary';
import { AssetsTable } from './components/AssetsTable';
import { useAssetsData } from './hooks/useAssetsData';
import { useAssetsUpdateEquipmentAsset } from './hooks/useAssetsUpdateEquipmentAsset';
import { useAddressParams } from '../../app/hooks/useAddressParams';

/** Tabs of the screen (query `tab`): the table (0, the default) and the summary (1). */
export function assetsTab(search: URLSearchParams): 0 | 1 {
  const tab = search.get('tab');
  return tab === '1' || tab === 'summary' ? 1 : 0;
}

/** Client problems of the drafts over the server's refusals: a cell shows one message. */
function mergeErrors(server: AssetErrors, client: AssetErrors): AssetErrors {
  const merged: Record<string, Record<string, string>> = {};
  for (const source of [server, client]) {
    for (const [id, row] of Object.entries(source)) merged[id] = { ...merged[id], ...row };
  }
  return merged;
}

const hasAny = (errors: AssetErrors) =>
  Object.values(errors).some((row) => Object.keys(row).length > 0);

function Header({
  title,
  subtitle,
  actions,
  compact,
}: {
  title: string;
  subtitle?: string | undefined;
  actions: ReactNode;
  compact: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mb: compact ? 1 : 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant={compact ? 'h6' : 'h4'}
          component="h1"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>
    </Box>
  );
}

/**
 * The Assets screen (spec core §2, §3 View with viewType asset): the asset data of the view's
 * equipment in a table, one row each. `edit=true` makes the cells editable for users who may edit
 * devices (ad2); Save sends each changed equipment's data. `fullWindow` is the /v2 form.
 */
function AssetsScreen({ fullWindow }: { fullWindow: boolean }) {
  const { viewID = '' } = useParams();
  const [search, setSearch] = useAddressParams();
  const { customerSegment } = useCustomerID();
  const goBack = useGoBack();
  const tabsId = useId();
  const viewQuery = useQuery(AssetsViewDocument, { variables: { viewID }, skip: !viewID });
  const view = viewQuery.data?.view;
  usePageTitle(view?.name ?? texts.loadingTitle);

  const tab = assetsTab(search);
  const canEdit = useHasPermission(view?.customerID, 'ad2');
  const editing = search.get('edit') === 'true' && canEdit;
  const equipmentIDs = useMemo(() => view?.equipmentIDs ?? [], [view]);
  const data = useAssetsData(equipmentIDs, view?.customerID);
  const save = useAssetsUpdateEquipmentAsset(view?.customerID);

  const [added, setAdded] = useState<AssetColumn[]>([]);
  const [drafts, setDrafts] = useState<AssetDrafts>({});
  const [serverErrors, setServerErrors] = useState<AssetErrors>({});
  const [saveState, setSaveState] = useState<RequestState>('before');
  const [notice, setNotice] = useState<{ kind: BannerKind; text: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const [discarding, setDiscarding] = useState(false);

  const loaded = useMemo(
    () =>
      equipmentIDs.flatMap((id) => {
        const asset = data.assets.get(id);
        return asset ? [asset] : [];
      }),
    [equipmentIDs, data.assets],
  );
  const columns = useMemo(() => assetColumns(loaded, added), [loaded, added]);
  const errors = useMemo(
    () => mergeErrors(serverErrors, draftErrors(drafts, columns)),
    [serverErrors, drafts, columns],
  );
  const changed = Object.keys(drafts);

  const setParams = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const onChange = useCallback((asset: EquipmentAsset, label: string, value: string) => {
    setDrafts((current) => withDraft(current, asset, label, value));
    setServerErrors((current) => {
      const { [label]: _cell, [ROW_ERROR]: _row, ...rest } = current[asset.equipmentID] ?? {};
      return { ...current, [asset.equipmentID]: rest };
    });
    setSaveState('before');
  }, []);

  const saveAll = async () => {
    setNotice(null);
    if (changed.length === 0) {
      setNotice({ kind: 'info', text: texts.nothingToSave });
      return;
    }
    if (hasAny(draftErrors(drafts, columns))) {
      setSaveState('error');
      setNotice({ kind: 'error', text: texts.fixErrors });
      return;
    }
    setSaveState('fetching');
    const results = await Promise.all(
      changed.flatMap((id) => {
        const asset = data.assets.get(id);
        if (!asset) return [];
        const meta = metaToSave(asset, drafts, columns);
        return [
          save(id, meta).then(
            (stored) => ({ id, stored, failure: null }),
            (error: unknown) => ({ id, stored: null, failure: saveErrorPlace(error, meta) }),
          ),
        ];
      }),
    );
    const failed: Record<string, Record<string, string>> = {};
    for (const { id, stored, failure } of results) {
      if (stored) data.replace(stored);
      if (failure) failed[id] = { [failure.label]: failure.message };
    }
    setDrafts((current) => {
      const kept: Record<string, Readonly<Record<string, string>>> = {};
      for (const [id, row] of Object.entries(current)) if (failed[id]) kept[id] = row;
      return kept;
    });
    setServerErrors(failed);
    const failures = Object.keys(failed).length;
    setSaveState(failures > 0 ? 'error' : 'success');
    setNotice(
      failures > 0
        ? { kind: 'error', text: texts.saveFailed(failures) }
        : { kind: 'ok', text: texts.saved(results.length) },
    );
  };

  const stopEditing = () => {
    setDrafts({});
    setServerErrors({});
    setAdded([]);
    setNotice(null);
    setSaveState('before');
    setDiscarding(false);
    setParams({ edit: null });
  };

  // 'back' when the screen shows a view (spec core §2); My Equipment otherwise.
  const back = viewID ? (
    <Button onClick={goBack} startIcon={<ArrowBackIcon />}>
      {texts.back}
    </Button>
  ) : (
    <Button
      component={RouterLink}
      to={equipmentPagePath(customerSegment)}
      startIcon={<ArrowBackIcon />}
    >
      {texts.back}
    </Button>
  );

  let body: ReactNode;
  if (viewQuery.error && !viewQuery.data) {
    body = <RetryBanner retry={viewQuery.refetch}>{viewQuery.error.message}</RetryBanner>;
  } else if (!viewQuery.data) {
    body = <CenteredLoader label={texts.loading} />;
  } else if (!view) {
    body = <StatusBanner kind="error">{messages.errorLoadingView}</StatusBanner>;
  }
  if (body || !view) {
    return (
      <Frame fullWindow={fullWindow}>
        <Header title={texts.loadingTitle} actions={back} compact={fullWindow} />
        {body}
      </Frame>
    );
  }

  const actions = (
    <>
      {canEdit && !editing ? (
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          onClick={() => setParams({ edit: 'true', tab: null })}
        >
          {texts.edit}
        </Button>
      ) : null}
      {editing ? (
        <>
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {texts.addDatum}
          </Button>
          <RequestButton
            state={saveState}
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={() => void saveAll()}
          >
            {texts.save}
          </RequestButton>
          <Button
            onClick={() => (changed.length > 0 ? setDiscarding(true) : stopEditing())}
            disabled={saveState === 'fetching'}
          >
            {texts.done}
          </Button>
        </>
      ) : null}
      {back}
    </>
  );

  const rows = equipmentIDs.map((id) => ({ equipmentID: id, asset: data.assets.get(id) }));
  return (
    <Frame fullWindow={fullWindow}>
      <Header
        title={view.name}
        subtitle={texts.subtitle(equipmentIDs.length)}
        actions={actions}
        compact={fullWindow}
      />
      {view.viewType !== 'asset' ? (
        <StatusBanner kind="info">{texts.notAssetView(view.name)}</StatusBanner>
      ) : null}
      {search.get('edit') === 'true' && !canEdit ? (
        <StatusBanner kind="info">{texts.readOnly}</StatusBanner>
      ) : null}
      {notice ? <StatusBanner kind={notice.kind}>{notice.text}</StatusBanner> : null}
      {data.error ? (
        <RetryBanner retry={async () => data.retry()}>{data.error.message}</RetryBanner>
      ) : null}
      {editing ? null : (
        <Tabs
          value={tab}
          onChange={(_event, value: number) =>
            setParams({ tab: value === 0 ? null : String(value) })
          }
          aria-label={texts.tabsLabel}
          sx={{ mb: 1 }}
        >
          <Tab label={texts.tableTab} id={`${tabsId}-0`} aria-controls={`${tabsId}-panel`} />
          <Tab label={texts.summaryTab} id={`${tabsId}-1`} aria-controls={`${tabsId}-panel`} />
        </Tabs>
      )}
      <Box
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${editing ? 0 : tab}`}
        sx={
          fullWindow
            ? { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }
            : undefined
        }
      >
        {equipmentIDs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {texts.noEquipment}
          </Typography>
        ) : tab === 1 && !editing ? (
          <AssetsSummary assets={loaded} columns={columns} />
        ) : (
          <Paper
            variant="outlined"
            sx={fullWindow ? { flex: 1, minHeight: 0, display: 'flex' } : undefined}
          >
            <AssetsTable
              rows={rows}
              columns={columns}
              editing={editing}
              drafts={drafts}
              errors={errors}
              onChange={onChange}
              maxHeight={fullWindow ? '100%' : '70vh'}
            />
          </Paper>
        )}
      </Box>
      <AssetsAddDatumDialog
        open={adding}
        labels={columns.map((c) => c.label)}
        onAdd={(column) => setAdded((current) => [...current, column])}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        open={discarding}
        title={texts.discardTitle}
        body={texts.discardBody}
        confirmLabel={texts.discard}
        cancelLabel={texts.keepEditing}
        confirmColor="error"
        onConfirm={stopEditing}
        onCancel={() => setDiscarding(false)}
      />
    </Frame>
  );
}

/**
 * The page inside the shell, or (v2) the whole window: fixed over the shell's header and padding,
 * the table filling what is left of the viewport.
 */
function Frame({ fullWindow, children }: { fullWindow: boolean; children: ReactNode }) {
  if (!fullWindow) return <>{children}</>;
  return (
    <Box
      data-testid="assets-full-window"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 1, sm: 2 },
        overflow: 'hidden',
      }}
    >
      {children}
    </Box>
  );
}

/** /{customer}/gateways/assets/{viewID}: the Assets screen inside the app shell. */
export function AssetsPage() {
  return <AssetsScreen fullWindow={false} />;
}

/** /{customer}/gateways/assets/{viewID}/v2: the Assets screen in the full window. */
export function AssetsV2Page() {
  return <AssetsScreen fullWindow />;
}
