import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { geoEqualEarth, geoPath } from 'd3-geo';
import type { GeoPermissibleObjects } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import type { PositionedTag } from './tagTree';
import { viewListTexts } from './viewListTexts';

// Natural Earth at 1:110m, bundled: no tile server is reachable from where Vigil runs, and this
// module is loaded lazily so the world's outline does not weigh on the My Views chunk.
const topology = world as unknown as Topology<{
  countries: GeometryCollection;
  land: GeometryCollection;
}>;

const WIDTH = 960;
const MARGIN = 4;
const sphere: GeoPermissibleObjects = { type: 'Sphere' };
const projection = geoEqualEarth().fitWidth(WIDTH - 2 * MARGIN, sphere);
projection.translate([projection.translate()[0] + MARGIN, projection.translate()[1] + MARGIN]);
const path = geoPath(projection);
const HEIGHT = Math.ceil(path.bounds(sphere)[1][1] + MARGIN);

// The outline never changes: drawn once, when the module loads.
const OUTLINE = {
  sphere: path(sphere) ?? '',
  land: path(feature(topology, topology.objects.land)) ?? '',
  borders: path(mesh(topology, topology.objects.countries, (a, b) => a !== b)) ?? '',
};

/** A map pin with its tip at (0, 0). */
const PIN = 'M0,0 C-2,-6 -9,-10 -9,-17 A9,9 0 1 1 9,-17 C9,-10 2,-6 0,0 Z';

export interface TagsMapProps {
  tags: readonly PositionedTag[];
  selectedTagID: string | null;
  /** A pin was chosen: its tag, or null when the selected pin was chosen again. */
  onSelect: (tagID: string | null) => void;
}

/** The world with a pin for each tag that has a position; choosing a pin filters by its tag. */
export function TagsMap({ tags, selectedTagID, onSelect }: TagsMapProps) {
  const theme = useTheme();
  const pinColor = theme.palette.primary.main;
  const choose = (tagID: string) => onSelect(tagID === selectedTagID ? null : tagID);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label={viewListTexts.mapLabel}
      data-testid="tags-map"
      sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: 380 }}
    >
      <path d={OUTLINE.sphere} fill={alpha(theme.palette.primary.main, 0.06)} />
      <path d={OUTLINE.land} fill={theme.palette.action.selected} />
      <path
        d={OUTLINE.borders}
        fill="none"
        stroke={theme.palette.background.paper}
        strokeWidth={0.5}
      />
      {tags.map((tag) => {
        const point = projection([tag.longitude, tag.latitude]);
        if (!point) return null;
        const selected = tag.id === selectedTagID;
        const label = viewListTexts.pinLabel(tag.path, tag.viewCount);
        return (
          <Box
            component="g"
            key={tag.id}
            role="button"
            tabIndex={0}
            aria-label={label}
            aria-pressed={selected}
            data-testid="tag-pin"
            transform={`translate(${point[0]},${point[1]}) scale(${selected ? 1.3 : 1})`}
            onClick={() => choose(tag.id)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                choose(tag.id);
              }
            }}
            sx={{
              cursor: 'pointer',
              outline: 'none',
              '&:hover > path, &:focus-visible > path': {
                stroke: theme.palette.text.primary,
                strokeWidth: 2,
              },
            }}
          >
            <title>{label}</title>
            <path
              d={PIN}
              fill={pinColor}
              stroke={selected ? theme.palette.text.primary : theme.palette.background.paper}
              strokeWidth={selected ? 2 : 1.5}
            />
            <circle cy={-17} r={3.5} fill={theme.palette.background.paper} />
          </Box>
        );
      })}
    </Box>
  );
}
