import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useMutation } from '@apollo/client/react';
import { canonicalOid, messages } from '@vigil/domain';
import { useCallback, useId, useMemo, useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../app/errorMessage';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { SaveSnmpTemplateDocument } from '../../../graphql/generated/graphql';
import { EquipmentTextField } from '../../equipment/components/EquipmentTextField';
import { resolverOf } from '../../equipment/equipmentFormValues';
import { forgetLibraryLists } from '../hooks/forgetLibraryLists';
import { libraryPath } from '../libraryPaths';
import { MibSource } from './MibSource';
import { PasteSource } from './PasteSource';
import { PickedOidsList } from './PickedOidsList';
import { SNMP_BUILDER_SOURCES, snmpTemplateErrors, snmpTemplateFieldOf } from './snmpBuilderModel';
import type { PickedOid, SnmpBuilderSource, SnmpTemplateValues } from './snmpBuilderModel';
import { snmpBuilderTexts as texts } from './snmpBuilderTexts';
import { snmpTemplateVariables } from './snmpBuilderModel';
import { useSnmpBuilderParams } from './useSnmpBuilderParams';
import { WalkSource } from './WalkSource';

/** The library whose SNMP template a build replaces. */
export interface BuilderLibrary {
  id: string;
  model: string;
  manufacturer: string;
  sysObjectID?: string | null;
}

export interface SnmpTemplateBuilderDialogProps {
  customerID: string;
  customerSegment: string | undefined;
  /** Replace this library's template; without it the build creates a library. */
  library?: BuilderLibrary | null;
}

/** What the source panels share: the picked OIDs, and how to pick and unpick. */
export interface SourceProps {
  customerID: string;
  customerSegment: string | undefined;
  /** Canonical OIDs already picked. */
  picked: ReadonlySet<string>;
  onPick: (rows: readonly PickedOid[]) => void;
  onUnpick: (oid: string) => void;
}

const TAB_ID = 'snmp-builder-tab';
const PANEL_ID = 'snmp-builder-panel';

/**
 * The SNMP template builder (issue 14), full screen, open while the page's query says
 * builder=snmp (source= the tab shown), so a reload keeps it. OIDs come from a MIB module
 * (uploaded or known), a stored walk, or a pasted list, into one list where each is named and
 * scaled; saved with importEquipmentTemplateSNMP as a new library (manufacturer, model,
 * sysObjectID) or as the given library's new template. The server's refusals are shown on the
 * field they name, otherwise in a banner; a saved template opens on its library's SNMP tab.
 */
export function SnmpTemplateBuilderDialog(props: SnmpTemplateBuilderDialogProps) {
  const [params, update] = useSnmpBuilderParams();
  const titleId = useId();
  const close = useCallback(() => update({ open: false }), [update]);
  return (
    <Dialog
      open={params.open}
      fullScreen
      // Escape does not throw away the picked OIDs: the close button does.
      aria-labelledby={titleId}
    >
      {params.open ? (
        <BuilderForm
          {...props}
          titleId={titleId}
          source={params.source}
          onSource={(source) => update({ source })}
          onClose={close}
        />
      ) : null}
    </Dialog>
  );
}

function BuilderForm({
  customerID,
  customerSegment,
  library,
  titleId,
  source,
  onSource,
  onClose,
}: SnmpTemplateBuilderDialogProps & {
  titleId: string;
  source: SnmpBuilderSource;
  onSource: (source: SnmpBuilderSource) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const navigate = useNavigate();
  const [, update] = useSnmpBuilderParams();
  const methods = useForm<SnmpTemplateValues>({
    resolver: resolverOf(snmpTemplateErrors),
    defaultValues: {
      manufacturer: library?.manufacturer ?? '',
      model: library?.model ?? '',
      sysObjectID: library?.sysObjectID ?? '',
      oids: [],
    },
  });
  const { control, handleSubmit, setError, getValues, setValue } = methods;
  const { fields, append, remove } = useFieldArray({ control, name: 'oids' });
  const picked = useMemo(() => new Set(fields.map((f) => canonicalOid(f.oid))), [fields]);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveSnmpTemplateDocument);

  const onPick = useCallback(
    (rows: readonly PickedOid[]) => {
      const have = new Set(getValues('oids').map((row) => canonicalOid(row.oid)));
      const fresh = rows.filter((row) => {
        const key = canonicalOid(row.oid);
        if (have.has(key)) return false;
        have.add(key);
        return true;
      });
      if (fresh.length > 0) append(fresh);
    },
    [append, getValues],
  );
  const onUnpick = useCallback(
    (oid: string) => {
      const index = getValues('oids').findIndex((row) => canonicalOid(row.oid) === oid);
      if (index >= 0) remove(index);
    },
    [getValues, remove],
  );
  // A walk's sysObjectID names a new library's kind unless one was typed.
  const onSysObjectID = useCallback(
    (oid: string) => {
      if (!library && getValues('sysObjectID').trim() === '') setValue('sysObjectID', oid);
    },
    [getValues, library, setValue],
  );

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await save({
        variables: snmpTemplateVariables(values, customerID, library?.id ?? null),
        update(cache, { data }) {
          if (data?.importEquipmentTemplateSNMP) forgetLibraryLists(cache);
        },
      });
      const saved = result.data?.importEquipmentTemplateSNMP;
      if (!saved) throw new Error(messages.somethingWentWrong);
      // The builder's entry is closed, so Back does not reopen an empty builder.
      update({ open: false }, { replace: true });
      void navigate(libraryPath(customerSegment, saved.id, { tab: 'snmp', functionCode: null }));
    } catch (error) {
      const named = graphQLErrorField(error);
      const field = named ? snmpTemplateFieldOf(named.field) : null;
      if (named && field) setError(field, { type: 'server', message: named.message });
      else setFailure(errorMessage(error) ?? messages.somethingWentWrong);
    }
  });

  const sourceProps: SourceProps = { customerID, customerSegment, picked, onPick, onUnpick };

  return (
    <FormProvider {...methods}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" onClick={onClose} aria-label={texts.close} disabled={loading}>
            <CloseIcon />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {library ? texts.titleReplace(library.model) : texts.titleNew}
          </Typography>
          <RequestButton
            type="submit"
            form={formId}
            variant="contained"
            state={loading ? 'fetching' : failure ? 'error' : 'before'}
          >
            {texts.save}
          </RequestButton>
        </Toolbar>
      </AppBar>
      <Box
        component="form"
        id={formId}
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void onSubmit(event)}
        sx={{
          p: { xs: 1.5, sm: 2 },
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridColumn: '1 / -1' }}>
          {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
          {library ? <StatusBanner kind="warning">{texts.replaceHint}</StatusBanner> : null}
          <Box
            component="fieldset"
            sx={{ border: 0, m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
          >
            <Typography component="legend" variant="subtitle1" sx={{ p: 0 }}>
              {texts.libraryHeading}
            </Typography>
            <Box sx={{ flex: '1 1 200px' }}>
              <EquipmentTextField
                name="manufacturer"
                label={texts.manufacturer}
                required
                autoComplete="off"
                disabled={Boolean(library)}
              />
            </Box>
            <Box sx={{ flex: '1 1 200px' }}>
              <EquipmentTextField
                name="model"
                label={texts.model}
                required
                autoComplete="off"
                disabled={Boolean(library)}
              />
            </Box>
            <Box sx={{ flex: '1 1 260px' }}>
              <EquipmentTextField
                name="sysObjectID"
                label={texts.sysObjectID}
                hint={texts.sysObjectIDHint}
                autoComplete="off"
                disabled={Boolean(library)}
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
            </Box>
          </Box>
        </Box>
        <Paper variant="outlined" sx={{ minWidth: 0 }}>
          <Tabs
            value={source}
            onChange={(_event, next: SnmpBuilderSource) => onSource(next)}
            aria-label={texts.sourcesLabel}
            variant="fullWidth"
          >
            {SNMP_BUILDER_SOURCES.map((value) => (
              <Tab
                key={value}
                value={value}
                label={texts.sources[value]}
                id={`${TAB_ID}-${value}`}
                aria-controls={PANEL_ID}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={PANEL_ID}
            aria-labelledby={`${TAB_ID}-${source}`}
            sx={{ p: { xs: 1.5, sm: 2 } }}
          >
            {source === 'mib' ? <MibSource {...sourceProps} /> : null}
            {source === 'walk' ? (
              <WalkSource {...sourceProps} onSysObjectID={onSysObjectID} />
            ) : null}
            {source === 'paste' ? <PasteSource {...sourceProps} /> : null}
          </Box>
        </Paper>
        <PickedOidsList fields={fields} onRemove={remove} />
      </Box>
    </FormProvider>
  );
}
