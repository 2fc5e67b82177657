/** The digit placeholder of the spec's masks ('9999 9999 9999 9999', '99/99', '999'). */
export const MASK_DIGIT = '9';

/** @react-input/mask placeholder and its rule: every `_` takes one digit. */
export const MASK_SLOT = '_';
export const maskReplacement = { [MASK_SLOT]: /\d/ };

/** Converts the spec's 9-notation to the `_` notation of @react-input/mask. */
export const toMaskPattern = (mask: string): string => mask.split(MASK_DIGIT).join(MASK_SLOT);

/** Strips mask literals: '4111 1111 1111 1111' → '4111111111111111'. */
export const unmaskDigits = (value: string): string => value.replace(/\D/g, '');
