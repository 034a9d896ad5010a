import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { skipToken, useQuery } from '@apollo/client/react';
import { canonicalOid, parseOidList } from '@vigil/domain';
import { useId, useMemo, useState } from 'react';
import { StatusBanner } from '../../../components/StatusBanner';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { ResolveOidsDocument } from '../../../graphql/generated/graphql';
import type { ResolveOidsQuery } from '../../../graphql/generated/graphql';
import type { SourceProps } from './SnmpTemplateBuilderDialog';
import { pickedFromMib, pickedOid } from './snmpBuilderModel';
import type { PickedOid } from './snmpBuilderModel';
import { snmpBuilderTexts as texts } from './snmpBuilderTexts';

/** Typing settles for this long before the pasted OIDs are checked on the server. */
export const RESOLVE_DEBOUNCE_MS = 400;

type Resolved = ResolveOidsQuery['resolveOids'][number];

/** The picked OID a resolved line gives: prefilled from its MIB object when it has one. */
function pickedFromResolved(resolved: Resolved & { oid: string }): PickedOid {
  const oid = canonicalOid(resolved.oid);
  if (!resolved.object) return pickedOid(oid, { origin: resolved.input });
  const fromMib = pickedFromMib(resolved.object, '1');
  return { ...fromMib, oid, origin: resolved.input };
}

/**
 * OIDs pasted as text: numeric (a leading dot allowed) or symbolic (UPS-MIB::upsBatteryCharge.0),
 * one a line or separated by commas. The domain's parseOidList flags bad lines as they are typed;
 * the well-formed ones are resolved on the server (resolveOids), which names them and says what
 * it cannot resolve. Add picks every resolved one.
 */
export function PasteSource({ customerID, picked, onPick }: SourceProps) {
  const [text, setText] = useState('');
  const problemsId = useId();
  const parsed = useMemo(() => parseOidList(text), [text]);
  const inputs = useMemo(() => parsed.entries.map((entry) => entry.input), [parsed]);
  const settled = useDebouncedValue(inputs, RESOLVE_DEBOUNCE_MS);
  const resolve = useQuery(
    ResolveOidsDocument,
    settled.length > 0 ? { variables: { customerID, oids: settled } } : skipToken,
  );
  const current = settled.join('\n') === inputs.join('\n');
  const results = current && inputs.length > 0 ? (resolve.data?.resolveOids ?? []) : [];
  // Two lines naming one OID (by name and by number) add it once.
  const seen = new Set(picked);
  const addable = results.filter((r): r is Resolved & { oid: string } => {
    if (r.oid === null || r.oid === undefined || r.error) return false;
    const key = canonicalOid(r.oid);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const problems = [
    ...parsed.problems.map((p) => texts.lineProblem(p.line, p.input, p.message)),
    ...(parsed.tooMany ? [parsed.tooMany] : []),
  ];

  return (
    <>
      <TextField
        label={texts.pasteLabel}
        helperText={texts.pasteHint}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={4}
        maxRows={16}
        fullWidth
        margin="dense"
        error={problems.length > 0}
        slotProps={{
          htmlInput: {
            spellCheck: false,
            'aria-describedby': problems.length > 0 ? problemsId : undefined,
            style: { fontFamily: 'monospace' },
          },
        }}
      />
      {problems.length > 0 ? (
        <Box id={problemsId} component="ul" role="alert" sx={{ color: 'error.main', pl: 3, my: 1 }}>
          {problems.map((problem) => (
            <Typography component="li" variant="body2" key={problem}>
              {problem}
            </Typography>
          ))}
        </Box>
      ) : null}
      {resolve.error ? <StatusBanner kind="error">{resolve.error.message}</StatusBanner> : null}
      <Box sx={{ height: 4 }}>
        {inputs.length > 0 && (!current || resolve.loading) ? (
          <LinearProgress aria-label={texts.resolving} />
        ) : null}
      </Box>
      {results.length > 0 ? (
        <>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={texts.resolvedLabel}>
              <TableHead>
                <TableRow>
                  <TableCell>{texts.resolvedColumns.input}</TableCell>
                  <TableCell>{texts.resolvedColumns.oid}</TableCell>
                  <TableCell>{texts.resolvedColumns.name}</TableCell>
                  <TableCell>{texts.resolvedColumns.note}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {results.map((r) => (
                  <TableRow key={r.input}>
                    <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {r.input}
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{r.oid ?? ''}</TableCell>
                    <TableCell>
                      {r.name ? `${r.module ? `${r.module}::` : ''}${r.name}` : texts.unknownObject}
                    </TableCell>
                    <TableCell>
                      {r.error ? (
                        <Typography variant="body2" color="error">
                          {r.error}
                        </Typography>
                      ) : r.oid && picked.has(canonicalOid(r.oid)) ? (
                        texts.alreadyPicked(r.oid)
                      ) : (
                        (r.warning ?? '')
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={addable.length === 0}
            onClick={() => {
              onPick(addable.map(pickedFromResolved));
              // What could not be added stays, to be fixed.
              setText(
                [
                  ...parsed.problems.map((p) => p.input),
                  ...results.filter((r) => r.error).map((r) => r.input),
                ].join('\n'),
              );
            }}
            sx={{ mt: 1 }}
          >
            {texts.addPasted(addable.length)}
          </Button>
        </>
      ) : null}
    </>
  );
}
