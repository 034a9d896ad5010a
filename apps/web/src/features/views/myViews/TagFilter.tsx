import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FlatTag } from './tagTree';
import { viewListTexts } from './viewListTexts';

export interface TagFilterProps {
  tags: readonly FlatTag[];
  tagID: string | null;
  onChange: (tagID: string | null) => void;
}

const ALL = '';

/** Picks one tag of the tree (children indented under their parents) to list its views. */
export function TagFilter({ tags, tagID, onChange }: TagFilterProps) {
  // A link may name a tag that is still loading or that was deleted since.
  const known = tagID === null || tags.some((tag) => tag.id === tagID);
  return (
    <TextField
      select
      size="small"
      label={viewListTexts.tagLabel}
      value={tagID ?? ALL}
      onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
      sx={{ minWidth: 200 }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (value) =>
            value === ALL
              ? viewListTexts.allTags
              : (tags.find((tag) => tag.id === value)?.path ?? viewListTexts.unknownTag),
        },
      }}
    >
      <MenuItem value={ALL}>{viewListTexts.allTags}</MenuItem>
      {known ? null : (
        <MenuItem value={tagID} sx={{ display: 'none' }}>
          {viewListTexts.unknownTag}
        </MenuItem>
      )}
      {tags.map((tag) => (
        <MenuItem
          key={tag.id}
          value={tag.id}
          aria-label={viewListTexts.pinLabel(tag.path, tag.viewCount)}
          sx={{ pl: 2 + tag.depth * 2, gap: 2, justifyContent: 'space-between' }}
        >
          <span>{tag.name}</span>
          <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontSize: '0.875em' }}>
            {tag.viewCount}
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
