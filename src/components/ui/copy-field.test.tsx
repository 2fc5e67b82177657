import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyField } from './copy-field';

const CODE = 'LOYAL-5OFF-9';
const MANUAL = 'Press Ctrl+C (Cmd+C on a Mac) to copy the selected text.';

const setup = () => {
  // user-event puts a working clipboard stub on navigator.
  const user = userEvent.setup();
  render(<CopyField label="Voucher code" value={CODE} />);
  return user;
};

/** A browser without the async clipboard API (plain http, older browsers). */
const withoutClipboardApi = () =>
  Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });

const stubExecCommand = (result: boolean) => {
  const calls: { command: string; selected: string }[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      const field = document.activeElement as HTMLInputElement;
      calls.push({
        command,
        selected: field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0),
      });
      return result;
    },
  });
  return calls;
};

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('CopyField', () => {
  it('shows the text in a labelled read-only field', () => {
    setup();
    const field = screen.getByRole('textbox', { name: 'Voucher code' });
    expect(field).toHaveValue(CODE);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies with the clipboard API and says Copied in a live region', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(CODE);
  });

  it('without the clipboard API, selects the text and copies it with execCommand', async () => {
    const user = setup();
    withoutClipboardApi();
    const calls = stubExecCommand(true);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    expect(calls).toEqual([{ command: 'copy', selected: CODE }]);
  });

  it('when the clipboard API refuses, falls back to execCommand', async () => {
    const user = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    const calls = stubExecCommand(true);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    expect(calls).toHaveLength(1);
  });

  it('when nothing can copy, leaves the text selected and says how to copy it', async () => {
    const user = setup();
    withoutClipboardApi();
    stubExecCommand(false);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MANUAL);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Voucher code' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, CODE.length]);
  });
});
