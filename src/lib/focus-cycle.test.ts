import { afterEach, describe, expect, it } from 'vitest';
import { keepTabFocusIn } from './focus-cycle';

const press = (container: HTMLElement, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
  Object.defineProperty(event, 'target', { value: document.activeElement });
  keepTabFocusIn(container, event);
  return event.defaultPrevented;
};

describe('keepTabFocusIn', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const dialog = () => {
    document.body.innerHTML = `
      <button id="outside">Outside</button>
      <div id="dialog" tabindex="-1">
        <button id="first">First</button>
        <button disabled>Off</button>
        <a id="middle" href="/x">Link</a>
        <div hidden><button>Hidden</button></div>
        <button id="last">Last</button>
      </div>`;
    return document.getElementById('dialog') as HTMLElement;
  };

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    const container = dialog();
    document.getElementById('last')?.focus();
    expect(press(container)).toBe(true);
    expect(document.activeElement?.id).toBe('first');
    expect(press(container, true)).toBe(true);
    expect(document.activeElement?.id).toBe('last');
  });

  it('leaves Tab between inner controls to the browser', () => {
    const container = dialog();
    document.getElementById('first')?.focus();
    expect(press(container)).toBe(false);
    expect(document.activeElement?.id).toBe('first');
  });

  it('sends Shift+Tab on the dialog itself to its last control', () => {
    const container = dialog();
    container.focus();
    expect(press(container, true)).toBe(true);
    expect(document.activeElement?.id).toBe('last');
  });
});
