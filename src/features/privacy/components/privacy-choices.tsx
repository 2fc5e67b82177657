import { Suspense, useState, useSyncExternalStore } from 'react';
import { useConsent } from '@/hooks/use-consent';
import { useAfterHydration } from '@/app/start-up/use-hydrated';
import { isPrivacyChoicesOpen, subscribePrivacyChoices } from '../dialog-state';
import { useConsentRegion } from '../use-consent-region';
import { lazyPart } from '@/lib/lazy-part';

// Its own chunk: most visits never need the banner or the dialog.
const PrivacyPanel = lazyPart(() =>
  import('./privacy-panel').then((module) => module.PrivacyPanel),
).Component;

/**
 * The layout's mount point. Nothing in the prerendered HTML or the hydrating render: the banner
 * appears once the page is hydrated and the visitor's location says they must be asked.
 */
export function PrivacyChoices() {
  useConsentRegion();
  const { mustAsk } = useConsent();
  const dialog = useSyncExternalStore(subscribePrivacyChoices, isPrivacyChoicesOpen, () => false);
  const wanted = useAfterHydration(mustAsk || dialog, false);
  // Once loaded it stays mounted: the dialog closes with its transition and gives focus back.
  const [needed, setNeeded] = useState(false);
  if (wanted && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyPanel banner={mustAsk} dialog={dialog} />
    </Suspense>
  );
}
