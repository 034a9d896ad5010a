import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { APP_ROUTES } from '@vigil/domain';
import { Link as RouterLink, generatePath } from 'react-router';
import type { AccountFieldsFragment } from '../../../graphql/generated/graphql';
import { companiesTexts as texts } from '../adminTexts';

export interface CompaniesTableProps {
  companies: readonly AccountFieldsFragment[];
  /** Shows one partner's customers (super users); without it the partner is plain text. */
  onShowPartner?: ((partner: { id: string; name: string }) => void) | undefined;
}

/** Read by assistive technology, not shown: the column of Browse as buttons needs a name. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// Phones keep the name and Browse as; wider screens add the partner and the counts.
const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** One page of companies, each with Browse as: its views, as its own users see them. */
export function CompaniesTable({ companies, onShowPartner }: CompaniesTableProps) {
  return (
    <Table size="small" aria-label={texts.listLabel}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.columns.name}</TableCell>
          <TableCell sx={fromSm}>{texts.columns.partner}</TableCell>
          <TableCell sx={fromSm} align="right">
            {texts.columns.users}
          </TableCell>
          <TableCell sx={fromSm} align="right">
            {texts.columns.gateways}
          </TableCell>
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              {texts.browseAs}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {companies.map((company) => {
          const partner =
            company.parentID && company.parentName
              ? { id: company.parentID, name: company.parentName }
              : null;
          return (
            <TableRow key={company.id} data-testid="company-row">
              <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
                {company.name}
              </TableCell>
              <TableCell sx={fromSm}>
                {partner && onShowPartner ? (
                  <Link
                    component="button"
                    type="button"
                    underline="hover"
                    title={texts.showPartner(partner.name)}
                    onClick={() => onShowPartner(partner)}
                  >
                    {partner.name}
                  </Link>
                ) : (
                  (partner?.name ?? texts.noPartner)
                )}
              </TableCell>
              <TableCell sx={fromSm} align="right">
                {company.userCount}
              </TableCell>
              <TableCell sx={fromSm} align="right">
                {company.gatewayCount}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="outlined"
                  component={RouterLink}
                  to={generatePath(APP_ROUTES.views, { customer: company.id })}
                  aria-label={texts.browseAsLabel(company.name)}
                >
                  {texts.browseAs}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
