import { useEffect, useState } from 'react';
import { env } from '@/config/env';
import { loadScriptOnce } from '@/lib/load-script';

export type ReviewScriptStatus = 'loading' | 'ready' | 'unavailable';

/**
 * Loads the third-party review script (stars and review widgets) once, only on pages that call
 * this. Unset URL or a failed load gives 'unavailable'; the page keeps working either way.
 */
export const useReviewScript = (): ReviewScriptStatus => {
  const url = env.reviewWidgetScriptUrl;
  const [status, setStatus] = useState<ReviewScriptStatus>(url ? 'loading' : 'unavailable');
  useEffect(() => {
    if (!url) return;
    let active = true;
    loadScriptOnce(url).then(
      () => active && setStatus('ready'),
      () => active && setStatus('unavailable'),
    );
    return () => {
      active = false;
    };
  }, [url]);
  return status;
};
