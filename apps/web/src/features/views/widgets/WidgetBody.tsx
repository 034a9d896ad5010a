import { WIDGET_TYPES } from '@vigil/domain';
import type { WidgetType } from '@vigil/domain';
import { memo } from 'react';
import type { ComponentType } from 'react';
import { AiWidget } from './AiWidget';
import { AlarmsWidget } from './AlarmsWidget';
import { CalculationWidget } from './CalculationWidget';
import { ChartWidget } from './ChartWidget';
import { CountdownWidget } from './CountdownWidget';
import { GaugeWidget } from './GaugeWidget';
import { HeaderWidget } from './HeaderWidget';
import { ImageWidget } from './ImageWidget';
import { MetaWidget } from './MetaWidget';
import { OpenClosedWidget } from './OpenClosedWidget';
import { OtherWidget } from './OtherWidget';
import { SensorValueWidget } from './SensorValueWidget';
import { SingleValueWidget } from './SingleValueWidget';
import { TextWidget } from './TextWidget';
import { TrapWidget } from './TrapWidget';
import { TrendWidget } from './TrendWidget';
import { WidgetMessage } from './WidgetMessage';
import { widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

export const WIDGET_COMPONENTS: Record<WidgetType, ComponentType<WidgetBodyProps>> = {
  OPEN_CLOSED: OpenClosedWidget,
  SENSOR_VALUE: SensorValueWidget,
  CALCULATION: CalculationWidget,
  ARTIFICIAL_INTELLIGENCE: AiWidget,
  IMAGE: ImageWidget,
  TRAP: TrapWidget,
  META: MetaWidget,
  TEXT: TextWidget,
  HEADER: HeaderWidget,
  COUNTDOWN: CountdownWidget,
  SINGLE_VALUE: SingleValueWidget,
  ALARMS: AlarmsWidget,
  TREND: TrendWidget,
  CHART: ChartWidget,
  GAUGE: GaugeWidget,
  OTHER: OtherWidget,
};

function isWidgetType(type: string): type is WidgetType {
  return (WIDGET_TYPES as readonly string[]).includes(type);
}

/** Widgets whose text moves with the clock ("updated …", time left, "since …", "in 3 h"). */
const USES_NOW: ReadonlySet<string> = new Set<WidgetType>([
  'SENSOR_VALUE',
  'COUNTDOWN',
  'ALARMS',
  'ARTIFICIAL_INTELLIGENCE',
]);

/**
 * Whether a widget would render the same: the view page re-renders every widget on each live
 * reading and clock tick, so a widget only renders again when its own sensors' latest values,
 * its own data, or (for widgets that show times) the clock changed.
 */
export function sameWidgetBody(prev: WidgetBodyProps, next: WidgetBodyProps): boolean {
  if (
    prev.widget !== next.widget ||
    prev.sensors !== next.sensors ||
    prev.trend !== next.trend ||
    prev.window !== next.window ||
    prev.insights !== next.insights ||
    prev.range !== next.range ||
    prev.customerID !== next.customerID ||
    prev.viewID !== next.viewID ||
    prev.canUpdate !== next.canUpdate
  ) {
    return false;
  }
  const type = next.widget.type;
  if (type === 'TREND' && prev.history !== next.history) return false;
  if (USES_NOW.has(type) && prev.now !== next.now) return false;
  return (
    prev.latest === next.latest ||
    next.sensors.every((s) => prev.latest.get(s.id) === next.latest.get(s.id))
  );
}

/** A widget's body, by its type; the view page draws the card and title around it. */
export const WidgetBody = memo(function WidgetBody(props: WidgetBodyProps) {
  const { type } = props.widget;
  if (!isWidgetType(type)) return <WidgetMessage>{widgetTexts.unknownType(type)}</WidgetMessage>;
  const Widget = WIDGET_COMPONENTS[type];
  return <Widget {...props} />;
}, sameWidgetBody);
