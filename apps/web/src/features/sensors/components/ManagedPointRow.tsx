import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { SensorSettingValues } from '@vigil/domain';
import { memo, useId } from 'react';
import type { ManagedPoint } from '../manageSensorsForm';
import { manageSensorsTexts as texts } from '../manageSensorsTexts';
import { SensorSettingsPanel } from './SensorSettingsPanel';

export interface ManagedPointRowProps {
  point: ManagedPoint;
  customerID: string | undefined;
  /** Whether the point is to be monitored after Save (the switch). */
  wanted: boolean;
  expanded: boolean;
  /** The user may switch monitoring on (ad2) and off (dd2). */
  canAdd: boolean;
  canDelete: boolean;
  /** Why the last save did not take this point. */
  fail: string | undefined;
  /** Why the point cannot be polled yet: its OID needs a number the equipment lacks. */
  needs: string | undefined;
  busy: boolean;
  onMonitor: (point: ManagedPoint, on: boolean) => void;
  onExpand: (key: string, expanded: boolean) => void;
  onStart: (key: string, start: SensorSettingValues) => void;
}

/** One library point: a switch to monitor it and, when monitored, its sensor's settings. */
export const ManagedPointRow = memo(function ManagedPointRow({
  point,
  customerID,
  wanted,
  expanded,
  canAdd,
  canDelete,
  fail,
  needs,
  busy,
  onMonitor,
  onExpand,
  onStart,
}: ManagedPointRowProps) {
  const panelId = useId();
  const needsId = useId();
  const monitored = point.sensorID !== null;
  const change = wanted && !monitored ? texts.toAdd : !wanted && monitored ? texts.toRemove : null;
  const switchable = wanted ? (monitored ? canDelete : canAdd) : canAdd;
  const open = expanded && wanted;
  return (
    <Box
      component="li"
      data-testid="managed-point"
      data-point-key={point.key}
      sx={{
        listStyle: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        py: 1,
        px: { xs: 1, sm: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          sx={{ mr: 0 }}
          disabled={!switchable || busy}
          control={
            <Switch
              checked={wanted}
              onChange={(_event, on) => onMonitor(point, on)}
              slotProps={{
                input: {
                  'aria-label': texts.monitorLabel(point.name),
                  'aria-describedby': needs ? needsId : undefined,
                },
              }}
            />
          }
          label={texts.monitor}
        />
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography variant="body1" sx={{ wordBreak: 'break-word' }}>
            {point.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {point.protocol} · {point.register}
            {point.unit ? ` · ${point.unit}` : ''}
          </Typography>
        </Box>
        {change ? (
          <Chip size="small" color={wanted ? 'primary' : 'warning'} label={change} />
        ) : monitored ? (
          <Chip size="small" variant="outlined" label={texts.monitored} />
        ) : null}
        <Button
          size="small"
          onClick={() => onExpand(point.key, !expanded)}
          disabled={!wanted}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={texts.settingsOf(point.name)}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {texts.settings}
        </Button>
      </Box>
      {needs ? (
        <Typography
          id={needsId}
          variant="body2"
          color="text.secondary"
          data-testid="point-needs"
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 0.5 }}
        >
          <WarningAmberIcon color="warning" fontSize="small" aria-hidden />
          <span>{needs}</span>
        </Typography>
      ) : null}
      {fail ? (
        <Typography variant="body2" color="error" role="alert" data-testid="point-fail">
          {fail}
        </Typography>
      ) : null}
      <Collapse in={open} unmountOnExit>
        <Box id={panelId} role="region" aria-label={texts.settingsOf(point.name)}>
          <SensorSettingsPanel
            point={point}
            customerID={customerID}
            onStart={onStart}
            disabled={busy || !canAdd}
          />
        </Box>
      </Collapse>
    </Box>
  );
});
