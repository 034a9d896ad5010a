import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { VIEW_ALERT_KINDS, VIEW_PERMISSIONS } from '@vigil/domain';
import { useId } from 'react';
import { personName } from '../sharingTarget';
import type { ViewRight, ViewUserRights, ViewUserRow } from '../sharingTarget';
import { sharingTexts } from '../sharingTexts';

export interface ViewUsersListProps {
  users: readonly ViewUserRow[];
  /** Rights changed and not saved yet, by user id. */
  drafts: ReadonlyMap<string, ViewUserRights>;
  onChange: (user: ViewUserRow, right: ViewRight, on: boolean) => void;
  onRemove: (user: ViewUserRow) => void;
  disabled?: boolean;
}

/** The alert kinds a user gets from the view, as words ('Red, Cleared'), or 'No alerts'. */
function alertKinds(alerts: ViewUserRow['alerts']): string {
  const on = VIEW_ALERT_KINDS.filter((kind) => alerts[kind]).map(
    (kind) => sharingTexts.alertKinds[kind],
  );
  return on.length > 0 ? on.join(', ') : sharingTexts.noAlerts;
}

/**
 * People who may read the view (spec core §3 View user): name and address, why they read it,
 * their company roles and alert kinds, a checkbox per right (read, update, delete, share) and
 * Remove. One card per person, so it reads the same on a phone.
 */
export function ViewUsersList({
  users,
  drafts,
  onChange,
  onRemove,
  disabled = false,
}: ViewUsersListProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {sharingTexts.peopleWithAccess}
      </Typography>
      {users.length === 0 ? (
        <Typography color="text.secondary">{sharingTexts.noUsers}</Typography>
      ) : (
        <List disablePadding aria-labelledby={headingId}>
          {users.map((row) => {
            const { user } = row;
            const rights = drafts.get(user.id) ?? row.permissions;
            const name = personName(user);
            return (
              <ListItem
                key={user.id}
                disableGutters
                divider
                data-testid="view-user"
                sx={{ display: 'block', py: 1.5 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
                    {name !== user.email ? (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {user.email}
                      </Typography>
                    ) : null}
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      {row.reasons.map((reason) => (
                        <Chip key={reason} size="small" label={reason} />
                      ))}
                      {row.roles.map((role) => (
                        <Chip key={role.id} size="small" variant="outlined" label={role.name} />
                      ))}
                    </Box>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {`${sharingTexts.alertsLabel}: ${alertKinds(row.alerts)}`}
                    </Typography>
                  </Box>
                  <Tooltip title={sharingTexts.remove}>
                    <span>
                      <IconButton
                        aria-label={sharingTexts.removeLabel(user.email)}
                        onClick={() => onRemove(row)}
                        disabled={disabled}
                      >
                        <PersonRemoveIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Box>
                <FormGroup
                  row
                  role="group"
                  aria-label={sharingTexts.permissionsOf(user.email)}
                  sx={{ columnGap: 1 }}
                >
                  {VIEW_PERMISSIONS.map((right) => (
                    <FormControlLabel
                      key={right}
                      label={sharingTexts.permissions[right]}
                      control={
                        <Checkbox
                          size="small"
                          checked={rights[right]}
                          disabled={disabled}
                          onChange={(_event, on) => onChange(row, right, on)}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
