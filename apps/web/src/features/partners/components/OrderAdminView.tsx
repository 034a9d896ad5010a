import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrderFieldsFragment } from '../../../graphql/generated/graphql';
import { orderTexts as texts, partnerTexts } from '../partnerTexts';
import { formatPortalTime } from '../portalDates';
import { ProjectStepper } from './ProjectStepper';

/**
 * The super user's order view: every field of the order, and each status reached with its date
 * and who set it.
 */
export function OrderAdminView({ order }: { order: OrderFieldsFragment }) {
  const none = partnerTexts.noValue;
  const rows: [string, string][] = [
    [texts.fields.id, order.id],
    [texts.fields.visibleID, order.visibleID],
    [texts.partner, `${order.partnerName} (${order.partnerID})`],
    [texts.customer, `${order.customerName} (${order.customerID})`],
    [texts.internalID, order.internalID ?? none],
    [texts.fields.quoteID, order.quoteID],
    [texts.fields.surveyID, order.surveyID ?? none],
    [texts.status, order.status ?? texts.notOrdered],
    [texts.created, formatPortalTime(order.createdAt)],
    [texts.fields.settable, order.settableStatuses.join(', ') || texts.nothingSettable],
  ];
  return (
    <Box data-testid="order-admin-view">
      <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
        <Table size="small" aria-label={texts.summary}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: { sm: 200 } }}>
                  {label}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {texts.statusesHeading}
      </Typography>
      {order.statusDates.length === 0 ? (
        <Typography color="text.secondary">{texts.noStatus}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
          <Table size="small" aria-label={texts.statusesLabel}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.statusColumns.status}</TableCell>
                <TableCell>{texts.statusColumns.at}</TableCell>
                <TableCell>{texts.statusColumns.by}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.statusDates.map((entry) => (
                <TableRow key={entry.status} data-testid="status-row">
                  <TableCell>{entry.status}</TableCell>
                  <TableCell>{formatPortalTime(entry.at)}</TableCell>
                  <TableCell>{entry.by ?? none}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ProjectStepper order={order} />
    </Box>
  );
}
