import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SummaryRow } from '../siteSummaryRows';

export interface StatusCountCardProps {
  title: string;
  /** The whole list the card summarises. */
  href: string;
  /** "5 gateways"; null while loading. */
  totalText: string | null;
  /** Null while loading. */
  rows: SummaryRow[] | null;
  /** Said instead of the rows when there is nothing to count. */
  emptyText?: string | null;
  loadingLabel: string;
}

/** One home card: a total, then a count per status, each leading to the list filtered by it. */
export function StatusCountCard({
  title,
  href,
  totalText,
  rows,
  emptyText,
  loadingLabel,
}: StatusCountCardProps) {
  const titleId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          <Link component={RouterLink} to={href} underline="hover" color="inherit">
            {title}
          </Link>
        </Typography>
        <Typography variant="h4" component="p" sx={{ mb: 1 }}>
          {totalText ?? <Skeleton width="50%" />}
        </Typography>
        {rows === null ? (
          <Box role="status" aria-label={loadingLabel}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Box>
        ) : emptyText ? (
          <Typography variant="body2" color="text.secondary">
            {emptyText}
          </Typography>
        ) : (
          <List dense disablePadding>
            {rows.map((row) => (
              <ListItemButton
                key={row.key}
                component={RouterLink}
                to={row.href}
                aria-label={row.description}
                data-testid={`count-${row.key}`}
                sx={{
                  gap: 1.5,
                  borderRadius: 1,
                  color: row.count === 0 ? 'text.secondary' : 'text.primary',
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    flexShrink: 0,
                    bgcolor: row.color,
                  }}
                />
                <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                  {row.label}
                </Box>
                <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {row.count}
                </Box>
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
