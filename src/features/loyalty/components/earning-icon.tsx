// The API names each opportunity's icon by a key (api-notes §3.8); unknown keys get the star.
const ICONS: Record<string, string> = {
  purchaseicon: '🛒',
  birthdayicon: '🎂',
  fbthumbicon: '👍',
  instagramicon: '📷',
  reviewicon: '✍️',
  refericon: '🤝',
};

export function EarningIcon({ icon }: { icon?: string | null }) {
  return (
    <span className="earning-item__icon" aria-hidden="true">
      {ICONS[icon ?? ''] ?? '⭐'}
    </span>
  );
}
