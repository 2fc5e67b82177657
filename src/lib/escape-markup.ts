const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe for HTML or XML text and quoted attribute values (the build's own markup). */
export const escapeMarkup = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ENTITIES[char]);
