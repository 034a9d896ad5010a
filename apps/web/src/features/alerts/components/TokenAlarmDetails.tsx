import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNow } from '../../../app/hooks/useNow';
import { StatusDot } from '../../../components/StatusDot';
import { AlarmTime } from '../../../components/alarms/AlarmTime';
import {
  alarmFact,
  alarmPlaces,
  alarmSeverityColor,
  alarmSeverityLabel,
} from '../../../components/alarms/alarmDisplay';
import { alarmTexts } from '../../../components/alarms/alarmTexts';
import type { AlarmFieldsFragment } from '../../../graphql/generated/graphql';
import { alertsTexts } from '../alertsTexts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Box>
    </>
  );
}

/** The alarm an acknowledge link names, as facts: customer, name, severity, value, times, state. */
export function TokenAlarmDetails({
  alarm,
  customerName,
}: {
  alarm: AlarmFieldsFragment;
  customerName: string;
}) {
  const now = useNow(30_000);
  const fact = alarmFact(alarm);
  const places = alarmPlaces(alarm);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      <Row label={alertsTexts.customer}>{customerName}</Row>
      <Row label={alertsTexts.alarm}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {alarm.name}
        </Typography>
      </Row>
      <Row label={alertsTexts.severity}>
        <StatusDot color={alarmSeverityColor(alarm.severity)} data-testid="alarm-severity">
          {alarmSeverityLabel(alarm.severity)}
        </StatusDot>
        {alarm.suppressed ? ` · ${alarmTexts.suppressed}` : null}
      </Row>
      {places.equipment ? <Row label={alarmTexts.equipment}>{places.equipment}</Row> : null}
      {places.gateway ? <Row label={alarmTexts.gateway}>{places.gateway}</Row> : null}
      {fact ? <Row label={fact.label}>{fact.text}</Row> : null}
      <Row label={alarmTexts.opened}>
        <AlarmTime iso={alarm.openedAt ?? alarm.startedAt} now={now} />
      </Row>
      <Row label={alertsTexts.phase}>{alertsTexts.phases[alarm.phase] ?? alarm.phase}</Row>
      {alarm.clearedAt ? (
        <Row label={alarmTexts.cleared}>
          <AlarmTime iso={alarm.clearedAt} now={now} />
        </Row>
      ) : null}
      {alarm.ack ? (
        <Row label={alertsTexts.acknowledgedAt}>
          {alarmTexts.acknowledgedBy(alarm.ackBy ?? null)}
          {alarm.ackAt ? (
            <>
              {' · '}
              <AlarmTime iso={alarm.ackAt} now={now} />
            </>
          ) : null}
          {alarm.ackComment ? (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {alarm.ackComment}
            </Typography>
          ) : null}
        </Row>
      ) : null}
    </Box>
  );
}
