import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROUTES, brandForHost } from '@vigil/domain';
import { sessionTokenFromHeader } from '../auth/sessionCookie.js';

/** The public site's addresses: the root and /landing/{page} (spec access §2 public pages). */
const LANDING_PAGE = /^[a-z][a-z-]{0,39}$/;

/** Where the web build put a public page for a brand (apps/web/scripts/prerender.tsx). */
export function prerenderedFile(brandId: string, path: string): string | null {
  if (path === '/') return join('prerendered', brandId, 'index.html');
  const page = /^\/landing\/([^/]+)$/.exec(path)?.[1];
  return page && LANDING_PAGE.test(page)
    ? join('prerendered', brandId, 'landing', `${page}.html`)
    : null;
}

/**
 * Answers a signed-out visitor's GET of a public page with the page the build pre-rendered for
 * the host's brand, so it shows its content before (and without) JavaScript; the app takes over
 * once it loads. A visitor with a session, or a page not pre-rendered, gets the app as before
 * (the not-found handler's index.html). Needs @fastify/static registered on webDist.
 */
export function registerPrerenderedPages(
  app: FastifyInstance,
  { webDist, sessionSecret }: { webDist: string; sessionSecret: string },
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const file = prerenderedFile(brandForHost(request.hostname).id, path);
    const signedIn = sessionTokenFromHeader(request.headers.cookie, sessionSecret) !== undefined;
    if (signedIn || !file || !existsSync(join(webDist, file))) return reply.callNotFound();
    // The same address answers per brand and per session.
    reply.header('vary', 'Host, Cookie');
    return reply.sendFile(file);
  };
  // The pages themselves only: the site's images under /landing/ stay static files.
  for (const path of ['/', ...Object.values(APP_ROUTES).filter((p) => p.startsWith('/landing/'))]) {
    app.get(path, handler);
  }
}
