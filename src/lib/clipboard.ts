/** 'copied': the text is on the clipboard; 'selected': the user has to copy the selected text. */
export type CopyResult = 'copied' | 'selected';

const copyWithCommand = (): boolean => {
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
};

/**
 * Copies `text`. The async clipboard API needs a secure context and may be refused, so without it the
 * field's text is selected and copied with execCommand('copy'); when that fails too, the text stays
 * selected for Ctrl+C.
 */
export const copyText = async (text: string, field: HTMLInputElement): Promise<CopyResult> => {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused (permissions, insecure context): fall back to the selection.
  }
  field.focus();
  field.select();
  return copyWithCommand() ? 'copied' : 'selected';
};
