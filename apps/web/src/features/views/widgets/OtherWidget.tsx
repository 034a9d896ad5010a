import { memo } from 'react';
import { SensorTable } from './SensorTable';
import { WidgetMessage } from './WidgetMessage';
import { widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

/** Other: a compact table of the widget's sensors. */
export const OtherWidget = memo(function OtherWidget({ widget, sensors, latest }: WidgetBodyProps) {
  if (sensors.length === 0) return <WidgetMessage>{widgetTexts.noSensors}</WidgetMessage>;
  return <SensorTable widget={widget} sensors={sensors} latest={latest} />;
});
