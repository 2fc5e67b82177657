import { useEffect } from 'react';

type PartPlaceholderProps = {
  /** Its size: the part's, so nothing below moves when the part comes. */
  className: string;
  /** Runs as it shows (`NearViewport.now`: a part React renders anew loads without a scroll). */
  onShow?: () => void;
};

/** The empty box a lazy part's Suspense shows until its code is in (docs/performance.md). */
export function PartPlaceholder({ className, onShow }: PartPlaceholderProps) {
  useEffect(() => {
    onShow?.();
  }, [onShow]);
  return <div className={className} aria-hidden="true" />;
}
