import type { Blog } from '@/types/api';
import { shareLinks } from '../blog-seo';
import { BLOG_TEXT } from '../messages';

/** Share on Facebook, X, Pinterest or by e-mail; the networks open in a new tab. */
export function ShareLinks({ post }: { post: Blog }) {
  return (
    <nav aria-label={BLOG_TEXT.share} className="blog-share">
      <h2 className="h6 mb-2">{BLOG_TEXT.share}</h2>
      <ul className="list-inline mb-0">
        {shareLinks(post).map(({ network, label, href }) => {
          const newTab = !href.startsWith('mailto:');
          return (
            <li key={network} className="list-inline-item">
              <a
                href={href}
                className="btn btn-outline-secondary btn-sm"
                {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                aria-label={newTab ? `${label} (opens in a new tab)` : undefined}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
