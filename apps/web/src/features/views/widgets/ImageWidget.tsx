import Box from '@mui/material/Box';
import { memo } from 'react';
import { WidgetMessage } from './WidgetMessage';
import { widgetTexts } from './widgetTexts';
import type { ViewWidget, WidgetBodyProps } from './widgetTypes';

/** The CSS transform of a widget's image: moved (px), scaled, then rotated (degrees). */
export function imageTransformCss(transform: ViewWidget['imageTransform']): string | undefined {
  if (!transform) return undefined;
  const { translateX, translateY, scale, rotation } = transform;
  return `translate(${translateX}px, ${translateY}px) scale(${scale}) rotate(${rotation}deg)`;
}

/** Image: the widget's uploaded image, placed as it was arranged in the editor. */
export const ImageWidget = memo(function ImageWidget({ widget }: WidgetBodyProps) {
  if (!widget.imageURL) return <WidgetMessage>{widgetTexts.noImage}</WidgetMessage>;
  return (
    <Box sx={{ width: '100%', height: '100%', overflow: 'hidden' }}>
      <Box
        component="img"
        src={widget.imageURL}
        alt={widget.name || widgetTexts.imageAlt}
        style={{ transform: imageTransformCss(widget.imageTransform) }}
        sx={{ display: 'block', maxWidth: '100%', transformOrigin: 'center' }}
      />
    </Box>
  );
});
