import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { useEffect, useRef } from 'react';
import type { CSSProperties, KeyboardEvent, PointerEvent, ReactNode, RefObject } from 'react';
import {
  COUNTER_ROTATE,
  COUNTER_SCALE,
  PAN_STEP,
  ROTATE_STEP,
  ZOOM_STEP,
  panBy,
  pinch,
  rotateBy,
  markerScale,
  wheelFactor,
  zoomAt,
  type Placement,
  type Point,
  type Size,
} from '../overlayGeometry';
import { overlayTexts } from '../overlayTexts';

export interface OverlayStageProps {
  frameRef: RefObject<HTMLDivElement | null>;
  /** The frame's size, once measured. */
  frame: Size;
  image: Size & { url: string; name: string };
  placement: Placement;
  onPlacement: (next: Placement) => void;
  /** Back to the stored placement, fitted to the frame. */
  onReset: () => void;
  /** Layers over the image, in image pixels: heat maps, then overlays. */
  children: ReactNode;
}

interface Gesture {
  start: Placement;
  /** Where each pointer went down, by pointer id. */
  from: Map<number, Point>;
  /** Where each pointer is now. */
  now: Map<number, Point>;
}

const pair = (points: Map<number, Point>) => [...points.values()].slice(0, 2) as [Point, Point];

/**
 * The image in its frame, placed by `placement`: dragged to pan, pinched to zoom and turn (two
 * fingers), the wheel to zoom at the pointer, arrow keys and + / − from the keyboard, and buttons
 * for zoom, rotation and reset. Overlays stop their own pointers, so dragging one moves it, not
 * the image.
 */
export function OverlayStage({
  frameRef,
  frame,
  image,
  placement,
  onPlacement,
  onReset,
  children,
}: OverlayStageProps) {
  const gesture = useRef<Gesture | null>(null);
  const latest = useRef({ placement, frame, image, onPlacement });
  useEffect(() => {
    latest.current = { placement, frame, image, onPlacement };
  });

  // A wheel listener that may prevent the page from scrolling: React's is passive.
  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { placement: at, frame: size, image: img, onPlacement: place } = latest.current;
      const rect = element.getBoundingClientRect();
      const anchor = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      place(zoomAt(at, wheelFactor(event.deltaY), img, size, anchor));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [frameRef]);

  const local = (event: PointerEvent) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = local(event);
    const current = gesture.current;
    if (current) {
      // A second finger: the gesture starts again from here, as a pinch.
      current.now.set(event.pointerId, point);
      gesture.current = { start: placement, from: new Map(current.now), now: current.now };
    } else {
      gesture.current = {
        start: placement,
        from: new Map([[event.pointerId, point]]),
        now: new Map([[event.pointerId, point]]),
      };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current?.now.has(event.pointerId)) return;
    current.now.set(event.pointerId, local(event));
    if (current.now.size >= 2 && current.from.size >= 2) {
      onPlacement(pinch(current.start, pair(current.from), pair(current.now), image, frame));
    } else {
      const from = current.from.get(event.pointerId)!;
      const now = current.now.get(event.pointerId)!;
      onPlacement(panBy(current.start, now.x - from.x, now.y - from.y));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current?.now.has(event.pointerId)) return;
    current.now.delete(event.pointerId);
    // The fingers left carry on as a new gesture from where the image is now.
    gesture.current =
      current.now.size === 0
        ? null
        : { start: placement, from: new Map(current.now), now: current.now };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (move) onPlacement(panBy(placement, move[0], move[1]));
    else if (event.key === '+' || event.key === '=')
      onPlacement(zoomAt(placement, ZOOM_STEP, image, frame));
    else if (event.key === '-') onPlacement(zoomAt(placement, 1 / ZOOM_STEP, image, frame));
    else return;
    event.preventDefault();
  };

  const button = (label: string, icon: ReactNode, act: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={act}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Box
      ref={frameRef}
      role="group"
      tabIndex={0}
      aria-label={overlayTexts.stageLabel(image.name)}
      data-testid="overlay-stage"
      data-zoom={placement.zoom}
      data-rotation={placement.rotation}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height: { xs: '60vh', md: '70vh' },
        minHeight: 280,
        bgcolor: 'grey.200',
        borderRadius: 1,
        touchAction: 'none',
        userSelect: 'none',
        cursor: 'grab',
        '&:active': { cursor: 'grabbing' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        data-testid="overlay-world"
        sx={{
          position: 'absolute',
          left: frame.width / 2 - image.width / 2,
          top: frame.height / 2 - image.height / 2,
          width: image.width,
          height: image.height,
          transformOrigin: 'center',
        }}
        style={
          {
            transform: `translate(${placement.x * placement.zoom}px, ${placement.y * placement.zoom}px) rotate(${placement.rotation}deg) scale(${placement.zoom})`,
            [COUNTER_ROTATE]: `${-placement.rotation}deg`,
            [COUNTER_SCALE]: markerScale(placement.zoom),
          } as CSSProperties
        }
      >
        <Box
          component="img"
          src={image.url}
          alt={overlayTexts.imageAlt(image.name)}
          draggable={false}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
        />
        {children}
      </Box>
      <Paper
        role="toolbar"
        aria-label={overlayTexts.placementControls}
        elevation={2}
        onPointerDown={(event) => event.stopPropagation()}
        sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', flexWrap: 'wrap' }}
      >
        {button(overlayTexts.zoomIn, <ZoomInIcon />, () =>
          onPlacement(zoomAt(placement, ZOOM_STEP, image, frame)),
        )}
        {button(overlayTexts.zoomOut, <ZoomOutIcon />, () =>
          onPlacement(zoomAt(placement, 1 / ZOOM_STEP, image, frame)),
        )}
        {button(overlayTexts.rotateLeft, <RotateLeftIcon />, () =>
          onPlacement(rotateBy(placement, -ROTATE_STEP, image, frame)),
        )}
        {button(overlayTexts.rotateRight, <RotateRightIcon />, () =>
          onPlacement(rotateBy(placement, ROTATE_STEP, image, frame)),
        )}
        {button(overlayTexts.resetPlacement, <CenterFocusStrongIcon />, onReset)}
      </Paper>
    </Box>
  );
}
