import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link as RouterLink } from 'react-router';
import { alarmTexts } from '../components/alarms/alarmTexts';
import { useOpenAlarmCount } from '../components/alarms/hooks/useOpenAlarmCount';
import { equipmentAlarmsPath } from '../features/equipment/equipmentAlarmsParams';

/**
 * The header's alarm count (spec access §2): the customer's open, unacknowledged alarms, live,
 * leading to My Equipment's alarms tab on its open list. Hidden until the count is known, and for
 * a user without a customer.
 */
export function HeaderAlarmButton({ customerID }: { customerID: string | undefined }) {
  const count = useOpenAlarmCount(customerID);
  if (!customerID || count === null) return null;
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={equipmentAlarmsPath(customerID)}
      aria-label={alarmTexts.openAlarms(count)}
    >
      <Badge badgeContent={count} color="error" max={99}>
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
