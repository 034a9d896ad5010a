import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@vigil/domain';
import type { QuoteFieldsFragment } from '../../../graphql/generated/graphql';
import { quoteEditorTexts as texts } from '../partnerTexts';

/** A quote's lines and total, read-only. */
export function QuoteSummary({ quote }: { quote: QuoteFieldsFragment }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={texts.itemsLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.kind}</TableCell>
            <TableCell>{texts.description}</TableCell>
            <TableCell align="right">{texts.quantity}</TableCell>
            <TableCell align="right">{texts.unitPrice}</TableCell>
            <TableCell align="right">{texts.lineTotal}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.items.map((item) => (
            <TableRow key={item.id} data-testid="quote-line">
              <TableCell>{item.kind}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.description}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{formatCents(item.unitPriceCents)}</TableCell>
              <TableCell align="right">{formatCents(item.totalCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4} align="right">
              <Typography sx={{ fontWeight: 600 }}>{texts.total}</Typography>
            </TableCell>
            <TableCell align="right">
              <Typography sx={{ fontWeight: 600 }} data-testid="quote-total">
                {formatCents(quote.totalCents)}
              </Typography>
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
