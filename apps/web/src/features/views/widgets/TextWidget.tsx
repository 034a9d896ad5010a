import Typography from '@mui/material/Typography';
import { decodeWidgetNotes } from '@vigil/domain';
import { memo } from 'react';
import { WidgetMessage } from './WidgetMessage';
import { widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

/** Text: the widget's notes as plain text, line breaks kept; markup is shown, never run. */
export const TextWidget = memo(function TextWidget({ widget }: WidgetBodyProps) {
  const text = widget.notes ? decodeWidgetNotes(widget.notes) : '';
  if (!text.trim()) return <WidgetMessage>{widgetTexts.noText}</WidgetMessage>;
  return (
    <Typography
      variant="body2"
      data-testid="widget-text"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}
    >
      {text}
    </Typography>
  );
});
