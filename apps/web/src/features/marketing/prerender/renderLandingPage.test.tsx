import { BRANDS } from '@vigil/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGES } from '../landingContent';
import { LANDING_PAGE_IDS, prerenderedDocument, renderLandingPage } from './renderLandingPage';

// The build renders these in Node (no DOM), as this test does.
const shell = readFileSync(new URL('../../../../index.html', import.meta.url), 'utf8');

describe('renderLandingPage', () => {
  it.each(BRANDS.flatMap((brand) => LANDING_PAGE_IDS.map((id) => [brand.id, id] as const)))(
    '%s %s: the page, its header and footer, titled and described for the brand',
    (brandId, id) => {
      const brand = BRANDS.find((b) => b.id === brandId)!;
      const page = renderLandingPage(brand, id);
      expect(page.title).toBe(`${LANDING_PAGES[id].title} · ${brand.productName}`);
      expect(page.description).toContain(brand.productName);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(page.html).toContain('<h1');
      expect(page.html).toContain(`>${brand.productName}</span>`);
      expect(page.html).toContain('aria-label="Main"');
      expect(page.html).toContain('<footer');
      // Styles travel with the markup, so it looks right before the app's code runs.
      expect(page.html).toContain('<style data-emotion');
    },
  );

  it('puts the page into the built shell with its title, description and brand icon', () => {
    const brand = BRANDS[2]!;
    const html = prerenderedDocument(shell, brand, renderLandingPage(brand, 'company'));
    expect(html).toContain('<title>Our Company · PowerWatch</title>');
    expect(html).toContain('<meta name="description" content="Who builds PowerWatch');
    expect(html).toMatch(/<link rel="icon" [^>]*href="\/brands\/vendor.svg" \/>/);
    expect(html).toMatch(/<div id="prerendered">.*Innovation.*<\/div><div id="root"><\/div>/s);
  });

  it('escapes what goes into the head', () => {
    const brand = BRANDS[0]!;
    const html = prerenderedDocument(shell, brand, {
      html: '<p>x</p>',
      title: 'A <b> & "c"',
      description: '<script>',
    });
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).toContain('content="&lt;script&gt;"');
  });
});
