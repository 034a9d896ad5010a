import { memo } from 'react';
import { WidgetMessage } from './WidgetMessage';
import { WidgetValue } from './WidgetValue';
import { sensorValueDisplay } from './widgetDisplay';
import { widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

/** Single Value: the first sensor's value, large, coloured by the widget's or sensor's thresholds. */
export const SingleValueWidget = memo(function SingleValueWidget({
  widget,
  sensors,
  latest,
}: WidgetBodyProps) {
  const [sensor] = sensors;
  if (!sensor) return <WidgetMessage>{widgetTexts.noSensors}</WidgetMessage>;
  return <WidgetValue display={sensorValueDisplay(widget, sensor, latest)} size="large" />;
});
