import type { ApexOptions } from 'apexcharts';
import type { DefaultTheme } from 'styled-components';

/**
 * The chart settings every Sahha chart shares: theme fonts and colours, no toolbar or zoom, motion
 * only for those who have not asked for less. Our charts are purely visual (a table or a card
 * carries the text alternative) and hidden from assistive technology, so nothing in them may take
 * focus: ApexCharts' own accessibility layer is off.
 */
export function sharedChartOptions(theme: DefaultTheme, id: string): Pick<ApexOptions, 'chart' | 'theme'> {
  const reduceMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return {
    chart: {
      id,
      toolbar: { show: false },
      zoom: { enabled: false },
      fontFamily: theme.fonts.body,
      foreColor: theme.colors.textMuted,
      background: 'transparent',
      animations: { enabled: !reduceMotion, speed: 200 },
      accessibility: { enabled: false },
    },
    theme: { mode: theme.name },
  };
}
