import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { EQUIPMENT_META_KINDS, LIBRARY_META_MAX, META_KIND_LABELS, messages } from '@vigil/domain';
import type { EquipmentMetaKind } from '@vigil/domain';
import { useId, useState } from 'react';
import type { LibraryFieldsFragment } from '../../../graphql/generated/graphql';
import { useEditLibrary } from '../hooks/useEditLibrary';
import { factErrors, factRow, factsInput, newFactRow } from '../libraryForms';
import type { FactRow } from '../libraryForms';
import { libraryTexts } from '../libraryTexts';
import { LibrarySection } from './LibrarySection';
import { ListFormDialog, rowFieldLabel } from './ListFormDialog';

const texts = libraryTexts.facts;

const kindText = (type: string) =>
  type in libraryTexts.metaKinds ? libraryTexts.metaKinds[type as EquipmentMetaKind] : type;

export interface LibraryFactsProps {
  library: LibraryFieldsFragment;
  customerID: string | undefined;
  /** The user may change the library (its own, with ul): the Edit button shows. */
  editable: boolean;
}

/**
 * The device facts SNMP gateways read into each equipment's asset data (ADR 012): label, kind,
 * OID and the translations of an enumerated answer; edited whole in a dialog (editEquipmentLib's
 * metaList), each kept fact with its id, checked with the domain's rules.
 */
export function LibraryFacts({ library, customerID, editable }: LibraryFactsProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [editLibrary] = useEditLibrary();
  const facts = library.metaList;
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
      {facts.length === 0 ? (
        <Typography variant="body2" sx={{ py: 1 }}>
          {texts.empty}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{texts.columns.label}</TableCell>
                <TableCell scope="col">{texts.columns.kind}</TableCell>
                <TableCell scope="col">{texts.columns.oid}</TableCell>
                <TableCell scope="col">{texts.columns.values}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {facts.map((fact) => (
                <TableRow key={fact.id}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {fact.label}
                  </TableCell>
                  <TableCell>{kindText(fact.type)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                    {fact.oid}
                  </TableCell>
                  <TableCell>
                    {fact.values.length > 0 ? (
                      <Box
                        component="span"
                        sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}
                      >
                        {fact.values.map((value) => (
                          <Chip key={value} label={value} size="small" variant="outlined" />
                        ))}
                      </Box>
                    ) : (
                      libraryTexts.none
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && customerID ? (
        <ListFormDialog<FactRow>
          title={texts.dialogTitle}
          argument="metaList"
          initialRows={facts.length > 0 ? facts.map(factRow) : [newFactRow([])]}
          newRow={newFactRow}
          max={LIBRARY_META_MAX}
          texts={texts}
          errorsOf={factErrors}
          failureMessage={messages.errorUnableToUpdate}
          save={(rows) =>
            editLibrary({
              id: library.id,
              customerID,
              // The library's own fields as they are: only the facts change.
              model: library.model,
              manufacturer: library.manufacturer,
              metaList: factsInput(rows),
            })
          }
          fields={({ row, n, change, error }) => (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                columnGap: 1.5,
              }}
            >
              <TextField
                select
                label={rowFieldLabel(texts.fields.kind, n)}
                value={row.type}
                onChange={(event) => change({ type: event.target.value as EquipmentMetaKind })}
                error={Boolean(error('type'))}
                helperText={error('type')}
                margin="dense"
                size="small"
              >
                {EQUIPMENT_META_KINDS.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {libraryTexts.metaKinds[kind]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={rowFieldLabel(texts.fields.label, n)}
                value={row.label}
                placeholder={META_KIND_LABELS[row.type]}
                onChange={(event) => change({ label: event.target.value })}
                error={Boolean(error('label'))}
                helperText={error('label')}
                margin="dense"
                size="small"
                autoComplete="off"
                slotProps={{
                  // The kind's own label is used when none is given; Other has none.
                  inputLabel: { shrink: true },
                  htmlInput: { 'aria-required': row.type === 'OTHER' },
                }}
              />
              <TextField
                label={rowFieldLabel(texts.fields.oid, n)}
                value={row.oid}
                onChange={(event) => change({ oid: event.target.value })}
                error={Boolean(error('oid'))}
                helperText={error('oid')}
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
                label={rowFieldLabel(texts.fields.values, n)}
                value={row.values}
                onChange={(event) => change({ values: event.target.value })}
                error={Boolean(error('values'))}
                helperText={error('values') ?? texts.valuesHelp}
                margin="dense"
                size="small"
                autoComplete="off"
                multiline
                maxRows={4}
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
