// ECharts' server-side rendering: an option in, an SVG string out, no DOM and no browser.
import * as echarts from 'echarts';
import type { EChartsOption } from 'echarts';

/** The family every chart's text asks for; the PDF maps it to the embedded font. */
export const CHART_FONT_FAMILY = 'DejaVu Sans';

export function renderEChartsSvg(option: EChartsOption, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({
      animation: false,
      textStyle: { fontFamily: CHART_FONT_FAMILY },
      ...option,
    });
    return chart.renderToSVGString();
  } finally {
    // Without dispose, zrender's animation loop keeps a timer and the process alive.
    chart.dispose();
  }
}
