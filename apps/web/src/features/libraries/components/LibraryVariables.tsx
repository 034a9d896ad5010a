import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { OID_VARIABLES_MAX, messages } from '@vigil/domain';
import { useId, useState } from 'react';
import { StatusBanner } from '../../../components/StatusBanner';
import type { LibraryFieldsFragment } from '../../../graphql/generated/graphql';
import { useEditLibrary } from '../hooks/useEditLibrary';
import { unlabelledVariables, variableErrors, variableRows, variablesInput } from '../libraryForms';
import type { VariableRow } from '../libraryForms';
import { libraryTexts } from '../libraryTexts';
import { LibrarySection } from './LibrarySection';
import { ListFormDialog, rowFieldLabel } from './ListFormDialog';

const texts = libraryTexts.variables;

export interface LibraryVariablesProps {
  library: LibraryFieldsFragment;
  /** The OIDs of the library's points: the letters they use without a label are named. */
  oids: readonly string[];
  customerID: string | undefined;
  /** The user may change the library (its own, with ul): the Edit button shows. */
  editable: boolean;
}

/**
 * The labels of the letters a library's OIDs use (ADR 012), and the letters still unlabelled;
 * edited whole in a dialog (editEquipmentLib's dynamicOIDLabels), checked with the domain's rules.
 */
export function LibraryVariables({ library, oids, customerID, editable }: LibraryVariablesProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [editLibrary] = useEditLibrary();
  const labels = library.dynamicOIDLabels;
  const unlabelled = unlabelledVariables(oids, labels);
  return (
    <LibrarySection
      headingId={headingId}
      title={texts.heading}
      intro={texts.intro}
      action={
        editable && customerID ? (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {texts.edit}
          </Button>
        ) : null
      }
    >
      {unlabelled.length > 0 ? (
        <StatusBanner kind="warning">{texts.unlabelled(unlabelled)}</StatusBanner>
      ) : null}
      {labels.length === 0 ? (
        <Typography variant="body2" sx={{ py: 1 }}>
          {texts.empty}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{texts.columns.letter}</TableCell>
                <TableCell scope="col" sx={{ width: '100%' }}>
                  {texts.columns.label}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {labels.map((label) => (
                <TableRow key={label.value}>
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                    {label.value}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{label.label}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && customerID ? (
        <ListFormDialog<VariableRow>
          title={texts.dialogTitle}
          argument="dynamicOIDLabels"
          initialRows={initialRows(labels, oids)}
          newRow={() => ({ value: '', label: '' })}
          max={OID_VARIABLES_MAX}
          texts={texts}
          errorsOf={variableErrors}
          failureMessage={messages.errorUnableToUpdate}
          save={(rows) =>
            editLibrary({
              id: library.id,
              customerID,
              // The library's own fields as they are: only the labels change.
              model: library.model,
              manufacturer: library.manufacturer,
              dynamicOIDLabels: variablesInput(rows),
            })
          }
          fields={({ row, n, change, error }) => (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr' },
                columnGap: 1.5,
              }}
            >
              <TextField
                label={rowFieldLabel(texts.fields.letter, n)}
                value={row.value}
                onChange={(event) => change({ value: event.target.value })}
                error={Boolean(error('value'))}
                helperText={error('value')}
                margin="dense"
                size="small"
                autoComplete="off"
                slotProps={{
                  htmlInput: {
                    'aria-required': true,
                    spellCheck: false,
                    style: { fontFamily: 'monospace' },
                  },
                }}
              />
              <TextField
                label={rowFieldLabel(texts.fields.label, n)}
                value={row.label}
                onChange={(event) => change({ label: event.target.value })}
                error={Boolean(error('label'))}
                helperText={error('label')}
                margin="dense"
                size="small"
                autoComplete="off"
                slotProps={{ htmlInput: { 'aria-required': true } }}
              />
            </Box>
          )}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      ) : null}
    </LibrarySection>
  );
}

/** The labelled letters and those the OIDs lack, or one blank row to start from. */
function initialRows(
  labels: LibraryFieldsFragment['dynamicOIDLabels'],
  oids: readonly string[],
): VariableRow[] {
  const rows = variableRows(labels, oids);
  return rows.length > 0 ? rows : [{ value: '', label: '' }];
}
