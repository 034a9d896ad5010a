// The addresses of a company's single sign-on (spec access §2): the web's pages and the server's
// route that starts a sign-in with the company's identity provider.

const COMPANY_ID = /^[1-9]\d{0,9}$/;

/** Whether a path segment can be a company id (anything else is 'Something went wrong.'). */
export const isCompanyId = (id: string | undefined): id is string =>
  id !== undefined && COMPANY_ID.test(id);

const withRef = (path: string, ref: string | null) =>
  ref ? `${path}?ref=${encodeURIComponent(ref)}` : path;

/** The server's route that sends the browser on to the identity provider, carrying the ref. */
export const serverSamlLoginUrl = (id: string, ref: string | null) =>
  withRef(`/auth/saml/${id}/login`, ref);

/** The web's sign-in page of a company's single sign-on ('Try again'). */
export const samlLoginPagePath = (id: string, ref: string | null) =>
  withRef(`/login/saml/${id}`, ref);

/** Leaving the app for a server route: replaced, so Back does not bounce through it again. */
export const browserNavigation = {
  replace(url: string): void {
    window.location.replace(url);
  },
};
