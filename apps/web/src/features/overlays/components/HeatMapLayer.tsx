import { heatFieldGrid, renderHeatField } from '@vigil/domain';
import type { HeatMapScale, HeatSample } from '@vigil/domain';
import { useEffect, useMemo, useRef } from 'react';
import { newerValue } from '../hooks/useOverlayLiveValues';
import type { OverlayLiveValues, OverlayValue } from '../hooks/useOverlayLiveValues';

/** A sensor overlay on the map: where it is on the image and what the page loaded for it. */
export interface HeatMapSensor {
  sensorID: string;
  x: number;
  y: number;
  loaded: OverlayValue | undefined;
}

export interface HeatMapLayerProps {
  heatMap: HeatMapScale & { id: string };
  sensors: readonly HeatMapSensor[];
  values: OverlayLiveValues;
  width: number;
  height: number;
}

/** How much of the floor plan shows through the field. */
const FIELD_OPACITY = 0.6;

/** Whether this browser draws on a canvas (jsdom does not): checked once. */
let canvasWorks: boolean | undefined;
function canDraw(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  if (canvasWorks === false) return null;
  let context: CanvasRenderingContext2D | null;
  try {
    context = canvas.getContext('2d');
  } catch {
    context = null;
  }
  canvasWorks = context !== null;
  return context;
}

/**
 * One heat map's colour field (ADR 019), under the overlays: computed on a grid of cells over the
 * image by the domain's renderHeatField and stretched to the image by the browser. A live value of
 * one of its sensors redraws it on the next frame, outside React: the page does not re-render.
 */
export function HeatMapLayer({ heatMap, sensors, values, width, height }: HeatMapLayerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const grid = useMemo(() => heatFieldGrid(width, height), [width, height]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ids = new Set(sensors.map((sensor) => sensor.sensorID));
    let frame = 0;
    const draw = () => {
      frame = 0;
      const samples: HeatSample[] = sensors.flatMap((sensor) => {
        const value = newerValue(sensor.loaded, values.get(sensor.sensorID));
        return value && !value.disconnected && value.value !== null
          ? [{ x: sensor.x, y: sensor.y, value: value.value }]
          : [];
      });
      // What the field was drawn from, for tests and for anyone inspecting the page.
      canvas.dataset.samples = samples.map((s) => `${s.x},${s.y}=${s.value}`).join(';');
      const context = canDraw(canvas);
      if (!context) return;
      const image = context.createImageData(grid.columns, grid.rows);
      image.data.set(renderHeatField(samples, heatMap, grid));
      context.putImageData(image, 0, 0);
    };
    draw();
    const stop = values.subscribeAll((sensorID) => {
      if (ids.has(sensorID) && frame === 0) frame = requestAnimationFrame(draw);
    });
    return () => {
      stop();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [heatMap, sensors, values, grid]);

  return (
    <canvas
      ref={canvasRef}
      width={grid.columns}
      height={grid.rows}
      aria-hidden
      data-testid="heat-map-canvas"
      data-heat-map={heatMap.id}
      data-columns={grid.columns}
      data-rows={grid.rows}
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        opacity: FIELD_OPACITY,
        pointerEvents: 'none',
      }}
    />
  );
}
