import { useEffect, useState } from 'react';
import { env } from '@/config/env';
import { loadScriptOnce } from '@/lib/load-script';

/** 'off': no script configured; 'failed': the configured script did not load. */
export type ReviewScriptStatus = 'off' | 'loading' | 'ready' | 'failed';

/**
 * Loads the third-party review script (stars and review widgets) once, only on pages that call
 * this. The page keeps working without it, configured or not.
 */
export const useReviewScript = (): ReviewScriptStatus => {
  const url = env.reviewWidgetScriptUrl;
  const [status, setStatus] = useState<ReviewScriptStatus>(url ? 'loading' : 'off');
  useEffect(() => {
    if (!url) return;
    let active = true;
    loadScriptOnce(url).then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, [url]);
  return status;
};
