import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { useSession } from '../../../app/SessionContext';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { ListPanel } from '../../../components/ListPanel';
import { StatusBanner } from '../../../components/StatusBanner';
import {
  PartnerMibsDocument,
  type PartnerMibFieldsFragment,
} from '../../../graphql/generated/graphql';
import { useDeletePartnerMib, useImportPartnerMib } from '../hooks/usePartnerMibMutations';
import { partnerMibTexts as texts } from '../partnerMibTexts';

/** How often the list asks again while a module is installing. */
export const PARTNER_MIBS_POLL_MS = 2000;

function MibStatus({ mib }: { mib: PartnerMibFieldsFragment }) {
  if (mib.installing) return <Chip size="small" variant="outlined" label={texts.installing} />;
  if (mib.installError) {
    return <Chip size="small" color="error" variant="outlined" label={texts.failed} />;
  }
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={texts.installed(mib.objectCount)}
    />
  );
}

/**
 * The partner's MIB files (spec access §3 MIBs) on its Docs page: each with Installing…, Installed
 * or why it was not; the partner's admins (and super users) upload a .mib or .txt file, read as
 * text, and delete one after confirming. While any installs, the list asks again every 2 s.
 */
export function PartnerMibsPanel({ partnerID }: { partnerID: string }) {
  const { user } = useSession();
  const manages = Boolean(
    user && (user.super || (user.partnerAdmin && user.partnerID === partnerID)),
  );
  const titleId = useId();
  const list = useQuery(PartnerMibsDocument, {
    variables: { partnerID },
    fetchPolicy: 'cache-and-network',
  });
  const [importMib, importing] = useImportPartnerMib();
  const [remove, removing] = useDeletePartnerMib();
  const [toDelete, setToDelete] = useState<PartnerMibFieldsFragment | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const shown = list.data ?? list.previousData;
  const mibs = shown?.MIBs ?? null;
  const anyInstalling = mibs?.some((mib) => mib.installing) ?? false;
  const { startPolling, stopPolling } = list;
  useEffect(() => {
    if (!anyInstalling) return undefined;
    startPolling(PARTNER_MIBS_POLL_MS);
    return () => stopPolling();
  }, [anyInstalling, startPolling, stopPolling]);

  const upload = async (file: File) => {
    setNotice(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setNotice({ kind: 'error', text: texts.unreadable });
      return;
    }
    try {
      const kept = await importMib(partnerID, file.name, text);
      setNotice({ kind: 'ok', text: texts.imported(kept?.name ?? file.name) });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) ?? messages.snackbarError });
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setNotice(null);
    try {
      await remove(partnerID, toDelete.key);
      setNotice({ kind: 'ok', text: texts.deleted(toDelete.name) });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) ?? messages.snackbarError });
    }
    setToDelete(null);
  };

  const empty =
    mibs === null && !list.error ? (
      <CenteredLoader label={texts.loading} />
    ) : mibs !== null && mibs.length === 0 ? (
      <ListEmptyState testId="partner-mibs-empty" title={texts.empty} />
    ) : null;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {texts.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {texts.hint}
          </Typography>
        </Box>
        {manages ? (
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={importing.loading}
          >
            {texts.upload}
            <input
              hidden
              type="file"
              accept={texts.accept}
              aria-label={texts.upload}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </Button>
        ) : null}
      </Box>
      {notice ? <StatusBanner kind={notice.kind}>{notice.text}</StatusBanner> : null}
      <ListPanel
        loading={list.loading}
        loadingLabel={texts.loading}
        shown={Boolean(shown)}
        error={list.error}
        retry={list.refetch}
        empty={empty}
      >
        <Paper variant="outlined">
          <List dense aria-label={texts.title}>
            {(mibs ?? []).map((mib) => (
              <ListItem
                key={mib.key}
                data-testid="partner-mib-row"
                secondaryAction={
                  manages ? (
                    <IconButton
                      edge="end"
                      aria-label={texts.remove(mib.name)}
                      onClick={() => setToDelete(mib)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  ) : null
                }
              >
                <ListItemText
                  primary={
                    <Box
                      component="span"
                      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                    >
                      <span>{mib.name}</span>
                      <MibStatus mib={mib} />
                    </Box>
                  }
                  secondary={mib.installError ?? mib.fileName}
                  slotProps={{
                    secondary: {
                      color: mib.installError ? 'error' : 'textSecondary',
                      sx: { overflowWrap: 'anywhere' },
                    },
                  }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      </ListPanel>
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? texts.confirmTitle(toDelete.name) : ''}
        body={texts.confirmBody}
        confirmLabel="Delete"
        confirmColor="error"
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
