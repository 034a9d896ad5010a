import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { storedValue } from '../assetsModel';
import type { AssetColumn, EquipmentAsset } from '../assetsModel';
import { assetsTexts as texts } from '../assetsTexts';

interface Tally {
  title: string;
  counts: [value: string, count: number][];
}

/** How many equipment share each model and each firmware version, most common first. */
export function assetsTallies(
  assets: readonly EquipmentAsset[],
  columns: readonly AssetColumn[],
): Tally[] {
  const tally = (title: string, valueOf: (asset: EquipmentAsset) => string): Tally => {
    const counts = new Map<string, number>();
    for (const asset of assets) {
      const value = valueOf(asset).trim() || texts.notSet;
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return {
      title,
      counts: [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
    };
  };
  if (assets.length === 0) return [];
  return [
    tally(texts.columns.model, (asset) => `${asset.manufacturer} ${asset.model}`),
    ...columns
      .filter((column) => column.type === 'firmware')
      .map((column) => tally(column.label, (asset) => storedValue(asset, column.label))),
  ];
}

/** The Summary tab: the view's equipment counted by model and by firmware. */
export function AssetsSummary({
  assets,
  columns,
}: {
  assets: readonly EquipmentAsset[];
  columns: readonly AssetColumn[];
}) {
  const tallies = assetsTallies(assets, columns);
  if (tallies.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {texts.summaryNone}
      </Typography>
    );
  }
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
    >
      {tallies.map((tally) => (
        <Paper
          key={tally.title}
          variant="outlined"
          component="section"
          aria-label={tally.title}
          sx={{ p: 2 }}
        >
          <Typography variant="subtitle1" component="h2">
            {tally.title}
          </Typography>
          <List dense disablePadding>
            {tally.counts.map(([value, count]) => (
              <ListItem key={value} disableGutters sx={{ justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {texts.summaryCount(count)}
                </Typography>
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Box>
  );
}
