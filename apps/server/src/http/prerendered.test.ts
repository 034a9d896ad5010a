import { fastifyCookie } from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { BRANDS } from '@vigil/domain';
import type { Brand } from '@vigil/domain';
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/sessionCookie.js';
import { prerenderedFile, registerPrerenderedPages } from './prerendered.js';

const SECRET = 'prerendered-test-secret-long-enough-0123456789';
const HOSTS: Record<string, string> = {
  vigil: 'localhost:8080',
  'infra-ai': 'infra-ai.localhost:8080',
  vendor: 'vendor.localhost',
};
const PAGES = [
  ['home', '/'],
  ['company', '/landing/company'],
  ['pricing', '/landing/pricing'],
  ['caseStudies', '/landing/case-studies'],
] as const;

type PageId = 'home' | 'company' | 'product' | 'pricing' | 'demo' | 'partners' | 'caseStudies';
interface WebRenderer {
  renderLandingPage(brand: Brand, id: PageId): { html: string; title: string; description: string };
  prerenderedDocument(shell: string, brand: Brand, page: unknown): string;
  LANDING_PAGES: Record<PageId, { title: string }>;
}

// The web build's own renderer (apps/web/scripts/prerender.tsx runs it after `vite build`),
// loaded by address so this server package does not compile the web app's sources.
const rendererUrl = new URL(
  '../../../web/src/features/marketing/prerender/renderLandingPage.tsx',
  import.meta.url,
).href;
const contentUrl = new URL('../../../web/src/features/marketing/landingContent.ts', import.meta.url)
  .href;
const shell = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

describe('prerenderedFile', () => {
  it.each([
    ['/', 'prerendered/vigil/index.html'],
    ['/landing/company', 'prerendered/vigil/landing/company.html'],
    ['/landing/case-studies', 'prerendered/vigil/landing/case-studies.html'],
    ['/landing/../../etc/passwd', null],
    ['/landing/..', null],
    ['/landing/Company', null],
    ['/landing/company/x', null],
    ['/landing/', null],
    ['/home', null],
  ])('%s → %s', (path, file) => {
    expect(prerenderedFile('vigil', path)).toBe(file);
  });
});

describe('pre-rendered public pages', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'vigil-prerendered-'));
  const app = Fastify();
  let web: WebRenderer;

  beforeAll(async () => {
    web = {
      ...((await import(rendererUrl)) as WebRenderer),
      ...((await import(contentUrl)) as Pick<WebRenderer, 'LANDING_PAGES'>),
    };
    writeFileSync(join(webDist, 'index.html'), shell);
    mkdirSync(join(webDist, 'landing'));
    writeFileSync(
      join(webDist, 'landing', 'tour.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    // The build's output for three of the pages; /landing/product is left out on purpose.
    for (const brand of BRANDS) {
      for (const [id, path] of PAGES) {
        const file = join(webDist, prerenderedFile(brand.id, path)!);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(
          file,
          web.prerenderedDocument(shell, brand, web.renderLandingPage(brand, id)),
        );
      }
    }
    // As app.ts wires it: static files, these pages, and index.html for every other app path.
    await app.register(fastifyCookie, { secret: SECRET });
    await app.register(fastifyStatic, { root: webDist, index: 'index.html', wildcard: true });
    registerPrerenderedPages(app, { webDist, sessionSecret: SECRET });
    app.setNotFoundHandler(async (_request, reply) => reply.sendFile('index.html'));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, host: string, cookie?: string) =>
    app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });

  describe.each(BRANDS.map((brand) => [brand.id, brand] as const))('under %s', (brandId, brand) => {
    it.each(PAGES)(
      '%s carries its headline, title and description in the HTML',
      async (id, path) => {
        const response = await get(path, HOSTS[brandId]!);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers.vary).toContain('Host');
        const html = response.body;
        const title = `${web.LANDING_PAGES[id].title} · ${brand.productName}`;
        expect(html).toContain(`<title>${title}</title>`);
        expect(html).toMatch(/<meta name="description" content="[^"]+"/);
        expect(html).toContain(brand.productName);
        expect(html).toMatch(/<div id="prerendered">.*<h1[^>]*>[^<]+/s);
        for (const other of BRANDS.filter((b) => b.id !== brandId)) {
          expect(html).not.toContain(`>${other.productName}</span>`);
        }
      },
    );
  });

  it('answers the home page headline under each brand', async () => {
    for (const brand of BRANDS) {
      const html = (await get('/', HOSTS[brand.id]!)).body;
      expect(html).toContain('Know the state of every UPS, PDU and sensor, at every site');
    }
  });

  it('gives a visitor with a session the app itself, which sends them on from /', async () => {
    const signed = app.signCookie('a-session-token');
    const response = await get('/', 'localhost', `${SESSION_COOKIE}=${encodeURIComponent(signed)}`);
    expect(response.body).toBe(shell);
  });

  it('ignores a forged session cookie', async () => {
    const response = await get('/', 'localhost', `${SESSION_COOKIE}=forged.value`);
    expect(response.body).toContain('<div id="prerendered">');
  });

  it('falls back to the app for a page not pre-rendered or not a public page', async () => {
    expect((await get('/landing/product', 'localhost')).body).toBe(shell);
    expect((await get('/landing/nope', 'localhost')).body).toBe(shell);
  });

  it('leaves the images under /landing/ to the static files', async () => {
    const response = await get('/landing/tour.svg', 'localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers HEAD like GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/landing/company' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
