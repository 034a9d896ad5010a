// How a number reads wherever Vigil shows one (widgets, sensor pages, reports): at most two
// decimals. The web formats in the browser's locale; a report in a fixed one.

export const DISPLAY_MAX_DECIMALS = 2;

const formats = new Map<string, Intl.NumberFormat>();

/** The number as shown: at most two decimals, in `locale` (the runtime's when not given). */
export function formatDisplayNumber(value: number, locale?: string): string {
  const key = locale ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: DISPLAY_MAX_DECIMALS });
    formats.set(key, format);
  }
  return format.format(value);
}
