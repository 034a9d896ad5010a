import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { messages } from '@vigil/domain';
import { CenteredLoader } from '../components/CenteredLoader';
import { StatusBanner } from '../components/StatusBanner';
import { failureKind, markReload, mayReload, sessionStorageOrNull } from './errorRecovery';

/**
 * What a failed render turns into: a guarded automatic reload (a new release's chunks, or a
 * passing fault), or, when a reload just happened, a message with a manual Reload button.
 */
export function ErrorRecovery({ error }: { error: unknown }) {
  const kind = failureKind(error);
  // Decided once per failure: the reload itself records a timestamp that would flip the answer.
  const [reload] = useState(() => mayReload(kind, sessionStorageOrNull(), Date.now()));

  useEffect(() => {
    if (kind === 'render') console.error('Page failed to render', error);
    else console.warn('Code chunk failed to load', error);
    if (!reload) return;
    markReload(kind, sessionStorageOrNull(), Date.now());
    window.location.reload();
  }, [error, kind, reload]);

  if (reload) return <CenteredLoader label="Reloading" />;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: 8, px: 2 }}>
      <StatusBanner
        kind="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        {messages.somethingWentWrong}
      </StatusBanner>
    </Box>
  );
}
