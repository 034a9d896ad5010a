import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { UPLOAD_FAILED_PROGRESS, messages, uploadError } from '@vigil/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { useSession } from '../../../app/SessionContext';
import { uploadWithProgress } from '../../../app/uploadWithProgress';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { UploadProgress } from '../../../components/UploadProgress';
import { PartnerLogosDocument } from '../../../graphql/generated/graphql';
import { useDeleteLogo } from '../hooks/useDeleteLogo';
import { partnerLogoTexts as texts } from '../partnerLogoTexts';

/** Where a partner's logo is uploaded: the raw image as the body. */
export const partnerLogoUploadPath = (partnerID: string, filename: string) =>
  `/files/partners/${encodeURIComponent(partnerID)}/logos?filename=${encodeURIComponent(filename)}`;

export interface PartnerLogoPanelProps {
  partnerID: string;
  /** Names the logo's preview ('{name} logo'); the signed-in user's partner's name by default. */
  partnerName?: string | undefined;
}

/**
 * The partner's logo (spec access §3 Logos), for its administrators and super users: the newest
 * one previewed at its size, an upload with its progress (files of 10 MB or more are refused
 * before sending), and delete after confirming. The portal's header then shows it.
 */
export function PartnerLogoPanel({ partnerID, partnerName }: PartnerLogoPanelProps) {
  const { user } = useSession();
  const name =
    partnerName ?? (user?.partnerID === partnerID ? user.partner?.name : undefined) ?? '';
  const client = useApolloClient();
  const titleId = useId();
  const logos = useQuery(PartnerLogosDocument, {
    variables: { partnerID },
    fetchPolicy: 'cache-and-network',
  });
  const [remove, removing] = useDeleteLogo();
  const [upload, setUpload] = useState<{ name: string; progress: number; error?: string } | null>(
    null,
  );
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const aborts = useRef<AbortController | null>(null);
  useEffect(() => () => aborts.current?.abort(), []);
  const logo = (logos.data ?? logos.previousData)?.logos[0] ?? null;
  const sending =
    upload !== null && upload.progress !== UPLOAD_FAILED_PROGRESS && upload.progress < 100;

  const send = async (file: File) => {
    setNotice(null);
    const tooBig = uploadError(file);
    if (tooBig) {
      setUpload({ name: file.name, progress: UPLOAD_FAILED_PROGRESS, error: tooBig });
      return;
    }
    setUpload({ name: file.name, progress: 0 });
    aborts.current = new AbortController();
    try {
      await uploadWithProgress(partnerLogoUploadPath(partnerID, file.name), file, {
        headers: { 'content-type': file.type || 'application/octet-stream' },
        onSent: (percent) => setUpload({ name: file.name, progress: Math.min(99, percent) }),
        signal: aborts.current.signal,
      });
      await client.refetchQueries({ include: ['PartnerLogos', 'Session'] });
      setUpload({ name: file.name, progress: 100 });
      setNotice({ kind: 'ok', text: texts.uploaded });
    } catch (error) {
      setUpload({
        name: file.name,
        progress: UPLOAD_FAILED_PROGRESS,
        error: errorMessage(error) ?? messages.errorUploading,
      });
    }
  };

  const confirmDelete = async () => {
    if (!logo) return;
    setNotice(null);
    try {
      await remove(logo.id);
      setNotice({ kind: 'ok', text: texts.deleted });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) ?? messages.snackbarError });
    }
    setConfirming(false);
  };

  let preview;
  if (logos.error && !logos.data) {
    preview = (
      <RetryBanner retry={logos.refetch}>
        {errorMessage(logos.error) ?? messages.failedToLoad}
      </RetryBanner>
    );
  } else if (!logos.data && !logos.previousData) {
    preview = <CenteredLoader label={texts.loading} />;
  } else if (logo) {
    preview = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box
          component="img"
          src={logo.url}
          alt={texts.alt(name)}
          width={logo.width}
          height={logo.height}
          sx={{ maxHeight: 64, maxWidth: '100%', width: 'auto', height: 'auto' }}
        />
        <Typography variant="body2" color="text.secondary">
          {texts.size(logo.width, logo.height)}
        </Typography>
      </Box>
    );
  } else {
    preview = (
      <Typography variant="body2" color="text.secondary">
        {texts.none}
      </Typography>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, mb: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {texts.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {texts.hint}
      </Typography>
      {notice ? <StatusBanner kind={notice.kind}>{notice.text}</StatusBanner> : null}
      {preview}
      {upload ? (
        <UploadProgress
          name={upload.name}
          progress={upload.progress}
          error={upload.error}
          onDismiss={sending ? undefined : () => setUpload(null)}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={sending}
        >
          {logo ? texts.replace : texts.upload}
          <input
            hidden
            type="file"
            accept={texts.accept}
            aria-label={logo ? texts.replace : texts.upload}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </Button>
        {logo ? (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setConfirming(true)}
            disabled={sending}
          >
            {texts.remove}
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={texts.confirmTitle}
        body={texts.confirmBody}
        confirmLabel={texts.remove}
        confirmColor="error"
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
