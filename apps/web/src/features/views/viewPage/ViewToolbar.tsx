import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SaveIcon from '@mui/icons-material/Save';
import TitleIcon from '@mui/icons-material/Title';
import type { ViewSize } from '@vigil/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { RequestButton } from '../../../components/RequestButton';
import type { RequestState } from '../../../components/RequestButton';
import { CreateTemplateButton } from '../../templates/components/CreateTemplateButton';
import { AddHeaderDialog } from './AddHeaderDialog';
import { ScreenSizeMenu } from './ScreenSizeMenu';
import { viewTexts } from './viewTexts';

export interface ViewToolbarProps {
  /** The user may update the view: Add Widget, Add Header, Edit/Save, Screen Size and Alerts. */
  canUpdate: boolean;
  addWidgetPath: string;
  /** The view's alerts page (who is alerted of what). */
  alertsPath: string;
  onAddHeader: (text: string) => Promise<unknown>;
  editing: boolean;
  saveState: RequestState;
  /** Enters edit mode, or leaves it by saving the layout. */
  onEditToggle: () => void;
  viewSize: ViewSize;
  onViewSize: (size: ViewSize) => void;
  syncSizes: boolean;
  onSyncSizes: (on: boolean) => void;
  /** The trend range picker or the trend-sync toggle, when the view has one. */
  trendControl?: ReactNode;
  /** 'View Traps', when the view has SNMP equipment. */
  traps?: ReactNode;
  /** Permissions & Sharing, for users who may share the view (spec core §2, §6). */
  share?: ReactNode;
  /** Generate Report, for dashboards: shown with the controls of users who may update the view. */
  report?: ReactNode;
}

/** The view toolbar (spec core §2): controls a user may not use are not shown at all. */
export function ViewToolbar({
  canUpdate,
  addWidgetPath,
  alertsPath,
  onAddHeader,
  editing,
  saveState,
  onEditToggle,
  viewSize,
  onViewSize,
  syncSizes,
  onSyncSizes,
  trendControl,
  traps,
  share,
  report,
}: ViewToolbarProps) {
  const [headerOpen, setHeaderOpen] = useState(false);
  if (!canUpdate && !trendControl && !traps && !share) return null;
  return (
    <Box
      role="toolbar"
      aria-label={viewTexts.toolbarLabel}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      {canUpdate ? (
        <>
          <Button component={RouterLink} to={addWidgetPath} startIcon={<AddIcon />}>
            {viewTexts.addWidget}
          </Button>
          <Button startIcon={<TitleIcon />} onClick={() => setHeaderOpen(true)}>
            {viewTexts.addHeader}
          </Button>
          {editing ? (
            <RequestButton
              variant="contained"
              state={saveState}
              startIcon={<SaveIcon />}
              onClick={onEditToggle}
            >
              {viewTexts.save}
            </RequestButton>
          ) : (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={onEditToggle}>
              {viewTexts.edit}
            </Button>
          )}
          <ScreenSizeMenu value={viewSize} onChange={onViewSize} />
          <Button component={RouterLink} to={alertsPath} startIcon={<NotificationsIcon />}>
            {viewTexts.alerts}
          </Button>
          <CreateTemplateButton />
          {report}
          {editing ? (
            <FormControlLabel
              control={<Switch checked={syncSizes} onChange={(_event, on) => onSyncSizes(on)} />}
              label={viewTexts.syncScreenSizes}
            />
          ) : null}
          <AddHeaderDialog
            open={headerOpen}
            onClose={() => setHeaderOpen(false)}
            onAdd={onAddHeader}
          />
        </>
      ) : null}
      {share}
      {traps}
      {trendControl ? <Box sx={{ ml: { md: 'auto' } }}>{trendControl}</Box> : null}
    </Box>
  );
}
