import { cases, refused, returns, type IsolationCase } from './tenantIsolation.kit.js';

// The overlays area's operations, called by Home's users with the Victim's customer, overlay
// view, image, sensors and views. Each customer has an overlay view on its own image with a
// sensor, a view and a link overlay and a heat map (tenantFixture).

const OVERLAY_VIEW = `id name image imageID heatMaps { id valueA valueC }
  overlays { id kind heatMapID heatMapColor status data { __typename
    ... on Sensor { id name reading { value } }
    ... on OverlayViewLink { viewID name errors }
    ... on OverlayLink { name url } } }`;

const OVERLAY = (v: { overlayId: string }, extra: Record<string, unknown> = {}) => ({
  id: v.overlayId,
  kind: 'link',
  url: '/taken-over',
  size: 1,
  x: 1,
  y: 1,
  ...extra,
});

// A share link's token reaches its own view only (spec core §2 /shared/{token}): Home's link, or
// the Victim's link to its dashboard, opens no Victim overlay view, signed in or not. What a link
// to an overlay view opens is tenantIsolation.shareTokens.integration.test.ts's subject.
const BY_TOKEN = { anonymous: returns(null) };

export const OVERLAY_QUERY_CASES: IsolationCase[] = [
  ...cases(
    'overlayView',
    `query($v: ID!, $c: ID, $tk: String) { overlayView(viewID: $v, customerID: $c, token: $tk) {
      ${OVERLAY_VIEW} } }`,
    [
      ['a Victim overlay view', (v) => ({ v: v.overlayViewId }), returns(null)],
      [
        'a Victim overlay view under Home',
        (v, h) => ({ v: v.overlayViewId, c: h.customerId }),
        returns(null),
      ],
      ['in the Victim customer', (v) => ({ v: v.overlayViewId, c: v.customerId }), refused()],
      [
        'a Victim overlay view with Home’s share token',
        (v, h) => ({ v: v.overlayViewId, tk: h.shareToken }),
        returns(null),
        BY_TOKEN,
      ],
      [
        'a Victim overlay view with the token of the Victim’s dashboard link',
        (v) => ({ v: v.overlayViewId, tk: v.shareToken }),
        returns(null),
        BY_TOKEN,
      ],
      [
        'Home’s overlay view in the Victim customer with Home’s share token',
        (v, h) => ({ v: h.overlayViewId, c: v.customerId, tk: h.shareToken }),
        refused(),
        { anonymous: refused() },
      ],
    ],
  ),
];

export const OVERLAY_MUTATION_CASES: IsolationCase[] = [
  ...cases(
    'addOverlayView',
    `mutation($i: String!, $c: ID!) {
      addOverlayView(name: "Taken over", image: $i, height: 1, width: 1, customerID: $c) { id } }`,
    [
      ['in the Victim customer', (v) => ({ i: v.imageId, c: v.customerId }), refused()],
      ['on a Victim image under Home', (v, h) => ({ i: v.imageId, c: h.customerId }), refused()],
      [
        'on a Victim image by URL under Home',
        (v, h) => ({ i: `/files/images/${v.imageId}`, c: h.customerId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'updateOverlayImage',
    `mutation($v: ID!, $i: String!, $c: ID!) {
      updateOverlayImage(viewID: $v, image: $i, customerID: $c) { id } }`,
    [
      [
        'of a Victim overlay view in the Victim customer',
        (v, h) => ({ v: v.overlayViewId, i: h.imageId, c: v.customerId }),
        refused(),
      ],
      [
        'of a Victim overlay view under Home',
        (v, h) => ({ v: v.overlayViewId, i: h.imageId, c: h.customerId }),
        refused(),
      ],
      [
        'of Home’s overlay view to a Victim image',
        (v, h) => ({ v: h.overlayViewId, i: v.imageId, c: h.customerId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'updateOverlayView',
    `mutation($v: ID!, $c: ID!) {
      updateOverlayView(viewID: $v, name: "Taken over", width: 2, customerID: $c) { id } }`,
    [
      [
        'a Victim overlay view in the Victim customer',
        (v) => ({ v: v.overlayViewId, c: v.customerId }),
        refused(),
      ],
      [
        'a Victim overlay view under Home',
        (v, h) => ({ v: v.overlayViewId, c: h.customerId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'saveOverlays',
    `mutation($v: ID!, $c: ID!, $o: [OverlayInput!]!, $m: [HeatMapInput!]!) {
      saveOverlays(viewID: $v, customerID: $c, overlays: $o, heatMaps: $m) { id } }`,
    [
      [
        'of a Victim overlay view in the Victim customer',
        (v) => ({ v: v.overlayViewId, c: v.customerId, o: [], m: [] }),
        refused(),
      ],
      [
        'of a Victim overlay view under Home',
        (v, h) => ({ v: v.overlayViewId, c: h.customerId, o: [], m: [] }),
        refused(),
      ],
      [
        'moving a Victim overlay into Home’s view',
        (v, h) => ({ v: h.overlayViewId, c: h.customerId, o: [OVERLAY(v)], m: [] }),
        refused(),
      ],
      [
        'taking over a Victim heat map',
        (v, h) => ({
          v: h.overlayViewId,
          c: h.customerId,
          o: [],
          m: [{ id: v.heatMapId, valueA: 0, valueC: 1 }],
        }),
        refused(),
      ],
      [
        'showing a Victim sensor in Home’s view',
        (v, h) => ({
          v: h.overlayViewId,
          c: h.customerId,
          o: [{ kind: 'sensor', sensorID: v.temperatureSensorId, size: 1, x: 1, y: 1 }],
          m: [],
        }),
        refused(),
      ],
      [
        'linking a Victim view from Home’s view',
        (v, h) => ({
          v: h.overlayViewId,
          c: h.customerId,
          o: [{ kind: 'view', viewID: v.viewId, size: 1, x: 1, y: 1 }],
          m: [],
        }),
        refused(),
      ],
    ],
  ),
];
