// lint as: src/features/blog/fixture.tsx src/components/ui/fixture.tsx src/app/fixture.tsx src/lib/fixture.tsx
import { createElement } from 'react';

export const Post = ({ html }: { html: string }) => (
  <div dangerouslySetInnerHTML={{ __html: html }} /> // expect: no-restricted-syntax
);
export const viaProps = (html: string) =>
  createElement('div', { dangerouslySetInnerHTML: { __html: html } }); // expect: no-restricted-syntax
export const write = (element: HTMLElement, html: string) => {
  element.innerHTML = html; // expect: no-restricted-syntax
  element.outerHTML = html; // expect: no-restricted-syntax
  element.insertAdjacentHTML('beforeend', html); // expect: no-restricted-syntax
};
export const text = (element: HTMLElement, value: string) => {
  element.textContent = value;
};
