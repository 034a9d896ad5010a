import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/Share';
import { useState } from 'react';
import type { SharingTarget } from '../sharingTarget';
import { sharingTexts } from '../sharingTexts';
import { ViewSharingDialog } from './ViewSharingDialog';

export interface PermissionsAndSharingButtonProps {
  view: SharingTarget;
  /** After a save: the page fetches the view again. */
  onViewChanged?: () => unknown;
}

/** The view toolbar's Permissions & Sharing (for users who can share, spec core §2). */
export function PermissionsAndSharingButton({
  view,
  onViewChanged,
}: PermissionsAndSharingButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<ShareIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {sharingTexts.button}
      </Button>
      <ViewSharingDialog
        open={open}
        onClose={() => setOpen(false)}
        view={view}
        onViewChanged={onViewChanged}
      />
    </>
  );
}
