import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { OVERLAY_VIEW_TYPE } from '@vigil/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ViewsQuery } from '../../../graphql/generated/graphql';
import { formatLocalTime, formatUpdated } from '../../../components/formatUpdated';
import { ViewStatusIcon } from './ViewStatusIcon';
import { viewListTexts } from './viewListTexts';
import { viewStatusColor, viewStatusParts } from './viewStatus';

export type ListedView = ViewsQuery['views'][number];

export interface ViewCardProps {
  view: ListedView;
  href: string;
  now: number;
  onTagClick: (tagID: string) => void;
  /** Offered in the card's menu when the view reports canDelete. */
  onDelete: (view: ListedView) => void;
}

/** One view on My Views: its name, status at a glance, tags and who made it. */
export function ViewCard({ view, href, now, onTagClick, onDelete }: ViewCardProps) {
  const titleId = useId();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const parts = viewStatusParts(view);
  const worst = parts[0]!.kind;
  const lastAlarm = formatUpdated(view.lastAlarmTimestamp, now);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="view-card"
      data-status={worst}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderLeft: 6,
        borderLeftColor: viewStatusColor(worst),
      }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            id={titleId}
            variant="h6"
            component="h2"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            <Link component={RouterLink} to={href} underline="hover" color="inherit">
              {view.name}
            </Link>
          </Typography>
          {view.canDelete ? (
            <>
              <IconButton
                size="small"
                aria-label={viewListTexts.actionsFor(view.name)}
                aria-haspopup="menu"
                aria-controls={menuAnchor ? menuId : undefined}
                aria-expanded={menuAnchor ? true : undefined}
                onClick={(event) => setMenuAnchor(event.currentTarget)}
                sx={{ mt: -0.5, mr: -1 }}
              >
                <MoreVertIcon fontSize="small" />
              </IconButton>
              <Menu
                id={menuId}
                anchorEl={menuAnchor}
                open={menuAnchor !== null}
                onClose={() => setMenuAnchor(null)}
              >
                <MenuItem
                  onClick={() => {
                    setMenuAnchor(null);
                    onDelete(view);
                  }}
                >
                  {viewListTexts.delete}
                </MenuItem>
              </Menu>
            </>
          ) : null}
        </Box>
        <Box
          component="ul"
          data-testid="view-status"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {parts.map((part) => (
            <Box
              component="li"
              key={part.kind}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <ViewStatusIcon kind={part.kind} />
              <Typography variant="body2">{part.text}</Typography>
            </Box>
          ))}
        </Box>
        {view.fullTags.length > 0 ||
        view.viewType === 'asset' ||
        view.viewType === OVERLAY_VIEW_TYPE ||
        view.isPublic ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {view.viewType === 'asset' ? (
              <Chip size="small" color="secondary" label={viewListTexts.asset} />
            ) : null}
            {view.viewType === OVERLAY_VIEW_TYPE ? (
              <Chip size="small" color="info" label={viewListTexts.overlay} />
            ) : null}
            {view.isPublic ? (
              <Chip size="small" variant="outlined" label={viewListTexts.public} />
            ) : null}
            {view.fullTags.map((tag) => (
              <Chip key={tag.id} size="small" label={tag.name} onClick={() => onTagClick(tag.id)} />
            ))}
          </Box>
        ) : null}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {view.viewType === OVERLAY_VIEW_TYPE
              ? viewListTexts.overlayKind
              : viewListTexts.widgetCount(view.widgetCount)}
            {view.author ? ` · ${viewListTexts.author(view.author)}` : null}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {lastAlarm && view.lastAlarmTimestamp ? (
              <>
                {viewListTexts.lastAlarm}{' '}
                <time
                  dateTime={view.lastAlarmTimestamp}
                  title={formatLocalTime(Date.parse(view.lastAlarmTimestamp))}
                >
                  {lastAlarm}
                </time>
              </>
            ) : (
              viewListTexts.noAlarm
            )}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** A card's shape while the list loads. */
export function ViewCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="view-card-skeleton" sx={{ height: '100%' }}>
      <CardContent>
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="text" width="45%" />
        <Skeleton variant="rounded" width="35%" height={24} sx={{ my: 1 }} />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="50%" />
      </CardContent>
    </Card>
  );
}
