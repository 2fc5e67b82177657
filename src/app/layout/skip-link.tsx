/** First focusable element of every page (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a className="skip-link visually-hidden-focusable" href="#main-content">
      Skip to main content
    </a>
  );
}
