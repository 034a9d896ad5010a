// Pre-renders the public site for every brand into dist/prerendered/<brandId>/ after `vite
// build`, so its pages work without JavaScript and load with their content (see
// apps/server/src/http/prerendered.ts, which serves them to signed-out visitors).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANDS } from '@vigil/domain';
import { LANDING_PAGES } from '../src/features/marketing/landingContent';
import {
  LANDING_PAGE_IDS,
  prerenderedDocument,
  renderLandingPage,
} from '../src/features/marketing/prerender/renderLandingPage';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const shell = readFileSync(join(dist, 'index.html'), 'utf8');

/** '/' is index.html; '/landing/company' is landing/company.html. */
const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const started = performance.now();
let count = 0;
for (const brand of BRANDS) {
  for (const id of LANDING_PAGE_IDS) {
    const file = join(dist, 'prerendered', brand.id, fileFor(LANDING_PAGES[id].path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, prerenderedDocument(shell, brand, renderLandingPage(brand, id)));
    count += 1;
  }
}
console.log(`pre-rendered ${count} public pages in ${Math.round(performance.now() - started)} ms`);
