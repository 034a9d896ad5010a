import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@apollo/client/react';
import { MODBUS_ADDRESS_BASES, messages } from '@vigil/domain';
import type { ModbusAddressBase, WordOrder } from '@vigil/domain';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { useCustomerID } from '../../../app/hooks/useCustomerID';
import { usePageTitle } from '../../../app/PageTitleContext';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { PageHeader } from '../../../components/PageHeader';
import { RequestButton } from '../../../components/RequestButton';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { LibraryDocument } from '../../../graphql/generated/graphql';
import type { LibraryQuery } from '../../../graphql/generated/graphql';
import { useAddModbusTemplate } from '../hooks/useAddModbusTemplate';
import { useLibraryPermissions } from '../hooks/useLibraryPermissions';
import { serverMessage } from '../libraryForms';
import { libraryOwnership } from '../libraryOwnership';
import { libraryPath } from '../libraryPaths';
import { libraryTexts } from '../libraryTexts';
import { ModbusReadPreview } from './ModbusReadPreview';
import { ModbusTemplateRow } from './ModbusTemplateRow';
import {
  checkTemplateRow,
  duplicateTemplateRow,
  emptyTemplateRow,
  modbusTemplateRegisters,
  modbusTemplateResolver,
  rebaseTemplateRow,
  templateRefusalOf,
  templateRowsOf,
} from './modbusTemplateForm';
import type { ModbusTemplateFormInput, ModbusTemplateValues } from './modbusTemplateForm';
import { modbusTemplateTexts as texts } from './modbusTemplateTexts';

type Library = NonNullable<LibraryQuery['equipmentLib']>;

/**
 * /{customer}/libraries/add/{libraryID} (spec core §2 Add Modbus Template): a library's Modbus
 * template written as register rows (prefilled from the template it replaces), saved all or
 * nothing with addModbusTemplate, beside a live preview that reads the rows' registers through a
 * gateway and shows 32-bit values in the four byte orders to pick from.
 */
export function AddModbusTemplatePage() {
  const { libraryID = '' } = useParams();
  const { customerSegment, customerID } = useCustomerID();
  const { data, error, refetch } = useQuery(LibraryDocument, {
    variables: { equipmentID: libraryID, customerID },
  });
  const library = data?.equipmentLib;
  const permissions = useLibraryPermissions(customerID);
  const hasTemplate = Boolean(library?.modbusTemplate);
  usePageTitle(hasTemplate ? texts.replaceTitle : texts.addTitle);
  const backTo = libraryPath(customerSegment, libraryID, { tab: 'modbus', functionCode: null });

  let content;
  if (error && !data) {
    content = <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  } else if (!data) {
    content = <CenteredLoader label={libraryTexts.loadingLibrary} />;
  } else if (!library) {
    content = <StatusBanner kind="warning">{libraryTexts.notFound}</StatusBanner>;
  } else if (
    libraryOwnership(library, customerID) !== 'own' ||
    !permissions.canUpdate ||
    !customerID
  ) {
    content = <StatusBanner kind="warning">{texts.notAllowed}</StatusBanner>;
  } else {
    content = (
      <ModbusTemplateEditor
        // Its rows start from the template as loaded.
        key={library.id}
        library={library}
        customerID={customerID}
        backTo={backTo}
      />
    );
  }

  return (
    <>
      <Link
        component={RouterLink}
        to={backTo}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {library ? texts.backToLibrary(library.model) : libraryTexts.backToList}
      </Link>
      <PageHeader
        title={hasTemplate ? texts.replaceTitle : texts.addTitle}
        subtitle={library ? `${library.manufacturer} ${library.model}` : undefined}
      />
      {content}
    </>
  );
}

function ModbusTemplateEditor({
  library,
  customerID,
  backTo,
}: {
  library: Library;
  customerID: string;
  backTo: string;
}) {
  const navigate = useNavigate();
  const baseId = useId();
  const [defaultValues] = useState<ModbusTemplateFormInput>(() => ({
    base: 'protocol',
    rows:
      library.modbusPoints.length > 0 ? templateRowsOf(library.modbusPoints) : [emptyTemplateRow()],
  }));
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ModbusTemplateFormInput, unknown, ModbusTemplateValues>({
    resolver: modbusTemplateResolver,
    defaultValues,
  });
  const { fields, append, insert, remove } = useFieldArray({ control, name: 'rows' });
  const [base, watchedRows] = useWatch({ control, name: ['base', 'rows'] });
  const [selected, setSelected] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [addModbusTemplate] = useAddModbusTemplate();

  const checked = useMemo(
    () =>
      watchedRows.map((row) => {
        const result = checkTemplateRow(row, base);
        return result.ok ? result.row : null;
      }),
    [watchedRows, base],
  );
  const labels = watchedRows.map((row, index) => row.name.trim() || texts.unnamed(index));

  const changeBase = (to: ModbusAddressBase) => {
    getValues('rows').forEach((row, index) => {
      const rebased = rebaseTemplateRow(row, to);
      setValue(`rows.${index}.functionCode`, rebased.functionCode);
      setValue(`rows.${index}.startingRegister`, rebased.startingRegister);
      setValue(`rows.${index}.registerNumber`, rebased.registerNumber);
    });
    setValue('base', to);
  };

  const useOrder = (index: number, order: WordOrder) =>
    setValue(`rows.${index}.wordOrder`, order, { shouldDirty: true });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await addModbusTemplate({
        libraryID: library.id,
        customerID,
        registers: modbusTemplateRegisters(values.rows),
      });
      void navigate(backTo);
    } catch (error) {
      const named = graphQLErrorField(error);
      const refusal = named
        ? templateRefusalOf(named.field, named.message, base, getValues('rows').length)
        : undefined;
      if (refusal) {
        setError(
          `rows.${refusal.index}.${refusal.field}`,
          { type: 'server', message: refusal.message },
          { shouldFocus: true },
        );
        setFailure(messages.unableToUpdateRegisters);
      } else {
        setFailure(serverMessage(error) ?? messages.unableToUpdateRegisters);
      }
    }
  });

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Box
        component="form"
        noValidate
        aria-label={texts.rowsLabel}
        onSubmit={(event) => void onSubmit(event)}
      >
        {library.modbusPoints.length > 0 ? (
          <StatusBanner kind="info">{texts.replaceNote(library.modbusPoints.length)}</StatusBanner>
        ) : null}
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend" id={baseId}>
            {texts.baseLegend}
          </FormLabel>
          <RadioGroup
            aria-labelledby={baseId}
            value={base}
            onChange={(_event, value) => changeBase(value as ModbusAddressBase)}
          >
            {MODBUS_ADDRESS_BASES.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                control={<Radio />}
                label={texts.bases[choice]}
              />
            ))}
          </RadioGroup>
          <FormHelperText>{texts.baseHelp}</FormHelperText>
        </FormControl>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {fields.map((field, index) => (
            <ModbusTemplateRow
              key={field.id}
              index={index}
              base={base}
              control={control}
              register={register}
              errors={errors}
              canRemove={fields.length > 1}
              onSelect={() => setSelected(index)}
              onDuplicate={() =>
                insert(index + 1, duplicateTemplateRow(getValues(`rows.${index}`)), {
                  focusName: `rows.${index + 1}.name`,
                })
              }
              onRemove={() => {
                remove(index);
                setSelected(0);
              }}
            />
          ))}
        </Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(emptyTemplateRow(), { focusName: `rows.${fields.length}.name` })}
          sx={{ mt: 1 }}
        >
          {texts.addRow}
        </Button>
        {failure ? (
          <Box sx={{ mt: 2 }}>
            <StatusBanner kind="error" title={messages.errorSavingRegisters}>
              {failure}
            </StatusBanner>
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <RequestButton
            type="submit"
            variant="contained"
            state={isSubmitting ? 'fetching' : failure ? 'error' : 'before'}
          >
            {texts.save}
          </RequestButton>
          <Button component={RouterLink} to={backTo} disabled={isSubmitting}>
            {texts.cancel}
          </Button>
        </Box>
      </Box>
      <ModbusReadPreview
        customerID={customerID}
        rows={checked}
        labels={labels}
        selected={selected}
        onSelect={setSelected}
        onUseOrder={useOrder}
      />
    </Box>
  );
}
