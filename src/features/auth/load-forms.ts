/**
 * The sign-in forms' modules, for a page that shows them below its main content with React.lazy
 * (the cart): that page paints without waiting for the form kit (react-hook-form) they bring.
 */
export const loadLoginForm = () =>
  import('./components/login-form').then(({ LoginForm }) => ({ default: LoginForm }));

export const loadGuestEmailForm = () =>
  import('./components/guest-email-form').then(({ GuestEmailForm }) => ({
    default: GuestEmailForm,
  }));
