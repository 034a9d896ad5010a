import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Suspense, lazy, useId } from 'react';
import { RetryBanner } from '../components/RetryBanner';
import { StatusBanner } from '../components/StatusBanner';
import { useReleaseNotes } from '../features/marketing/hooks/useReleaseNotes';
import { loadChunk } from './loadChunk';

// The markdown renderer is only needed once the drawer opens: its own chunk.
const ReleaseNotesMarkdown = lazy(() =>
  loadChunk(() => import('../features/marketing/components/ReleaseNotesMarkdown')).then((m) => ({
    default: m.ReleaseNotesMarkdown,
  })),
);

export const WHATS_NEW_TITLE = "What's New";

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading the release notes" />
    </Box>
  );
}

/**
 * The release notes (spec access §2 "What's New drawer on the right", §7 GET
 * /content/RELEASE.md), loaded when first opened: a spinner meanwhile, the failure with Retry,
 * a note when there are none yet.
 */
export function WhatsNewDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { notes, retry } = useReleaseNotes(open);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 440, maxWidth: '100vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, minHeight: 56 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {WHATS_NEW_TITLE}
        </Typography>
        <IconButton edge="end" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 2, overflowY: 'auto' }} data-testid="release-notes">
        {notes.status === 'error' ? (
          <RetryBanner retry={retry}>{notes.message}</RetryBanner>
        ) : notes.status !== 'ready' ? (
          <Loading />
        ) : notes.markdown.trim() === '' ? (
          <StatusBanner kind="info">There are no release notes yet.</StatusBanner>
        ) : (
          <Suspense fallback={<Loading />}>
            <ReleaseNotesMarkdown markdown={notes.markdown} />
          </Suspense>
        )}
      </Box>
    </Drawer>
  );
}
