import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { formatDay, groupLogsByDay } from './groupLogsByDay';
import type { DatedEntry } from './groupLogsByDay';

export interface LogDaysProps<T extends DatedEntry & { id: string }> {
  logs: readonly T[];
  /**
   * Names the list's test ids and headings: `${name}s` for the list, `${name}-day` for each
   * date separator, `${name}-day-<yyyy-mm-dd>` for its heading id.
   */
  name: string;
  /** One entry's line (a ListItem). */
  renderLog: (log: T) => ReactNode;
}

/**
 * Log entries under one date separator per day, newest first (spec core §3 "Sensor log",
 * Equipment Logs): the one list behind the sensor and equipment logs.
 */
export function LogDays<T extends DatedEntry & { id: string }>({
  logs,
  name,
  renderLog,
}: LogDaysProps<T>) {
  return (
    <Box data-testid={`${name}s`}>
      {groupLogsByDay(logs).map((group) => {
        const headingId = `${name}-day-${group.day}`;
        return (
          <Box component="section" key={group.day} aria-labelledby={headingId}>
            <Divider textAlign="left" sx={{ mt: 2 }}>
              <Typography
                id={headingId}
                component="h3"
                variant="subtitle2"
                color="text.secondary"
                data-testid={`${name}-day`}
              >
                {formatDay(group.day)}
              </Typography>
            </Divider>
            <List dense disablePadding>
              {group.entries.map((log) => (
                <Fragment key={log.id}>{renderLog(log)}</Fragment>
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}
