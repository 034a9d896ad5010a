import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { WidgetEquipmentAssetDocument } from '../../../graphql/generated/graphql';
import { editorTexts } from './editorTexts';

/** Which of a Meta widget's equipment asset data labels it shows (none chosen shows them all). */
export function MetaLabelsField({
  customerID,
  equipmentID,
  value,
  onChange,
}: {
  customerID: string;
  equipmentID: string;
  value: readonly string[];
  onChange: (labels: string[]) => void;
}) {
  const { data, loading } = useQuery(WidgetEquipmentAssetDocument, {
    variables: { equipmentID, customerID },
    skip: !equipmentID,
  });
  const meta = data?.equipmentAsset?.meta;
  const labels = useMemo(() => [...new Set((meta ?? []).map((m) => m.label))], [meta]);
  return (
    <Autocomplete
      multiple
      freeSolo
      options={labels}
      loading={loading}
      value={[...value]}
      onChange={(_event, next) => onChange(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="normal"
          label={editorTexts.metaLabels}
          helperText={editorTexts.metaLabelsHelp}
        />
      )}
    />
  );
}
