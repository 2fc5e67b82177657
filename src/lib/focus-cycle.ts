const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

const reachable = (element: HTMLElement): boolean => {
  if (element.tabIndex < 0 || element.closest('[hidden], [inert], [aria-hidden="true"]'))
    return false;
  const style = window.getComputedStyle(element);
  return style.display !== 'none' && style.visibility !== 'hidden';
};

type TabKey = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'> & {
  target: EventTarget | null;
};

/**
 * A dialog's Tab cycle: Tab on its last control goes to the first, Shift+Tab on the first (or on the
 * dialog itself) to the last. Bootstrap's focus guard only pulls focus back once it has landed on the
 * page, so without this Tab from the last control leaves for the browser's own toolbar.
 */
export const keepTabFocusIn = (container: HTMLElement, event: TabKey): void => {
  if (event.key !== 'Tab') return;
  const controls = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(reachable);
  if (controls.length === 0) {
    event.preventDefault();
    return;
  }
  const first = controls[0];
  const last = controls[controls.length - 1];
  const current = event.target;
  const atStart =
    current === first || current === container || !controls.includes(current as HTMLElement);
  if (event.shiftKey && atStart) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
};
