/** The text with each case-insensitive, literal occurrence of `match` in a <mark>. */
export function Highlight({ text, match }: { text: string; match: string }) {
  const needle = match.trim().toLowerCase();
  if (!needle) return <>{text}</>;
  const parts: { text: string; hit: boolean }[] = [];
  const haystack = text.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return (
    <>{parts.map((part, index) => (part.hit ? <mark key={index}>{part.text}</mark> : part.text))}</>
  );
}
