import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { skipToken, useQuery } from '@apollo/client/react';
import { ONBOARDING_PROTOCOLS } from '@vigil/domain';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  EquipmentLibraryOptionsDocument,
  EquipmentManufacturersDocument,
} from '../../../graphql/generated/graphql';
import type { EquipmentSharedValues } from '../equipmentFormValues';
import { equipmentTexts } from '../equipmentTexts';
import { EquipmentSelectField } from './EquipmentSelectField';

/** Models listed for one manufacturer. */
export const LIBRARY_OPTIONS_LIMIT = 500;

/**
 * The library (manufacturer, then model) and the protocol, which the model's templates decide:
 * a model with one template picks its protocol by itself.
 */
export function EquipmentLibraryPicker({ customerID }: { customerID: string | undefined }) {
  const { control, setValue, getValues } = useFormContext<EquipmentSharedValues>();
  const manufacturer = useWatch({ control, name: 'manufacturer' });
  const libraryID = useWatch({ control, name: 'manufacturerModel' });
  const manufacturers = useQuery(EquipmentManufacturersDocument, { variables: { customerID } });
  const libraries = useQuery(
    EquipmentLibraryOptionsDocument,
    manufacturer
      ? { variables: { customerID, manufacturer, limit: LIBRARY_OPTIONS_LIMIT } }
      : skipToken,
  );
  const models = manufacturer ? (libraries.data?.equipmentList ?? []) : [];
  const library = models.find((model) => model.id === libraryID);
  const protocols = library
    ? ONBOARDING_PROTOCOLS.filter((protocol) => library.protocols.includes(protocol))
    : ONBOARDING_PROTOCOLS;

  // A model with a single template has one possible protocol.
  const onlyProtocol = library && protocols.length === 1 ? protocols[0] : undefined;
  useEffect(() => {
    if (onlyProtocol && getValues('protocol') !== onlyProtocol) {
      setValue('protocol', onlyProtocol, { shouldValidate: false, shouldDirty: true });
    }
  }, [onlyProtocol, getValues, setValue]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <Controller
        control={control}
        name="manufacturer"
        render={({ field }) => (
          <Autocomplete
            options={manufacturers.data?.manufacturers ?? []}
            loading={manufacturers.loading}
            value={field.value || null}
            onChange={(_event, value) => {
              field.onChange(value ?? '');
              setValue('manufacturerModel', '', { shouldDirty: true });
            }}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                margin="dense"
                label={equipmentTexts.labels.manufacturer}
              />
            )}
          />
        )}
      />
      <EquipmentSelectField
        name="manufacturerModel"
        label={equipmentTexts.labels.manufacturerModel}
        required
        disabled={!manufacturer}
        helperText={
          !manufacturer
            ? equipmentTexts.chooseManufacturer
            : libraries.data && models.length === 0
              ? equipmentTexts.noLibraries
              : undefined
        }
        options={models.map((model) => ({ value: model.id, label: model.model || model.name }))}
      />
      <EquipmentSelectField
        name="protocol"
        label={equipmentTexts.labels.protocol}
        required
        options={protocols.map((protocol) => ({ value: protocol, label: protocol }))}
      />
    </Box>
  );
}
