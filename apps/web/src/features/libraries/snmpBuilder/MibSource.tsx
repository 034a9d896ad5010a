import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { MIB_TEXT_MAX, canonicalOid, messages } from '@vigil/domain';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { StatusBanner } from '../../../components/StatusBanner';
import {
  ImportMibDocument,
  MibModulesDocument,
  MibObjectsDocument,
} from '../../../graphql/generated/graphql';
import type { MibObjectFieldsFragment } from '../../../graphql/generated/graphql';
import { OidPickTable } from './OidPickTable';
import type { OidPickColumn } from './OidPickTable';
import type { SourceProps } from './SnmpTemplateBuilderDialog';
import { instanceOid, isPickable, pickedFromMib } from './snmpBuilderModel';
import { snmpBuilderTexts as texts } from './snmpBuilderTexts';

/** Objects per page of a module. */
export const MIB_PAGE_SIZE = 25;
const MAX_MB = MIB_TEXT_MAX / 1024 / 1024;

const OBJECT_COLUMNS: readonly OidPickColumn<MibObjectFieldsFragment>[] = [
  { label: texts.objectColumns.name, cell: (object) => object.name, sx: { fontWeight: 500 } },
  { label: texts.objectColumns.oid, cell: (object) => object.oid, sx: { fontFamily: 'monospace' } },
  { label: texts.objectColumns.syntax, cell: (object) => object.syntax ?? '' },
  { label: texts.objectColumns.access, cell: (object) => object.access ?? '' },
  { label: texts.objectColumns.units, cell: (object) => object.units ?? '' },
  {
    label: texts.objectColumns.description,
    cell: (object) => object.description ?? '',
    title: (object) => object.description ?? undefined,
    sx: { maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
];

/**
 * OIDs from a MIB module: one uploaded here (read in the browser, parsed by the server with its
 * imports resolved; a refusal shown as the server words it, 'line N: reason') or one already
 * known, built in or the customer's. Its objects are searched and paged on the server; a scalar
 * is picked at .0, a table column at the row index given.
 */
export function MibSource({ customerID, picked, onPick, onUnpick }: SourceProps) {
  const [module, setModule] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [rowIndex, setRowIndex] = useState('1');
  const [upload, setUpload] = useState<{ kind: 'error' | 'ok' | 'busy'; text: string } | null>(
    null,
  );
  const modules = useQuery(MibModulesDocument, { variables: { customerID } });
  const [importMib] = useMutation(ImportMibDocument, { refetchQueries: ['MibModules'] });
  const objects = useQuery(
    MibObjectsDocument,
    module
      ? {
          variables: {
            customerID,
            module,
            query: query || undefined,
            limit: MIB_PAGE_SIZE,
            offset: page * MIB_PAGE_SIZE,
          },
        }
      : skipToken,
  );
  const shown = objects.data ?? objects.previousData;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again after it was fixed.
    input.value = '';
    if (!file) return;
    if (file.size > MIB_TEXT_MAX) {
      setUpload({
        kind: 'error',
        text: messages.mibTooBig((file.size / 1024 / 1024).toFixed(1), MAX_MB),
      });
      return;
    }
    setUpload({ kind: 'busy', text: texts.uploading(file.name) });
    try {
      const text = await file.text();
      const result = await importMib({ variables: { customerID, fileName: file.name, text } });
      const imported = result.data?.importMib;
      if (!imported) throw new Error(messages.somethingWentWrong);
      setUpload({ kind: 'ok', text: texts.uploaded(imported.name, imported.objectCount) });
      setModule(imported.name);
      setQuery('');
      setPage(0);
    } catch (error) {
      setUpload({ kind: 'error', text: errorMessage(error) ?? messages.somethingWentWrong });
    }
  };

  const toggle = (object: MibObjectFieldsFragment, checked: boolean) => {
    if (checked) onPick([pickedFromMib(object, rowIndex)]);
    else onUnpick(canonicalOid(instanceOid(object, rowIndex)));
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={upload?.kind === 'busy'}
        >
          {texts.uploadMib}
          <input
            type="file"
            hidden
            accept=".mib,.my,.txt,text/plain"
            data-testid="mib-file"
            onChange={(event) => void onFile(event)}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {texts.uploadHint(MAX_MB)}
        </Typography>
      </Box>
      {upload?.kind === 'busy' ? (
        <Box role="status">
          <Typography variant="body2">{upload.text}</Typography>
          <LinearProgress />
        </Box>
      ) : upload ? (
        <StatusBanner kind={upload.kind}>{upload.text}</StatusBanner>
      ) : null}
      {modules.error ? <StatusBanner kind="error">{modules.error.message}</StatusBanner> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <TextField
          select
          label={texts.moduleLabel}
          value={module}
          onChange={(event) => {
            setModule(event.target.value);
            setQuery('');
            setPage(0);
          }}
          margin="dense"
          sx={{ flex: '2 1 260px' }}
        >
          {(modules.data?.mibModules ?? []).map((m) => (
            <MenuItem key={m.name} value={m.name}>
              {texts.moduleOption(m.name, m.objectCount, m.builtIn)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={texts.rowIndex}
          helperText={texts.rowIndexHint}
          value={rowIndex}
          onChange={(event) => setRowIndex(event.target.value.replace(/[^\d.]/g, ''))}
          margin="dense"
          autoComplete="off"
          sx={{ flex: '1 1 160px' }}
        />
      </Box>
      {!module ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {texts.chooseModule}
        </Typography>
      ) : (
        <OidPickTable
          searchLabel={texts.searchObjects}
          query={query}
          onSearch={setQuery}
          error={objects.error}
          loading={objects.loading}
          loadingLabel={texts.loadingObjects}
          tableLabel={texts.objectsLabel}
          pickLabel={texts.objectColumns.pick}
          columns={OBJECT_COLUMNS}
          rows={shown?.mibObjects.items}
          rowKey={(object) => object.oid}
          emptyText={texts.noObjects}
          checkboxLabel={(object) =>
            isPickable(object)
              ? texts.pickObject(object.name)
              : `${object.name}: ${texts.notReadable}`
          }
          pickable={isPickable}
          checked={(object) => picked.has(canonicalOid(instanceOid(object, rowIndex)))}
          onToggle={toggle}
          total={shown?.mibObjects.total ?? 0}
          page={page}
          pageSize={MIB_PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
