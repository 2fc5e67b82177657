/**
 * The sign-in forms' modules, for a page that shows them below its main content as lazy parts
 * (the cart, `lazyPart`): that page paints without waiting for the form kit (react-hook-form).
 */
export const loadLoginForm = () => import('./components/login-form').then((m) => m.LoginForm);

export const loadGuestEmailForm = () =>
  import('./components/guest-email-form').then((m) => m.GuestEmailForm);
