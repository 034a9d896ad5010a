import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { AlarmFieldsFragment } from '../../graphql/generated/graphql';
import { StatusDot } from '../StatusDot';
import { AlarmDeliveryLog } from './AlarmDeliveryLog';
import { alarmFact, alarmPlaces, alarmSeverityColor, alarmSeverityLabel } from './alarmDisplay';
import { AlarmTime } from './AlarmTime';
import { alarmTexts } from './alarmTexts';

export interface AlarmCardProps {
  alarm: AlarmFieldsFragment;
  customerID: string;
  now: number;
  /** Offered for an open alarm not yet acknowledged; absent hides the button. */
  onAcknowledge?: (alarm: AlarmFieldsFragment) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {`${label}: `}
      </Box>
      {children}
    </Typography>
  );
}

/**
 * One alarm: severity in colour and words, what and where, its value (a rule's alarm: the rule's
 * sentence), when it opened (and cleared), whether it was suppressed, who acknowledged it, an
 * Acknowledge button while it is open, and its delivery log on demand.
 */
export function AlarmCard({ alarm, customerID, now, onAcknowledge }: AlarmCardProps) {
  const titleId = useId();
  const logId = useId();
  const [logOpen, setLogOpen] = useState(false);
  const fact = alarmFact(alarm);
  const places = alarmPlaces(alarm);
  const canAcknowledge = onAcknowledge && alarm.phase === 'open' && !alarm.ack;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="alarm"
      sx={{ p: 2, display: 'grid', gap: 0.75, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
        <StatusDot color={alarmSeverityColor(alarm.severity)} data-testid="alarm-severity">
          {alarmSeverityLabel(alarm.severity)}
        </StatusDot>
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 500, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {alarm.name}
        </Typography>
        {alarm.suppressed ? (
          <Chip
            size="small"
            variant="outlined"
            label={alarmTexts.suppressed}
            // The label wraps on a narrow phone rather than widening the card.
            sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }}
          />
        ) : null}
      </Box>
      {places.equipment ? <Fact label={alarmTexts.equipment}>{places.equipment}</Fact> : null}
      {places.gateway ? <Fact label={alarmTexts.gateway}>{places.gateway}</Fact> : null}
      {fact ? <Fact label={fact.label}>{fact.text}</Fact> : null}
      <Fact label={alarmTexts.opened}>
        <AlarmTime iso={alarm.openedAt ?? alarm.startedAt} now={now} />
      </Fact>
      {alarm.clearedAt ? (
        <Fact label={alarmTexts.cleared}>
          <AlarmTime iso={alarm.clearedAt} now={now} />
        </Fact>
      ) : null}
      {alarm.ack ? (
        <Box data-testid="alarm-ack" sx={{ overflowWrap: 'anywhere' }}>
          <Typography variant="body2">
            {alarmTexts.acknowledgedBy(alarm.ackBy ?? null)}
            {alarm.ackAt ? (
              <>
                {' · '}
                <AlarmTime iso={alarm.ackAt} now={now} />
              </>
            ) : null}
          </Typography>
          {alarm.ackComment ? (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {alarm.ackComment}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {canAcknowledge ? (
          <Button
            variant="contained"
            size="small"
            startIcon={<CheckIcon />}
            aria-label={alarmTexts.acknowledgeAlarm(alarm.name)}
            onClick={() => onAcknowledge(alarm)}
          >
            {alarmTexts.acknowledge}
          </Button>
        ) : null}
        <Button
          size="small"
          aria-expanded={logOpen}
          aria-controls={logOpen ? logId : undefined}
          aria-label={alarmTexts.deliveryLogOf(alarm.name)}
          endIcon={logOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          onClick={() => setLogOpen((open) => !open)}
        >
          {alarmTexts.deliveryLog}
        </Button>
      </Box>
      <Collapse in={logOpen} unmountOnExit>
        <Box id={logId} role="region" aria-label={alarmTexts.deliveryLogOf(alarm.name)}>
          <AlarmDeliveryLog customerID={customerID} alarmID={alarm.id} now={now} />
        </Box>
      </Collapse>
    </Paper>
  );
}
