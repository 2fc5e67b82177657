import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import './page-heading.css';

export type PageHeadingProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
};

/** The page banner with the page's one h1. */
export function PageHeading({ title, subtitle, className }: PageHeadingProps) {
  return (
    <div className={clsx('page-heading', className)}>
      <div className="container">
        <h1 className="page-heading__title">{title}</h1>
        {subtitle && <p className="page-heading__subtitle mb-0">{subtitle}</p>}
      </div>
    </div>
  );
}
