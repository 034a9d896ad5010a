import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { WIDGET_TYPE_LABELS, WIDGET_TYPES } from '@vigil/domain';
import type { ScreenSize, WidgetType } from '@vigil/domain';
import { useMemo, useState } from 'react';
import type { TemplateWidgetsQuery } from '../../../graphql/generated/graphql';
import { completeLayouts, readViewLayout } from '../../views/viewPage/gridLayouts';
import { ViewGrid } from '../../views/viewPage/ViewGrid';
import { widgetTitle } from '../../views/viewPage/WidgetFrame';
import { templateTexts as texts } from '../templateTexts';

type TemplateWidget = TemplateWidgetsQuery['templateWidgets'][number];

const typeLabel = (type: string) =>
  (WIDGET_TYPES as readonly string[]).includes(type)
    ? WIDGET_TYPE_LABELS[type as WidgetType]
    : type;

const NO_CHANGE = () => {};

export interface TemplateLayoutPreviewProps {
  /** The template's layout, JSON text as a view's. */
  layout: string;
  widgets: readonly TemplateWidget[];
  /** The names of the registers each widget reads, by widget id. */
  registersOf: ReadonlyMap<string, readonly string[]>;
}

/**
 * A template's layout as a static picture: each widget's name, type and registers in its grid
 * place, on a phone's or a desktop's width; no live data, nothing to drag.
 */
export function TemplateLayoutPreview({
  layout,
  widgets,
  registersOf,
}: TemplateLayoutPreviewProps) {
  const [screen, setScreen] = useState<ScreenSize>('lg');
  const layouts = useMemo(
    () => completeLayouts(readViewLayout(layout), widgets),
    [layout, widgets],
  );
  if (widgets.length === 0) {
    return <Typography color="text.secondary">{texts.noWidgets}</Typography>;
  }
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={screen}
        onChange={(_event, next: ScreenSize | null) => {
          if (next) setScreen(next);
        }}
        aria-label={texts.layoutSize}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="xxs">{texts.stepMobile}</ToggleButton>
        <ToggleButton value="lg">{texts.stepDesktop}</ToggleButton>
      </ToggleButtonGroup>
      <ViewGrid
        screen={screen}
        frame={screen === 'xxs' ? 'mobile' : 'desktop'}
        layouts={layouts}
        editing={false}
        onLayoutChange={NO_CHANGE}
      >
        {widgets.map((widget) => {
          const registers = registersOf.get(widget.id) ?? [];
          return (
            <div key={widget.key} data-testid="template-widget">
              <Paper
                component="section"
                variant="outlined"
                aria-label={widgetTitle(widget)}
                sx={{ height: '100%', p: 1, overflow: 'hidden' }}
              >
                <Typography variant="subtitle2" component="h3" noWrap>
                  {widgetTitle(widget)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {typeLabel(widget.type)}
                </Typography>
                {registers.length > 0 ? (
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {registers.map((name) => (
                      <Typography component="li" variant="caption" key={name}>
                        {name}
                      </Typography>
                    ))}
                  </Box>
                ) : null}
              </Paper>
            </div>
          );
        })}
      </ViewGrid>
    </>
  );
}
