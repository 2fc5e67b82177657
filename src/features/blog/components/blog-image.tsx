import { clsx } from 'clsx';
import { useState } from 'react';
import { safeUrl } from '@/lib/safe-url';

type BlogImageProps = {
  src: string;
  className?: string;
  /** The page's largest image: loaded at once, with high fetch priority. */
  priority?: boolean;
};

/**
 * A post's picture at the spec's 300x400; decorative next to the post's title (alt=""). A missing,
 * unsafe or broken URL leaves a plain panel of the same size, so the grid does not jump.
 */
export function BlogImage({ src, className, priority = false }: BlogImageProps) {
  const url = safeUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const classes = clsx('blog-image', className);
  if (!url || failed === url) return <div className={clsx(classes, 'blog-image--empty')} />;
  return (
    <img
      src={url}
      alt=""
      width={300}
      height={400}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={classes}
      onError={() => setFailed(url)}
    />
  );
}
