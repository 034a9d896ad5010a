import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatLocalTime } from '../../../components/formatUpdated';
import { RequestButton } from '../../../components/RequestButton';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { ViewShareLinksDocument } from '../../../graphql/generated/graphql';
import type { ViewShareLinksQuery } from '../../../graphql/generated/graphql';
import { useCreateShareLink } from '../hooks/useCreateShareLink';
import type { NewShareLink } from '../hooks/useCreateShareLink';
import { useRevokeShareLink } from '../hooks/useRevokeShareLink';
import { DEFAULT_SHARE_LINK_EXPIRY_DAYS, SHARE_LINK_EXPIRY_DAYS } from '../shareLinkExpiry';
import type { ShareLinkExpiryDays } from '../shareLinkExpiry';
import type { SharingTarget } from '../sharingTarget';
import { sharingTexts } from '../sharingTexts';

type ShareLinkRow = ViewShareLinksQuery['sharedViews'][number];

const STATUS_COLOR: Record<string, 'success' | 'default' | 'error'> = {
  active: 'success',
  expired: 'default',
  revoked: 'error',
};

const when = (iso: string | null | undefined) => {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(at) ? formatLocalTime(at) : '—';
};

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : messages.snackbarError;

/** The link just created: its address, shown this once, with Copy and its expiry. */
function NewLink({ link }: { link: NewShareLink }) {
  const [copy, setCopy] = useState<'before' | 'copied' | 'failed'>('before');
  const field = useRef<HTMLInputElement>(null);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy('copied');
    } catch {
      // Without clipboard access the address is selected, for the keyboard's copy.
      field.current?.select();
      setCopy('failed');
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="new-share-link">
      <Typography variant="subtitle2" component="p">
        {sharingTexts.newLink}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
        <TextField
          inputRef={field}
          value={link.url}
          size="small"
          fullWidth
          label={sharingTexts.newLink}
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copyLink()}
          sx={{ flexShrink: 0 }}
        >
          {sharingTexts.copy}
        </Button>
      </Box>
      <Typography variant="body2" color="success.main" role="status">
        {copy === 'copied' ? sharingTexts.copied : ''}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {sharingTexts.expires(when(link.expireAt))}
      </Typography>
      <Typography variant="body2" color="warning.main" role="note">
        {sharingTexts.shownOnce}
      </Typography>
      {copy === 'failed' ? (
        <Typography variant="body2" color="error" role="alert">
          {sharingTexts.copyFailed}
        </Typography>
      ) : null}
    </Paper>
  );
}

function LinkRow({ link, onRevoke }: { link: ShareLinkRow; onRevoke: () => void }) {
  const created = when(link.createdAt);
  return (
    <ListItem
      disableGutters
      divider
      data-testid="share-link"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="body2">
          {link.createdBy
            ? sharingTexts.linkCreatedBy(created, link.createdBy)
            : sharingTexts.linkCreated(created)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {link.status === 'revoked' && link.revokedAt
            ? sharingTexts.revokedAt(when(link.revokedAt))
            : sharingTexts.expires(when(link.expireAt))}
        </Typography>
      </Box>
      <Chip
        size="small"
        label={sharingTexts.linkStatus[link.status] ?? link.status}
        color={STATUS_COLOR[link.status] ?? 'default'}
      />
      {link.status === 'active' ? (
        <Button
          size="small"
          color="error"
          startIcon={<LinkOffIcon />}
          onClick={onRevoke}
          aria-label={sharingTexts.revokeLabel(created)}
        >
          {sharingTexts.revoke}
        </Button>
      ) : null}
    </ListItem>
  );
}

/**
 * A view's public links: Create link for 1 to 365 days (its address shown once, to copy), and
 * the view's links with their status and expiry, each active one with Revoke (confirmed).
 */
export function PublicLinksSection({ view }: { view: SharingTarget }) {
  const headingId = useId();
  const [expireDays, setExpireDays] = useState<ShareLinkExpiryDays>(DEFAULT_SHARE_LINK_EXPIRY_DAYS);
  const [created, setCreated] = useState<NewShareLink | null>(null);
  const [createState, setCreateState] = useState<'before' | 'fetching' | 'error'>('before');
  const [failure, setFailure] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ShareLinkRow | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const [create] = useCreateShareLink(view);
  const [revoke] = useRevokeShareLink(view);
  const links = useQuery(ViewShareLinksDocument, {
    variables: { viewID: view.id, customerID: view.customerID },
  });

  const createLink = async () => {
    setCreateState('fetching');
    setFailure(null);
    try {
      setCreated(await create(expireDays));
      setCreateState('before');
    } catch (error) {
      setCreateState('error');
      setFailure(errorText(error));
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    setRevokeBusy(true);
    setFailure(null);
    try {
      await revoke(revoking.id);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setRevokeBusy(false);
      setRevoking(null);
    }
  };

  const rows = links.data?.sharedViews;
  let list;
  if (links.error && !rows) {
    list = <RetryBanner retry={links.refetch}>{links.error.message}</RetryBanner>;
  } else if (!rows) {
    list = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label={sharingTexts.loadingLinks} />
      </Box>
    );
  } else if (rows.length === 0) {
    list = <Typography color="text.secondary">{sharingTexts.noLinks}</Typography>;
  } else {
    list = (
      <List disablePadding aria-label={sharingTexts.links}>
        {rows.map((link) => (
          <LinkRow key={link.id} link={link} onRevoke={() => setRevoking(link)} />
        ))}
      </List>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {sharingTexts.publicLink}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {sharingTexts.publicLinkHelp}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={sharingTexts.expiry}
          value={expireDays}
          onChange={(event) => setExpireDays(Number(event.target.value) as ShareLinkExpiryDays)}
          sx={{ minWidth: 180 }}
        >
          {SHARE_LINK_EXPIRY_DAYS.map((days) => (
            <MenuItem key={days} value={days}>
              {sharingTexts.days(days)}
            </MenuItem>
          ))}
        </TextField>
        <RequestButton
          variant="outlined"
          state={createState}
          startIcon={<AddLinkIcon />}
          onClick={() => void createLink()}
        >
          {sharingTexts.createLink}
        </RequestButton>
      </Box>
      {failure ? (
        <Box sx={{ mt: 1 }}>
          <StatusBanner kind="error">{failure}</StatusBanner>
        </Box>
      ) : null}
      {created ? <NewLink key={created.id} link={created} /> : null}
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 0.5 }}>
        {sharingTexts.links}
      </Typography>
      {list}
      <ConfirmDialog
        open={revoking !== null}
        title={sharingTexts.revokeTitle}
        body={sharingTexts.revokeBody}
        confirmLabel={sharingTexts.revoke}
        confirmColor="error"
        busy={revokeBusy}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </Box>
  );
}
