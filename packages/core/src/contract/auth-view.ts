/**
 * `/auth` shows the registration wizard for `?view=register`, or `?mode=register` as the
 * server's /join/<code> redirect writes it; the login otherwise. Read by the web app's screen and
 * by the server, which sends the login drawn ahead of time only for the login (no zod here: the
 * login page loads without it).
 */
export const isRegistrationView = (params: URLSearchParams): boolean =>
  params.get('view') === 'register' || params.get('mode') === 'register';
