import Box from '@mui/material/Box';
import { useQuery } from '@apollo/client/react';
import { memo } from 'react';
import { RetryBanner } from '../../../components/RetryBanner';
import { WidgetEquipmentAssetDocument } from '../../../graphql/generated/graphql';
import type { WidgetEquipmentAssetQuery } from '../../../graphql/generated/graphql';
import { useViewToken } from './ViewTokenContext';
import { WidgetMessage } from './WidgetMessage';
import { widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

type Asset = NonNullable<WidgetEquipmentAssetQuery['equipmentAsset']>;

/** The rows a Meta widget lists: identity first, then meta items (those chosen, when chosen). */
export function assetRows(
  asset: Asset,
  metaIDs: readonly string[],
): [label: string, value: string][] {
  const labels = widgetTexts.assetFields;
  const chosen = new Set(metaIDs);
  const meta = asset.meta.filter(
    (m) => chosen.size === 0 || chosen.has(m.label) || (m.oid !== null && chosen.has(m.oid)),
  );
  return [
    [labels.manufacturer, asset.manufacturer],
    [labels.model, asset.model],
    [labels.protocol, asset.protocol],
    [labels.ip, asset.ip],
    ...meta.map((m): [string, string] => [m.label, m.value]),
  ];
}

/** Meta: an equipment's asset data (maker, model, protocol, IP, then serial, firmware …). */
export const MetaWidget = memo(function MetaWidget({ widget, customerID }: WidgetBodyProps) {
  const equipmentID = widget.equipmentID;
  // On a public link's page, asked with its token.
  const token = useViewToken();
  const { data, previousData, error, refetch } = useQuery(WidgetEquipmentAssetDocument, {
    variables:
      token === undefined
        ? { equipmentID: equipmentID ?? '', customerID }
        : { equipmentID: equipmentID ?? '', customerID, token },
    skip: !equipmentID,
  });
  if (!equipmentID) return <WidgetMessage>{widgetTexts.noEquipment}</WidgetMessage>;
  const result = data ?? previousData;
  if (error && !result) return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  if (!result) return <WidgetMessage loading>{widgetTexts.loadingAsset}</WidgetMessage>;
  if (!result.equipmentAsset) return <WidgetMessage>{widgetTexts.noAsset}</WidgetMessage>;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        typography: 'body2',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {assetRows(result.equipmentAsset, widget.metaIDs).map(([label, value], index) => (
        <Box key={index} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value || widgetTexts.noValue}</dd>
        </Box>
      ))}
    </Box>
  );
});
