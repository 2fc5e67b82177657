import type { ReactNode } from 'react';

type FormSectionProps = { legend: string; children: ReactNode };

/** One group of the long application form: a fieldset whose legend names it. */
export function FormSection({ legend, children }: FormSectionProps) {
  return (
    <fieldset className="wholesale-section">
      <legend className="wholesale-section__legend">{legend}</legend>
      <div className="row gx-3">{children}</div>
    </fieldset>
  );
}
