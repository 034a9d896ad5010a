import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { VIEW_STATUS_FILTERS, VIEW_STATUS_FILTER_LABELS } from '@vigil/domain';
import type { ViewCountsByFilter, ViewStatusFilter } from '@vigil/domain';
import { DebouncedSearchField } from '../../../components/DebouncedSearchField';
import { TagFilter } from './TagFilter';
import type { FlatTag } from './tagTree';
import type { ViewListParams } from './viewListParams';
import { viewListTexts } from './viewListTexts';
import { viewStatusColor } from './viewStatus';

export interface ViewsToolbarProps {
  params: ViewListParams;
  tags: readonly FlatTag[];
  /** Views under each status filter; null until loaded. */
  counts: ViewCountsByFilter | null;
  onChange: (change: Partial<ViewListParams>) => void;
  /** Offered for the tag being filtered by; left out for those who may not delete tags. */
  onDeleteTag?: ((tag: FlatTag) => void) | undefined;
  onSearch: (search: string) => void;
}

/** My Views' search, tag filter, settings toggles and status chips with their counts. */
export function ViewsToolbar({
  params,
  tags,
  counts,
  onChange,
  onDeleteTag,
  onSearch,
}: ViewsToolbarProps) {
  const { statuses } = params;
  const selectedTag = tags.find((tag) => tag.id === params.tagID) ?? null;
  const toggle = (status: ViewStatusFilter) =>
    onChange({
      statuses: statuses.includes(status)
        ? statuses.filter((s) => s !== status)
        : VIEW_STATUS_FILTERS.filter((s) => s === status || statuses.includes(s)),
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <DebouncedSearchField
          label={viewListTexts.searchLabel}
          value={params.search}
          onSearch={onSearch}
        />
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <TagFilter tags={tags} tagID={params.tagID} onChange={(tagID) => onChange({ tagID })} />
          {selectedTag && onDeleteTag ? (
            <Tooltip title={viewListTexts.deleteTag}>
              <IconButton
                aria-label={`${viewListTexts.deleteTag} ${selectedTag.path}`}
                onClick={() => onDeleteTag(selectedTag)}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={params.disconnected}
              onChange={(event) => onChange({ disconnected: event.target.checked })}
            />
          }
          label={viewListTexts.disconnectedToggle}
        />
        <FormControlLabel
          control={
            <Switch
              checked={params.maintenance}
              onChange={(event) => onChange({ maintenance: event.target.checked })}
            />
          }
          label={viewListTexts.maintenanceToggle}
        />
      </Box>
      <Box
        role="group"
        aria-label={viewListTexts.statusFilterLabel}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {VIEW_STATUS_FILTERS.map((status) => {
          const selected = statuses.includes(status);
          const label = VIEW_STATUS_FILTER_LABELS[status];
          const count = counts?.[status];
          return (
            <Chip
              key={status}
              clickable
              onClick={() => toggle(status)}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              aria-label={count === undefined ? label : `${label} (${count})`}
              data-testid={`status-filter-${status}`}
              label={
                <>
                  {label}
                  {count === undefined ? null : (
                    <Box
                      component="span"
                      data-testid="status-count"
                      sx={{ ml: 1, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                    >
                      {count}
                    </Box>
                  )}
                </>
              }
              icon={
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: viewStatusColor(status),
                    ml: '8px !important',
                  }}
                />
              }
            />
          );
        })}
      </Box>
    </Box>
  );
}
