import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { loadChunk } from '../../../app/loadChunk';
import type { PositionedTag } from './tagTree';
import { viewListTexts } from './viewListTexts';

// Its own chunk: the map carries the world's outline, which the cards do not need.
const TagsMap = lazy(() =>
  loadChunk(() => import('./TagsMap')).then((m) => ({ default: m.TagsMap })),
);

export interface TagsMapPanelProps {
  /** Null while the tags load. */
  tags: readonly PositionedTag[] | null;
  selectedTagID: string | null;
  onSelect: (tagID: string | null) => void;
}

/** The My Views map above the cards, or a hint while no tag has a position to draw. */
export function TagsMapPanel({ tags, selectedTagID, onSelect }: TagsMapPanelProps) {
  const placeholder = (
    <Skeleton
      variant="rounded"
      aria-label={viewListTexts.mapLoading}
      sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 1', maxHeight: 380 }}
    />
  );
  let body;
  if (tags === null) {
    body = placeholder;
  } else if (tags.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {viewListTexts.mapEmpty}
      </Typography>
    );
  } else {
    body = (
      <Suspense fallback={placeholder}>
        <TagsMap tags={tags} selectedTagID={selectedTagID} onSelect={onSelect} />
      </Suspense>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 1, mb: 2 }}>
      {body}
    </Paper>
  );
}
