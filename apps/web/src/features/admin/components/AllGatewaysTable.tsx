import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { APP_ROUTES, equipmentPagePath } from '@vigil/domain';
import { Link as RouterLink, generatePath } from 'react-router';
import { GatewayStatus } from '../../../components/GatewayStatus';
import type { AllGatewaysQuery } from '../../../graphql/generated/graphql';
import { LastSeen } from '../../gateways/components/LastSeen';
import { allGatewaysTexts as texts } from '../adminTexts';

export type CompanyGateway = AllGatewaysQuery['gateways'][number];

// Phones keep the gateway, its company and status; wider screens add the rest.
const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * One page of every company's gateways: the gateway (leading to it on its company's My
 * Equipment), the company (leading to its views, browsing as it), the status and last check-in.
 */
export function AllGatewaysTable({ gateways }: { gateways: readonly CompanyGateway[] }) {
  return (
    <Table size="small" aria-label={texts.listLabel}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.columns.name}</TableCell>
          <TableCell>{texts.columns.company}</TableCell>
          <TableCell>{texts.columns.status}</TableCell>
          <TableCell sx={fromSm}>{texts.columns.lastSeen}</TableCell>
          <TableCell sx={fromSm} align="right">
            {texts.columns.devices}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {gateways.map((gateway) => {
          const company = gateway.customerName ?? gateway.customerID;
          return (
            <TableRow key={gateway.id} data-testid="all-gateways-row">
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link
                  component={RouterLink}
                  underline="hover"
                  to={equipmentPagePath(gateway.customerID, {
                    tab: 'gateways',
                    selected: gateway.id,
                  })}
                  aria-label={texts.openGateway(gateway.name, company)}
                  sx={{ fontWeight: 500 }}
                >
                  {gateway.name}
                </Link>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link
                  component={RouterLink}
                  underline="hover"
                  to={generatePath(APP_ROUTES.views, { customer: gateway.customerID })}
                >
                  {company}
                </Link>
              </TableCell>
              <TableCell>
                <GatewayStatus gateway={gateway} />
              </TableCell>
              <TableCell sx={fromSm}>
                <LastSeen lastUpdated={gateway.lastUpdated} />
              </TableCell>
              <TableCell sx={fromSm} align="right">
                {gateway.deviceCount}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
