import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { WidgetBodyProps } from './widgetTypes';

// A hex, rgb()/hsl() or named colour: anything else is user text that does not belong in CSS.
const CSS_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]+)$/i;

/** A colour chosen for a widget, when it is one CSS understands as a plain colour. */
export function safeColor(color: string | null | undefined): string | undefined {
  const trimmed = color?.trim();
  return trimmed && CSS_COLOR.test(trimmed) ? trimmed : undefined;
}

/** Header: the widget's name as a section heading of the view, in the widget's colour if set. */
export const HeaderWidget = memo(function HeaderWidget({ widget }: WidgetBodyProps) {
  return (
    <Typography
      component="h2"
      variant="h5"
      sx={{ m: 0, color: safeColor(widget.color) ?? 'text.primary' }}
    >
      {widget.name}
    </Typography>
  );
});
