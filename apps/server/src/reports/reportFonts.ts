// The embedded fonts: DejaVu Sans from the dejavu-fonts-ttf package, so °C, ü and other
// non-WinAnsi text renders (pdfkit's standard fonts cannot), read once per process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const REPORT_FONT = 'ReportSans';
export const REPORT_FONT_BOLD = 'ReportSansBold';

let fonts: { regular: Buffer; bold: Buffer } | null = null;

export function reportFontFiles(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}
