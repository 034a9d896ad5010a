// The web app's registered pages, as react-router path patterns. The router builds its routes
// from these and the server answers any other page path with 404 (spec access §2).

export const APP_ROUTES = {
  root: '/',
  login: '/login',
  loginMfa: '/login/mfa',
  home: '/home',
} as const;

export type AppRoute = (typeof APP_ROUTES)[keyof typeof APP_ROUTES];

/** Whether a path matches a pattern with `:param`, optional `:param?` segments and a final `*`. */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('?')[0]!.split('/').filter(Boolean);
  let i = 0;
  for (const segment of want) {
    if (segment === '*') return true;
    const value = have[i];
    if (segment.startsWith(':')) {
      if (value === undefined) {
        if (segment.endsWith('?')) continue;
        return false;
      }
      i++;
      continue;
    }
    if (value !== segment) return false;
    i++;
  }
  return i === have.length;
}

export function isAppPath(path: string): boolean {
  return Object.values(APP_ROUTES).some((pattern) => matchesRoutePattern(pattern, path));
}
