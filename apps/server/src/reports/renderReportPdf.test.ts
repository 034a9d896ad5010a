// The report checked the way issue 17 asks: real poppler tools on the PDF the renderer wrote.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReportPdfBuffer, summaryCells } from './renderReportPdf.js';
import { formatReportRange } from './reportFormat.js';
import { SAMPLE_MAX_POINTS, sampleReportModel } from './sampleReportModel.js';

const dir = mkdtempSync(join(tmpdir(), 'vigil-report-'));
const file = join(dir, 'report.pdf');
const model = sampleReportModel(30);
let text = '';
let layout = '';

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(async () => {
  // Its speed, and how long it holds the event loop, are for a benchmark (issue 17), not a test.
  const pdf = await renderReportPdfBuffer(model);
  writeFileSync(file, pdf);
  text = run('pdftotext', ['-enc', 'UTF-8', file, '-']).stdout;
  layout = run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).stdout;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('renderReportPdf', () => {
  it('renders the issue-17 model: 20 widgets over 30 days, series of at most 1000 points', () => {
    expect(model.widgets).toHaveLength(20);
    for (const w of model.widgets) {
      if (w.kind !== 'trend') continue;
      for (const s of w.series) expect(s.points.length).toBeLessThanOrEqual(SAMPLE_MAX_POINTS);
    }
  });

  it('shows the view, customer and range (in the user time zone) on the cover', () => {
    expect(text).toContain(model.viewName);
    expect(text).toContain(model.customerName);
    expect(text).toContain(formatReportRange(model.range));
    expect(text).toContain('2025-04-02 00:00 – 2025-05-02 00:00 (Europe/Berlin, UTC+02:00)');
  });

  it('titles every widget', () => {
    for (const w of model.widgets) expect(text).toContain(w.title);
  });

  it("prints each sensor's min, mean and max as formatted, in its summary row", () => {
    expect(model.summary.length).toBeGreaterThanOrEqual(16);
    for (const row of model.summary) {
      const [name, min, mean, max, warning, alarm] = summaryCells(row);
      const line = [name, min, mean, max, warning, alarm].map((c) => escape(c ?? '')).join('\\s+');
      expect(layout).toMatch(new RegExp(line));
    }
  });

  it('embeds a font that renders non-WinAnsi text (°C, ü, ß)', () => {
    expect(text).toContain('°C');
    expect(text).toContain('Kühlraum 1 Temperatur');
    expect(text).toContain('Außentemperatur');
    const fonts = run('pdffonts', [file]).stdout;
    expect(fonts).toMatch(/DejaVuSans/);
    for (const line of fonts.split('\n').filter((l) => l.includes('DejaVu'))) {
      expect(line).toMatch(/yes\s+yes\s+yes/); // embedded, subset, unicode map
    }
  });

  it('lists the alarms opened in the range with their acknowledgement', () => {
    expect(text).toContain('Alarms in the range');
    expect(text).toContain('Not acknowledged');
    expect(text).toContain('Jörg Weiß');
  });

  it('renders every page with pdftoppm without error', () => {
    const info = run('pdfinfo', [file]);
    expect(info.status).toBe(0);
    const pages = Number(/Pages:\s+(\d+)/.exec(info.stdout)?.[1]);
    expect(pages).toBeGreaterThan(5);
    for (let page = 1; page <= pages; page += 1) {
      const out = run('pdftoppm', [
        '-r',
        '30',
        '-png',
        '-f',
        String(page),
        '-l',
        String(page),
        file,
        join(dir, 'p'),
      ]);
      expect({ page, status: out.status, stderr: out.stderr }).toEqual({
        page,
        status: 0,
        stderr: '',
      });
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.png'))).toHaveLength(pages);
  });
});
