import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  canonicalOid,
  formErrors,
  libraryFieldsSchema,
  messages,
  snmpRegisterSchema,
  SYS_OBJECT_ID_OID,
} from '@vigil/domain';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { errorMessage } from '../../../app/errorMessage';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { CreateWalkLibraryDocument, SnmpWalkDocument } from '../../../graphql/generated/graphql';
import type { CreateWalkLibraryMutation, SnmpPointInput } from '../../../graphql/generated/graphql';
import { EquipmentTextField } from '../../equipment/components/EquipmentTextField';
import { resolverOf } from '../../equipment/equipmentFormValues';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { refreshQueries } from '../hooks/refreshQueries';

export type CreatedLibrary = CreateWalkLibraryMutation['importEquipmentTemplateSNMP'];

export interface CreateWalkLibraryDialogProps {
  open: boolean;
  customerID: string;
  /** The walk the OIDs come from, where the sysObjectID is looked up. */
  walk: { gatewayID: string; actionID: string };
  /** The selected OIDs, in the order they were picked. */
  oids: readonly string[];
  onClose: () => void;
  onCreated: (library: CreatedLibrary) => void;
}

interface PointRow {
  oid: string;
  name: string;
  unit: string;
  multiplier: string;
}

export interface WalkLibraryValues {
  manufacturer: string;
  model: string;
  sysObjectID: string;
  rows: PointRow[];
}

/** The library's own fields, checked as importEquipmentTemplateSNMP checks them. */
const walkLibraryFieldsSchema = libraryFieldsSchema.pick({
  model: true,
  manufacturer: true,
  sysObjectID: true,
});

/** Messages by dotted path (`model`, `rows.2.name`): the library's fields, then each OID's. */
export function walkLibraryErrors(values: WalkLibraryValues): Record<string, string> {
  const errors: Record<string, string> = { ...formErrors(walkLibraryFieldsSchema, values) };
  values.rows.forEach((row, index) => {
    for (const [field, message] of Object.entries(formErrors(snmpRegisterSchema, row))) {
      errors[`rows.${index}.${field}`] ??= message;
    }
  });
  return errors;
}

/** The mutation's variables from checked values; blank optional inputs are left out. */
export function walkLibraryVariables(values: WalkLibraryValues, customerID: string) {
  const fields = walkLibraryFieldsSchema.parse(values);
  const oids = values.rows.map((row): SnmpPointInput => {
    const point = snmpRegisterSchema.parse(row);
    return {
      oid: point.oid,
      name: point.name,
      ...(point.unit === undefined ? {} : { unit: point.unit }),
      ...(point.multiplier === undefined ? {} : { multiplier: point.multiplier }),
    };
  });
  return {
    model: fields.model,
    manufacturer: fields.manufacturer,
    ...(fields.sysObjectID === undefined ? {} : { sysObjectID: fields.sysObjectID }),
    customerID,
    oids,
  };
}

/** The form input a refusal of the server names (`oids.2.name` is `rows.2.name`), if any. */
function formFieldOf(field: string): FieldPath<WalkLibraryValues> | null {
  if (field === 'model' || field === 'manufacturer' || field === 'sysObjectID') return field;
  const point = /^oids\.(\d+)\.(name|unit|multiplier)$/.exec(field);
  return point ? (`rows.${Number(point[1])}.${point[2]}` as FieldPath<WalkLibraryValues>) : null;
}

/**
 * Create a library from the selected OIDs: manufacturer, model and sysObjectID (prefilled with
 * the walk's value of 1.3.6.1.2.1.1.2.0 when it holds one), then a name, unit and multiplier per
 * OID, checked as the server checks them (the domain's snmpRegisterSchema) and sent with
 * importEquipmentTemplateSNMP. The server's refusals are shown as it words them. Full screen on
 * phones.
 */
export function CreateWalkLibraryDialog(props: CreateWalkLibraryDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={(_event, reason) => {
        // A stray click beside it does not throw away what was typed.
        if (reason !== 'backdropClick') props.onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId}>{texts.createLibraryTitle}</DialogTitle>
      {props.open ? <SysObjectIDLookup {...props} /> : null}
    </Dialog>
  );
}

/** Looks for the walk's sysObjectID before the form opens; the form opens without it on error. */
function SysObjectIDLookup(props: CreateWalkLibraryDialogProps) {
  const { data, error } = useQuery(SnmpWalkDocument, {
    variables: {
      gatewayID: props.walk.gatewayID,
      customerID: props.customerID,
      actionID: props.walk.actionID,
      query: SYS_OBJECT_ID_OID,
      limit: 100,
      offset: 0,
    },
  });
  if (!data && !error) {
    return (
      <DialogContent dividers>
        <CenteredLoader label={texts.loadingSysObjectID} />
      </DialogContent>
    );
  }
  const found = data?.snmpWalk?.oids.find((entry) => canonicalOid(entry.oid) === SYS_OBJECT_ID_OID);
  return <CreateWalkLibraryForm {...props} sysObjectID={found?.value.trim() ?? ''} />;
}

function CreateWalkLibraryForm({
  customerID,
  oids,
  onClose,
  onCreated,
  sysObjectID,
}: CreateWalkLibraryDialogProps & { sysObjectID: string }) {
  const formId = useId();
  const oidsHeadingId = useId();
  const methods = useForm<WalkLibraryValues>({
    resolver: resolverOf(walkLibraryErrors),
    defaultValues: {
      manufacturer: '',
      model: '',
      sysObjectID,
      rows: oids.map((oid) => ({ oid, name: oid, unit: '', multiplier: '' })),
    },
  });
  const { handleSubmit, setError } = methods;
  const [create, { loading }] = useMutation(
    CreateWalkLibraryDocument,
    refreshQueries(['ImportLibraryOptions', 'EquipmentLibraryOptions']),
  );
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await create({ variables: walkLibraryVariables(values, customerID) });
      const library = result.data?.importEquipmentTemplateSNMP;
      if (!library) throw new Error(messages.somethingWentWrong);
      onCreated(library);
    } catch (error) {
      const named = graphQLErrorField(error);
      const field = named ? formFieldOf(named.field) : null;
      if (named && field) setError(field, { type: 'server', message: named.message });
      setFailure(errorMessage(error) ?? messages.somethingWentWrong);
    }
  });

  return (
    <>
      <DialogContent dividers>
        <FormProvider {...methods}>
          <Box
            component="form"
            id={formId}
            noValidate
            aria-label={texts.createLibraryTitle}
            onSubmit={(event) => void onSubmit(event)}
          >
            {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {texts.createLibraryIntro(oids.length)}
            </Typography>
            <EquipmentTextField
              name="manufacturer"
              label={texts.manufacturerLabel}
              required
              autoComplete="off"
              autoFocus
            />
            <EquipmentTextField name="model" label={texts.modelLabel} required autoComplete="off" />
            <EquipmentTextField
              name="sysObjectID"
              label={texts.sysObjectIDLabel}
              hint={texts.sysObjectIDHint}
              autoComplete="off"
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <Typography id={oidsHeadingId} variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {texts.libraryOidsHeading}
            </Typography>
            <Box component="ul" aria-labelledby={oidsHeadingId} sx={{ listStyle: 'none', p: 0 }}>
              {oids.map((oid, index) => (
                <Box component="li" key={oid} sx={{ mb: 1.5 }}>
                  <Box
                    component="fieldset"
                    data-testid="library-oid"
                    sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
                  >
                    <Typography
                      component="legend"
                      variant="body2"
                      sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', p: 0 }}
                    >
                      {oid}
                    </Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
                      <Box sx={{ flex: '2 1 220px', minWidth: 0 }}>
                        <EquipmentTextField
                          name={`rows.${index}.name`}
                          label={texts.pointNameLabel}
                          required
                          autoComplete="off"
                          size="small"
                        />
                      </Box>
                      <Box sx={{ flex: '1 1 100px', minWidth: 0 }}>
                        <EquipmentTextField
                          name={`rows.${index}.unit`}
                          label={texts.pointUnitLabel}
                          autoComplete="off"
                          size="small"
                        />
                      </Box>
                      <Box sx={{ flex: '1 1 100px', minWidth: 0 }}>
                        <EquipmentTextField
                          name={`rows.${index}.multiplier`}
                          label={texts.pointMultiplierLabel}
                          autoComplete="off"
                          inputMode="decimal"
                          size="small"
                        />
                      </Box>
                    </Box>
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {texts.cancel}
        </Button>
        <RequestButton
          type="submit"
          form={formId}
          variant="contained"
          state={loading ? 'fetching' : failure ? 'error' : 'before'}
        >
          {texts.createLibrarySubmit}
        </RequestButton>
      </DialogActions>
    </>
  );
}
