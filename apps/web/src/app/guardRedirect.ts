// The route guard's decision (spec access §2 "Route guard"), kept pure so every case is a table row.

/**
 * A sign-in step page: the guard moves sessions that are past that step onwards (a signed-in
 * visitor of /verify and of forgot password too, spec access §2).
 */
export type SignInStep = 'login' | 'mfa' | 'verify' | 'forgotPassword';

export type SignInFlag = 'invalid' | 'lockout';

export interface GuardInput {
  /** Public route; every other route needs a fully signed-in user. */
  safe: boolean;
  step?: SignInStep | undefined;
  signedIn: boolean;
  /** The session passed the password and waits for the authenticator code. */
  needsTotp: boolean;
  location: { pathname: string; search: string };
  /** A user-admin page: super users and managers of users (mu) only, others go to /home. */
  needsManageUsers?: boolean | undefined;
  /** The signed-in user may manage the users of the page's company. */
  managesUsers?: boolean | undefined;
  /** Where the user lands after signing in (Set Home Page), when set. */
  homeUrl?: string | null | undefined;
  /**
   * The sign-in page of the company whose page this is, when its single sign-on is on
   * (ssoLoginPath): a signed-out visitor goes there instead of /login.
   */
  ssoLoginPath?: string | null | undefined;
}

const HOME = '/home';
const SAME_SITE_BASE = 'http://same-site.invalid';

/** A sign-in page address carrying the ref (where to go afterwards) and an optional error flag. */
export function signInPath(
  path: '/login' | '/login/mfa' | `/login/saml/${string}`,
  ref: string | null,
  flag?: SignInFlag,
): string {
  const query = [
    ...(flag ? [`${flag}=true`] : []),
    ...(ref !== null && ref !== '' ? [`ref=${encodeURIComponent(ref)}`] : []),
  ];
  return query.length ? `${path}?${query.join('&')}` : path;
}

/**
 * The ref to follow after sign-in when it is a path on this site, else null. Rejects other hosts
 * ('//host', '/\host') so a crafted link cannot send a fresh session elsewhere, and sign-in pages
 * so the guard cannot bounce between them.
 */
export function safeRefPath(ref: string | null): string | null {
  if (!ref || !ref.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(ref, SAME_SITE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE_BASE) return null;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function refOf(search: string): string | null {
  return new URLSearchParams(search).get('ref');
}

/** Where the guard sends this visit, or null to render the route. */
export function guardRedirect({
  safe,
  step,
  signedIn,
  needsTotp,
  location,
  needsManageUsers = false,
  managesUsers = false,
  homeUrl = null,
  ssoLoginPath = null,
}: GuardInput): string | null {
  const here = `${location.pathname}${location.search}`;
  if (signedIn) {
    // Signing in lands on the user's home page, if they set one (spec access §4 Set Home Page).
    const landing = step === 'verify' || step === 'forgotPassword' ? null : safeRefPath(homeUrl);
    if (step) return safeRefPath(refOf(location.search)) ?? landing ?? HOME;
    return needsManageUsers && !managesUsers ? HOME : null;
  }
  if (needsTotp) {
    if (step === 'mfa') return null;
    if (step === 'login') return signInPath('/login/mfa', refOf(location.search));
    return safe ? null : signInPath('/login/mfa', here);
  }
  if (step === 'mfa') return signInPath('/login', refOf(location.search));
  if (safe) return null;
  return isSsoLoginPath(ssoLoginPath) ? signInPath(ssoLoginPath, here) : signInPath('/login', here);
}

/** A company's single sign-on page as the server names it (/login/saml/{id}). */
function isSsoLoginPath(path: string | null): path is `/login/saml/${string}` {
  return path !== null && /^\/login\/saml\/[1-9]\d*$/.test(path);
}

/**
 * The company whose single sign-on may apply to a signed-out visit: the page's {customer}
 * segment when it is a company id, else none (only then is the server asked).
 */
export function ssoCustomerOf(customer: string | undefined): string | null {
  return customer !== undefined && /^[1-9]\d{0,9}$/.test(customer) ? customer : null;
}
