import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodePng } from '../apps/server/src/demo/demoFloorPlan.js';
import { DEMO_PASSWORD, force, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

// Overlay views as the demo admin builds one: a floor plan uploaded from Create View, four demo
// temperature sensors dragged onto it and put on a heat map, saved; the cold aisle sensor forced
// hot and the colour field around it following live, read off the canvas, without a reload; then
// the view's public link opened by a browser that never signed in: read-only and live too.

const SUFFIX = Date.now().toString(36);
const NAME = `Floor ${SUFFIX}`;
const WIDTH = 800;
const HEIGHT = 600;

/** A plain floor plan: light floor inside a dark wall. */
const FLOOR_PLAN = encodePng(WIDTH, HEIGHT, (x, y) =>
  x < 8 || y < 8 || x >= WIDTH - 8 || y >= HEIGHT - 8 ? [84, 110, 122] : [236, 239, 241],
);

/** Demo sensors and where they go, as fractions of the image. */
const SENSORS = [
  { name: 'Temperature', equipment: 'Cold aisle sensor', at: [0.25, 0.3] },
  { name: 'Supply air temperature', equipment: 'CRAC 1', at: [0.75, 0.3] },
  { name: 'Return air temperature', equipment: 'CRAC 1', at: [0.75, 0.75] },
  { name: 'Battery temperature', equipment: 'UPS A', at: [0.25, 0.75] },
] as const;

let browser: Browser;
let admin: TestPage;

/** Lets a forced simulator point follow its model again. */
async function release(device: string, point: string) {
  await fetch(`${inject('controlUrl')}/devices/${device}/values/${point}`, { method: 'DELETE' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await openPage(browser);
  await admin.page.goto('/login');
  await signIn(admin.page, 'admin@vigil.demo', DEMO_PASSWORD);
  await admin.page.waitForURL('**/home');
});

afterAll(async () => {
  await release('env-1', 'temperature');
  await admin?.context.close();
  await browser?.close();
});

const overlayNamed = (page: Page, name: string) =>
  page.locator(`[data-testid="overlay"][title="${name}"]`);

/** Drags from the middle of `from` to a point of the page with the mouse, in small steps. */
async function drag(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = (await from.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** The heat map's pixel (RGBA) in the cell under an image point. */
function heatPixel(page: Page, point: { x: number; y: number }) {
  return page.getByTestId('heat-map-canvas').evaluate(
    (canvas: HTMLCanvasElement, { x, y, width, height }) => {
      const column = Math.min(canvas.width - 1, Math.floor(x / (width / canvas.width)));
      const row = Math.min(canvas.height - 1, Math.floor(y / (height / canvas.height)));
      return Array.from(canvas.getContext('2d')!.getImageData(column, row, 1, 1).data);
    },
    { ...point, width: WIDTH, height: HEIGHT },
  );
}

async function positionOf(overlay: Locator) {
  return {
    x: Number(await overlay.getAttribute('data-x')),
    y: Number(await overlay.getAttribute('data-y')),
  };
}

describe('overlay views', () => {
  let viewPath = '';

  it('creates an overlay view from My Views on an uploaded floor plan', async () => {
    const { page, errors } = admin;
    await page.goto('/views');
    await page.getByRole('button', { name: 'Create View' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create View' });
    await dialog.getByRole('radio', { name: 'Overlay view on an image' }).check();
    await dialog.getByLabel(/^Name/).fill(NAME);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/overlay\/views\/new\?name=/);
    const form = page.getByRole('form', { name: 'New overlay view' });
    expect(await form.getByLabel(/^Name/).inputValue()).toBe(NAME);

    await page.getByTestId('image-file').setInputFiles({
      name: 'floor-plan.png',
      mimeType: 'image/png',
      buffer: FLOOR_PLAN,
    });
    await expect
      .poll(() => page.getByTestId('upload-progress').getAttribute('data-progress'))
      .toBe('100');
    // The fields take the image's own size once the browser has it.
    await expect.poll(() => form.getByLabel(/^Width/).inputValue()).toBe(String(WIDTH));
    expect(await form.getByLabel(/^Height/).inputValue()).toBe(String(HEIGHT));
    await page.getByRole('button', { name: 'Create overlay view' }).click();
    await page.waitForURL(/\/overlay\/views\/\d+$/);
    viewPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByTestId('overlays-empty').waitFor();
    expect(errors).toEqual([]);
  });

  it('places four demo sensors by dragging, puts them on a heat map and saves', async () => {
    const { page, errors } = admin;
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const image = page.getByRole('img', { name: `Image of ${NAME}` });
    for (const sensor of SENSORS) {
      await page.getByRole('searchbox', { name: 'Search sensors' }).fill(sensor.name);
      const item = page
        .getByTestId('palette-item')
        .filter({ hasText: sensor.equipment })
        .filter({ has: page.getByText(sensor.name, { exact: true }) })
        .first();
      await item.waitFor();
      const box = (await image.boundingBox())!;
      await drag(page, item.getByTestId('palette-drag'), {
        x: box.x + box.width * sensor.at[0],
        y: box.y + box.height * sensor.at[1],
      });
      const placed = overlayNamed(page, sensor.name);
      await placed.waitFor();
      const where = await positionOf(placed);
      expect(Math.abs(where.x - WIDTH * sensor.at[0])).toBeLessThanOrEqual(2);
      expect(Math.abs(where.y - HEIGHT * sensor.at[1])).toBeLessThanOrEqual(2);
    }

    await page.getByRole('button', { name: 'Add heat map' }).click();
    const editor = page.getByRole('group', { name: 'Heat map 1' });
    await editor.getByRole('spinbutton', { name: 'Low value' }).fill('15');
    await editor.getByRole('spinbutton', { name: 'High value' }).fill('40');
    const inspector = page.getByTestId('overlay-inspector');
    for (const sensor of SENSORS) {
      await overlayNamed(page, sensor.name).click();
      await inspector.getByRole('heading', { name: new RegExp(`: ${sensor.name}$`) }).waitFor();
      await inspector.getByRole('combobox', { name: 'Heat map' }).click();
      await page.getByRole('option', { name: 'Heat map 1' }).click();
    }
    await editor.getByText('4 sensors').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();

    // Saved: a reload shows the four sensors on the map, and its scale.
    await page.reload();
    await overlayNamed(page, 'Temperature').waitFor();
    expect(await page.getByTestId('overlay').count()).toBe(4);
    expect(await page.getByTestId('heat-map-canvas').count()).toBe(1);
    const legend = page.getByRole('figure', { name: 'Heat map 1 scale' });
    expect(await legend.getByRole('listitem').allTextContents()).toEqual(['15', '27.5', '40']);
    expect(errors).toEqual([]);
  }, 120_000);

  it('follows a forced temperature: the sensor’s value and the colour field around it, live', async () => {
    const { page, errors } = admin;
    const sensor = overlayNamed(page, 'Temperature');
    const value = sensor.getByTestId('overlay-value');
    const near = await positionOf(sensor);
    await force('env-1', { temperature: 16 });
    await expect.poll(() => value.textContent(), { timeout: 40_000 }).toBe('16 °C');
    await expect.poll(() => sensor.getAttribute('data-status')).toBe('ok');
    const cold = await heatPixel(page, near);
    // Blue-ish at the low end of the scale, and drawn opaque next to the sensor.
    expect(cold[2]!).toBeGreaterThan(cold[0]!);
    expect(cold[3]).toBe(255);

    // No reload in between: a mark left on the window survives.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await force('env-1', { temperature: 39 });
    await expect.poll(() => value.textContent(), { timeout: 40_000 }).toBe('39 °C');
    await expect.poll(() => sensor.getAttribute('data-status')).toBe('error');
    await expect.poll(async () => (await heatPixel(page, near)).join()).not.toBe(cold.join());
    const hot = await heatPixel(page, near);
    expect(hot[0]!).toBeGreaterThan(hot[2]!);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(page.url()).toContain(viewPath);
    expect(errors).toEqual([]);
  }, 120_000);

  it('opens read-only and live through its public link, for a browser never signed in', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Permissions & Sharing' }).click();
    const dialog = page.getByRole('dialog', { name: `Permissions & Sharing: ${NAME}` });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const url = await dialog
      .getByTestId('new-share-link')
      .getByRole('textbox', { name: 'New public link' })
      .inputValue();
    expect(url).toMatch(/\/shared\/[^/]+$/);
    await page.keyboard.press('Escape');

    const visitor = await openPage(browser);
    try {
      const refused: string[] = [];
      visitor.page.on('response', (response) => {
        if (response.status() >= 400) refused.push(new URL(response.url()).pathname);
      });
      await visitor.page.goto(url);
      await visitor.page.getByRole('heading', { level: 1, name: NAME }).waitFor();
      // The floor plan loads through the link.
      const image = visitor.page.getByRole('img', { name: `Image of ${NAME}` });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(WIDTH);
      expect(await visitor.page.getByTestId('overlay').count()).toBe(4);
      expect(await visitor.page.getByTestId('heat-map-canvas').count()).toBe(1);
      // Read-only: nothing to edit, no way into the app's pages.
      expect(await visitor.page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
      expect(await visitor.page.getByRole('button', { name: /^Move / }).count()).toBe(0);
      expect(await overlayNamed(visitor.page, 'Temperature').getAttribute('href')).toBeNull();
      // Live over the link's own socket.
      const value = overlayNamed(visitor.page, 'Temperature').getByTestId('overlay-value');
      await force('env-1', { temperature: 22 });
      await expect.poll(() => value.textContent(), { timeout: 40_000 }).toBe('22 °C');
      expect(visitor.page.url()).toBe(url);
      expect(refused).toEqual([]);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  }, 120_000);
});
