/**
 * The sign-in forms' modules, for a page that shows them below its main content (the cart, through
 * OnDemand): that page paints without waiting for the form kit (react-hook-form) they bring.
 */
export const loadLoginForm = () =>
  import('./components/login-form').then((module) => module.LoginForm);

export const loadGuestEmailForm = () =>
  import('./components/guest-email-form').then((module) => module.GuestEmailForm);
