import { useEffect, useState } from 'react';
import { env } from '@/config/env';
import { useConsent } from '@/hooks/use-consent';
import { loadScriptOnce } from '@/lib/load-script';

/**
 * 'off': no script configured; 'refused': the visitor's privacy choices leave reviews off;
 * 'failed': the configured script did not load.
 */
export type ReviewScriptStatus = 'off' | 'refused' | 'loading' | 'ready' | 'failed';

/**
 * Loads the third-party review script (stars and review widgets) once, only on pages that call
 * this and only with the visitor's consent to reviews (until that is known it waits, 'loading').
 * The page keeps working without it, configured or not.
 */
export const useReviewScript = (): ReviewScriptStatus => {
  const url = env.reviewWidgetScriptUrl;
  const consent = useConsent().reviews;
  const [result, setResult] = useState<'ready' | 'failed' | null>(null);
  useEffect(() => {
    if (!url || consent !== 'granted') return;
    let active = true;
    loadScriptOnce(url).then(
      () => active && setResult('ready'),
      () => active && setResult('failed'),
    );
    return () => {
      active = false;
    };
  }, [url, consent]);
  if (!url) return 'off';
  if (consent === 'denied') return 'refused';
  return (consent === 'granted' && result) || 'loading';
};
