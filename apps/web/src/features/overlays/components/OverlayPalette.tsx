import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useQuery } from '@apollo/client/react';
import { isWidgetLink } from '@vigil/domain';
import { useId, useState } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/DebouncedSearchField';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import {
  OverlaySensorPickerDocument,
  OverlayViewPickerDocument,
} from '../../../graphql/generated/graphql';
import type {
  OverlaySensorPickerQuery,
  OverlayViewPickerQuery,
} from '../../../graphql/generated/graphql';
import { NEW_OVERLAY_SIZE } from '../overlayDraft';
import type { NewOverlay } from '../overlayDraft';
import { overlayTexts } from '../overlayTexts';

/** Suggestions per search. */
export const PALETTE_LIMIT = 20;

/** What a palette item places, before it has a position. */
export type PaletteOverlay = Omit<NewOverlay, 'x' | 'y'>;

export interface OverlayPaletteProps {
  customerID: string;
  /** The overlay view being edited: no view overlay links to itself. */
  viewID: string;
  /** Place the overlay in the middle of what the frame shows. */
  onPlace: (overlay: PaletteOverlay) => void;
  /** A pointer went down on an item's handle: the board follows it and drops it on the image. */
  onDragStart: (overlay: PaletteOverlay, event: PointerEvent<HTMLElement>) => void;
}

const blank = {
  sensorID: null,
  viewID: null,
  name: '',
  url: '',
  size: NEW_OVERLAY_SIZE,
  open: false,
  backgroundColor: null,
  heatMapID: null,
} as const;

function sensorOverlay(sensor: OverlaySensorPickerQuery['sensors'][number]): PaletteOverlay {
  return {
    ...blank,
    kind: 'sensor',
    sensorID: sensor.id,
    data: {
      __typename: 'Sensor',
      id: sensor.id,
      name: sensor.name,
      unit: sensor.unit,
      states: sensor.states,
      disconnected: sensor.disconnected,
      status: sensor.status,
      equipmentName: sensor.equipmentName,
      reading: sensor.reading
        ? {
            value: sensor.reading.value,
            detail: sensor.reading.detail,
            createdAt: sensor.reading.createdAt,
          }
        : null,
    },
  };
}

function viewOverlay(view: OverlayViewPickerQuery['views'][number]): PaletteOverlay {
  return {
    ...blank,
    kind: 'view',
    viewID: view.id,
    data: {
      __typename: 'OverlayViewLink',
      viewID: view.id,
      name: view.name,
      viewType: view.viewType,
      warnings: view.warnings,
      errors: view.errors,
      disconnectedCount: view.disconnected,
    },
  };
}

function PaletteItem({
  name,
  detail,
  overlay,
  onPlace,
  onDragStart,
}: {
  name: string;
  detail?: string | undefined;
  overlay: PaletteOverlay;
} & Pick<OverlayPaletteProps, 'onPlace' | 'onDragStart'>) {
  return (
    <ListItem
      data-testid="palette-item"
      disableGutters
      secondaryAction={
        <Button
          size="small"
          aria-label={overlayTexts.placeItem(name)}
          onClick={() => onPlace(overlay)}
        >
          {overlayTexts.place}
        </Button>
      }
    >
      <Box
        role="button"
        aria-label={overlayTexts.dragItem(name)}
        aria-roledescription="draggable"
        data-testid="palette-drag"
        onPointerDown={(event) => onDragStart(overlay, event)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flex: 1,
          minWidth: 0,
          pr: 8,
          cursor: 'grab',
          touchAction: 'none',
          userSelect: 'none',
        }}
      >
        <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
        <ListItemText
          primary={name}
          secondary={detail}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
        />
      </Box>
    </ListItem>
  );
}

function SearchList<T>({
  label,
  empty,
  items,
  loading,
  input,
  onInput,
  render,
}: {
  label: string;
  empty: string;
  items: readonly T[] | undefined;
  loading: boolean;
  input: string;
  onInput: (text: string) => void;
  render: (item: T) => ReactNode;
}) {
  return (
    <>
      <TextField
        label={label}
        value={input}
        onChange={(event) => onInput(event.target.value)}
        size="small"
        fullWidth
        margin="dense"
        type="search"
        autoComplete="off"
      />
      {loading && !items ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={overlayTexts.searching} />
        </Box>
      ) : items && items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {empty}
        </Typography>
      ) : (
        <List dense aria-label={label} sx={{ maxHeight: 280, overflowY: 'auto' }}>
          {items?.map(render)}
        </List>
      )}
    </>
  );
}

function SensorSearch({ customerID, ...actions }: Omit<OverlayPaletteProps, 'viewID'>) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading } = useQuery(OverlaySensorPickerDocument, {
    variables: { customerID, query: query || undefined, limit: PALETTE_LIMIT },
  });
  return (
    <SearchList
      label={overlayTexts.searchSensors}
      empty={overlayTexts.noSensors}
      items={(data ?? previousData)?.sensors}
      loading={loading}
      input={input}
      onInput={setInput}
      render={(sensor) => (
        <PaletteItem
          key={sensor.id}
          name={sensor.name}
          detail={sensor.equipmentName}
          overlay={sensorOverlay(sensor)}
          {...actions}
        />
      )}
    />
  );
}

function ViewSearch({ customerID, viewID, ...actions }: OverlayPaletteProps) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading } = useQuery(OverlayViewPickerDocument, {
    variables: { customerID, query: query || undefined, limit: PALETTE_LIMIT },
  });
  const views = (data ?? previousData)?.views.filter((view) => view.id !== viewID);
  return (
    <SearchList
      label={overlayTexts.searchViews}
      empty={overlayTexts.noViews}
      items={views}
      loading={loading}
      input={input}
      onInput={setInput}
      render={(view) => (
        <PaletteItem key={view.id} name={view.name} overlay={viewOverlay(view)} {...actions} />
      )}
    />
  );
}

function LinkForm({ onPlace, onDragStart }: Pick<OverlayPaletteProps, 'onPlace' | 'onDragStart'>) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const trimmed = url.trim();
  const valid = trimmed !== '' && isWidgetLink(trimmed);
  const overlay: PaletteOverlay = {
    ...blank,
    kind: 'link',
    name: name.trim(),
    url: trimmed,
    data: { __typename: 'OverlayLink', name: name.trim(), url: trimmed },
  };
  const label = name.trim() || trimmed || overlayTexts.linkTab;
  return (
    <Box>
      <TextField
        label={overlayTexts.linkName}
        value={name}
        onChange={(event) => setName(event.target.value)}
        size="small"
        fullWidth
        margin="dense"
      />
      <TextField
        label={overlayTexts.linkUrl}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        size="small"
        fullWidth
        margin="dense"
        error={trimmed !== '' && !valid}
        helperText={
          trimmed !== '' && !valid ? overlayTexts.linkUrlInvalid : overlayTexts.linkUrlHelp
        }
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Box
          role="button"
          aria-label={overlayTexts.dragItem(label)}
          aria-disabled={!valid}
          aria-roledescription="draggable"
          onPointerDown={(event) => {
            if (valid) onDragStart(overlay, event);
          }}
          sx={{
            display: 'flex',
            cursor: valid ? 'grab' : 'not-allowed',
            touchAction: 'none',
            opacity: valid ? 1 : 0.4,
          }}
        >
          <DragIndicatorIcon color="action" aria-hidden />
        </Box>
        <Button variant="outlined" size="small" disabled={!valid} onClick={() => onPlace(overlay)}>
          {overlayTexts.placeLink}
        </Button>
      </Box>
    </Box>
  );
}

type PaletteTab = 'sensors' | 'views' | 'link';

/**
 * What can be put on the image (spec core §3 overlays): the customer's sensors and views, searched
 * on the server, and a link. Each is dragged onto the image by its handle, or placed in the middle
 * of what the frame shows with Place (from the keyboard too).
 */
export function OverlayPalette(props: OverlayPaletteProps) {
  const [tab, setTab] = useState<PaletteTab>('sensors');
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h2">
        {overlayTexts.palette}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: PaletteTab) => setTab(next)}
        variant="fullWidth"
        aria-label={overlayTexts.palette}
      >
        <Tab value="sensors" label={overlayTexts.sensorsTab} id={`${id}-sensors`} />
        <Tab value="views" label={overlayTexts.viewsTab} id={`${id}-views`} />
        <Tab value="link" label={overlayTexts.linkTab} id={`${id}-link`} />
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`${id}-${tab}`} sx={{ pt: 1 }}>
        {tab === 'sensors' ? (
          <SensorSearch
            customerID={props.customerID}
            onPlace={props.onPlace}
            onDragStart={props.onDragStart}
          />
        ) : tab === 'views' ? (
          <ViewSearch {...props} />
        ) : (
          <LinkForm onPlace={props.onPlace} onDragStart={props.onDragStart} />
        )}
      </Box>
    </Box>
  );
}
