export { WidgetBody, WIDGET_COMPONENTS, sameWidgetBody } from './WidgetBody';
export type * from './widgetTypes';
