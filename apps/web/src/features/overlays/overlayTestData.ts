// Server answers for the overlay pages' tests.
import type { LoadedOverlay, LoadedOverlayView } from './overlayDraft';

export const NOW = Date.UTC(2026, 2, 10, 12);

export const sensorOverlay = (
  id: string,
  sensorID: string,
  extra: Partial<LoadedOverlay> = {},
  value: number | null = 21,
): LoadedOverlay =>
  ({
    __typename: 'Overlay',
    id,
    kind: 'sensor',
    size: 40,
    x: 100,
    y: 100,
    open: false,
    opacity: 90,
    backgroundColor: null,
    heatMapColor: null,
    heatMapID: null,
    status: 'ok',
    statusColor: '#4caf50',
    data: {
      __typename: 'Sensor',
      id: sensorID,
      name: `Sensor ${sensorID}`,
      unit: '°C',
      states: [],
      disconnected: false,
      status: extra.status ?? 'ok',
      equipmentName: 'Cold aisle sensor',
      reading: {
        __typename: 'Reading',
        value,
        detail: null,
        createdAt: new Date(NOW - 60_000).toISOString(),
      },
    },
    ...extra,
  }) as LoadedOverlay;

export const viewOverlay = (id: string, extra: Partial<LoadedOverlay> = {}): LoadedOverlay =>
  ({
    __typename: 'Overlay',
    id,
    kind: 'view',
    size: 40,
    x: 300,
    y: 100,
    open: false,
    opacity: 90,
    backgroundColor: null,
    heatMapColor: null,
    heatMapID: null,
    status: 'warning',
    statusColor: '#fbc02d',
    data: {
      __typename: 'OverlayViewLink',
      viewID: 'v9',
      name: 'Plant room',
      viewType: 'dashboard',
      warnings: 2,
      errors: 0,
      disconnectedCount: 1,
    },
    ...extra,
  }) as LoadedOverlay;

export const linkOverlay = (id: string, extra: Partial<LoadedOverlay> = {}): LoadedOverlay =>
  ({
    __typename: 'Overlay',
    id,
    kind: 'link',
    size: 40,
    x: 500,
    y: 100,
    open: false,
    opacity: 90,
    backgroundColor: null,
    heatMapColor: null,
    heatMapID: null,
    status: null,
    statusColor: null,
    data: { __typename: 'OverlayLink', name: 'Manual', url: 'https://example.test/manual' },
    ...extra,
  }) as LoadedOverlay;

export const overlayViewOf = (extra: Partial<LoadedOverlayView> = {}): LoadedOverlayView =>
  ({
    __typename: 'OverlayView',
    id: 'ov1',
    name: 'Ground floor',
    customerID: 'c1',
    image: '/files/images/img-1',
    imageID: 'img-1',
    height: 600,
    width: 800,
    x: 0,
    y: 0,
    rotation: 0,
    canUpdate: true,
    canDelete: true,
    canShare: true,
    heatMaps: [],
    overlays: [],
    ...extra,
  }) as LoadedOverlayView;

export const heatMapOf = (id: string, valueA = 15, valueC = 35) => ({
  __typename: 'HeatMap' as const,
  id,
  colorA: '#2196f3',
  colorB: '#ffeb3b',
  colorC: '#f44336',
  valueA,
  valueC,
});
