/** Joins the class names that apply: classNames('form-control', error && 'is-invalid'). */
export const classNames = (...names: Array<string | false | null | undefined>): string =>
  names.filter(Boolean).join(' ');
