import { describe, expect, it } from 'vitest';
import { brandForHost, isPartnerPath } from './brands.js';

describe('brandForHost', () => {
  it.each([
    ['localhost:8080', 'vigil'],
    ['monitor.example.com', 'vigil'],
    ['infra-ai.localhost:8080', 'infra-ai'],
    ['eu.infra-ai.localhost', 'infra-ai'],
    ['AI.VIGIL.EXAMPLE', 'infra-ai'],
    ['vendor.localhost', 'vendor'],
    ['powerwatch.vigil.example:443', 'vendor'],
    ['notvendor.localhost', 'vigil'],
  ])('%s → %s', (host, id) => {
    expect(brandForHost(host).id).toBe(id);
  });
});

describe('isPartnerPath', () => {
  it.each([
    ['/partners/3', true],
    ['/partners', true],
    ['/partners/forgotPassword', true],
    ['/acme/views', false],
    ['/partnership', false],
  ])('%s → %s', (path, expected) => {
    expect(isPartnerPath(path)).toBe(expected);
  });
});
