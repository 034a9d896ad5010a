// Where an overlay view's image sits in its frame. The image's centre is at the frame's centre
// moved by (x, y) image pixels along the screen's axes, turned by `rotation` degrees about that
// centre and scaled by `zoom`: a point p of the image is on screen at
//   frame centre + zoom · ((x, y) + R(rotation) · (p − image centre)).
// x, y and rotation are what updateOverlayView stores; zoom is the reader's own.

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Placement {
  /** The image centre's offset from the frame's centre, in image pixels along the screen axes. */
  x: number;
  y: number;
  /** Degrees, clockwise, in [0, 360). */
  rotation: number;
  zoom: number;
}

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 20;
/** One press of Zoom in or Zoom out. */
export const ZOOM_STEP = 1.25;
/** One press of Rotate. */
export const ROTATE_STEP = 90;
/** One arrow key press pans this many screen pixels. */
export const PAN_STEP = 40;
/** Zoomed out, overlays shrink with the image down to this share of their size, no further. */
export const MARKER_MIN_SCALE = 0.75;
/** The stage's CSS variables that overlays undo its turn and zoom with. */
export const COUNTER_ROTATE = '--overlay-counter-rotate';
export const COUNTER_SCALE = '--overlay-counter-scale';

/** How much an overlay is enlarged against the zoom, so it is never shown below its minimum. */
export function markerScale(zoom: number): number {
  return zoom > 0 ? Math.max(1, MARKER_MIN_SCALE / zoom) : 1;
}

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** An angle in degrees as [0, 360). */
export function normalizeRotation(degrees: number): number {
  const turned = degrees % 360;
  const positive = turned < 0 ? turned + 360 : turned;
  // -0 and float dust at a full turn read as 0.
  return Math.abs(positive) < 1e-9 || Math.abs(positive - 360) < 1e-9 ? 0 : positive;
}

function rotate(point: Point, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: point.x * cos - point.y * sin, y: point.x * sin + point.y * cos };
}

/** The zoom at which the whole image, turned as it is, fits the frame (never above 1). */
export function fitZoom(image: Size, frame: Size, rotation = 0): number {
  if (!(image.width > 0 && image.height > 0 && frame.width > 0 && frame.height > 0)) return 1;
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = image.width * cos + image.height * sin;
  const height = image.width * sin + image.height * cos;
  return clampZoom(Math.min(1, frame.width / width, frame.height / height));
}

/** Where a point of the image is on screen, relative to the frame's top left corner. */
export function toScreen(point: Point, placement: Placement, image: Size, frame: Size): Point {
  const turned = rotate(
    { x: point.x - image.width / 2, y: point.y - image.height / 2 },
    placement.rotation,
  );
  return {
    x: frame.width / 2 + placement.zoom * (placement.x + turned.x),
    y: frame.height / 2 + placement.zoom * (placement.y + turned.y),
  };
}

/** The point of the image under a point of the frame (the inverse of toScreen). */
export function toImage(screen: Point, placement: Placement, image: Size, frame: Size): Point {
  const turned = {
    x: (screen.x - frame.width / 2) / placement.zoom - placement.x,
    y: (screen.y - frame.height / 2) / placement.zoom - placement.y,
  };
  const point = rotate(turned, -placement.rotation);
  return { x: point.x + image.width / 2, y: point.y + image.height / 2 };
}

/** Moved by this many screen pixels. */
export function panBy(placement: Placement, dx: number, dy: number): Placement {
  return {
    ...placement,
    x: placement.x + dx / placement.zoom,
    y: placement.y + dy / placement.zoom,
  };
}

/**
 * Zoomed by `factor` (clamped) keeping the image point under `anchor` (a point of the frame, its
 * centre by default) where it is.
 */
export function zoomAt(
  placement: Placement,
  factor: number,
  image: Size,
  frame: Size,
  anchor: Point = { x: frame.width / 2, y: frame.height / 2 },
): Placement {
  const zoom = clampZoom(placement.zoom * factor);
  const held = toImage(anchor, placement, image, frame);
  return keep(held, anchor, { ...placement, zoom }, image, frame);
}

/** Turned by `degrees` about the image point under the frame's centre. */
export function rotateBy(
  placement: Placement,
  degrees: number,
  image: Size,
  frame: Size,
): Placement {
  const anchor = { x: frame.width / 2, y: frame.height / 2 };
  const held = toImage(anchor, placement, image, frame);
  const rotation = normalizeRotation(placement.rotation + degrees);
  return keep(held, anchor, { ...placement, rotation }, image, frame);
}

/** The placement moved so that the image point `held` is on screen at `anchor`. */
function keep(held: Point, anchor: Point, placement: Placement, image: Size, frame: Size) {
  const now = toScreen(held, placement, image, frame);
  return panBy(placement, anchor.x - now.x, anchor.y - now.y);
}

/**
 * Two fingers moved from `from` to `to`: the image follows them, zoomed by how far apart they
 * moved, turned by how their line turned, and the point under their first middle stays under
 * their middle now.
 */
export function pinch(
  start: Placement,
  from: readonly [Point, Point],
  to: readonly [Point, Point],
  image: Size,
  frame: Size,
): Placement {
  const span = (pair: readonly [Point, Point]) =>
    Math.hypot(pair[1].x - pair[0].x, pair[1].y - pair[0].y);
  const angle = (pair: readonly [Point, Point]) =>
    (Math.atan2(pair[1].y - pair[0].y, pair[1].x - pair[0].x) * 180) / Math.PI;
  const middle = (pair: readonly [Point, Point]) => ({
    x: (pair[0].x + pair[1].x) / 2,
    y: (pair[0].y + pair[1].y) / 2,
  });
  const held = toImage(middle(from), start, image, frame);
  const ratio = span(from) > 0 ? span(to) / span(from) : 1;
  const turned = {
    ...start,
    zoom: clampZoom(start.zoom * ratio),
    rotation: normalizeRotation(start.rotation + angle(to) - angle(from)),
  };
  return keep(held, middle(to), turned, image, frame);
}

/** The wheel's zoom factor for a wheel event's vertical delta (pixels): smooth, either way. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-Math.max(-100, Math.min(100, deltaY)) / 300);
}
