import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TemplateFieldsFragment } from '../../../graphql/generated/graphql';
import { templateTexts as texts } from '../templateTexts';

export interface TemplatesTableProps {
  /** Null while the first page loads. */
  templates: readonly TemplateFieldsFragment[] | null;
  pathFor: (template: TemplateFieldsFragment) => string;
}

const SKELETON_ROWS = 4;

/** The templates: name (default badge), slots by model, views stamped and out of sync. */
export function TemplatesTable({ templates, pathFor }: TemplatesTableProps) {
  return (
    <Table size="small" aria-label={texts.listLabel}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.columns.name}</TableCell>
          <TableCell>{texts.columns.slots}</TableCell>
          <TableCell align="right">{texts.columns.views}</TableCell>
          <TableCell align="right">{texts.columns.outOfSync}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {templates === null
          ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <TableRow key={index}>
                {Array.from({ length: 4 }, (__, cell) => (
                  <TableCell key={cell}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : templates.map((template) => (
              <TableRow key={template.id} hover data-testid="template-row">
                <TableCell>
                  <Link component={RouterLink} to={pathFor(template)}>
                    {template.name}
                  </Link>
                  {template.isDefault ? (
                    <Chip size="small" color="primary" label={texts.defaultBadge} sx={{ ml: 1 }} />
                  ) : null}
                  {template.owner ? (
                    <Typography variant="caption" color="text.secondary" component="p">
                      {template.owner}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  {[...template.equipment]
                    .sort((a, b) => a.order - b.order)
                    .map((slot) => (
                      <Typography variant="body2" key={slot.order}>
                        {`${slot.name}: ${texts.slotLabel(slot)}`}
                      </Typography>
                    ))}
                </TableCell>
                <TableCell align="right">{template.viewCount}</TableCell>
                <TableCell align="right">
                  {template.outOfSyncViewCount > 0 ? (
                    <Chip
                      size="small"
                      color="warning"
                      label={texts.outOfSyncCount(template.outOfSyncViewCount)}
                    />
                  ) : (
                    0
                  )}
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
