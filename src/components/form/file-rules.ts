export type FileLimits = {
  /** File types as in the input's accept attribute: 'audio/*', 'application/pdf', '.pdf'. */
  accept?: readonly string[];
  /** Largest size in bytes. */
  maxSize?: number;
};

export const formatFileSize = (bytes: number): string => {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
};

const matches = (file: File, type: string): boolean => {
  const wanted = type.trim().toLowerCase();
  if (wanted.startsWith('.')) return file.name.toLowerCase().endsWith(wanted);
  if (wanted.endsWith('/*')) return file.type.toLowerCase().startsWith(wanted.slice(0, -1));
  return file.type.toLowerCase() === wanted;
};

export const defaultTypeError = (accept: readonly string[]): string =>
  `This type of file cannot be uploaded. Please choose one of: ${accept.join(', ')}.`;

export const defaultSizeError = (maxSize: number): string =>
  `This file is too large. Please choose a file of at most ${formatFileSize(maxSize)}.`;

/** Why a chosen file cannot be used, or '' when it can. */
export const fileProblem = (
  file: File,
  { accept, maxSize }: FileLimits,
  texts: { typeError?: string; sizeError?: string } = {},
): string => {
  if (accept && accept.length > 0 && !accept.some((type) => matches(file, type)))
    return texts.typeError ?? defaultTypeError(accept);
  if (maxSize !== undefined && file.size > maxSize)
    return texts.sizeError ?? defaultSizeError(maxSize);
  return '';
};
