import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Checkbox } from '@/components/form/checkbox';
import { Modal } from '@/components/ui/modal';
import { useConsent } from '@/hooks/use-consent';
import { saveConsent, type ConsentChoices } from '@/lib/consent';
import { closePrivacyChoices, openPrivacyChoices } from '../dialog-state';
import { PRIVACY_MESSAGES } from '../messages';
import './privacy.css';

/**
 * The banner's buttons go with it, and the dialog's opener may have: focus that would fall back to
 * the document goes to the page's main region instead, where the next Tab carries on.
 */
const keepFocusInPage = (): void => {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  document.getElementById('main-content')?.focus({ preventScroll: true });
};

/** The room the banner takes at the bottom: the page can scroll its end, and focus, above it. */
const SPACE_VAR = '--privacy-banner-space';

function useBannerSpace<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(SPACE_VAR, `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SPACE_VAR);
      if (element.contains(document.activeElement))
        document.getElementById('main-content')?.focus({ preventScroll: true });
    };
  }, []);
  return ref;
}

/**
 * Asks an EU visitor, or one whose location is unknown, before anything runs. Not modal: the page
 * stays usable, and its three answers carry the same weight (one button style and size).
 */
export function PrivacyBanner({ gpc }: { gpc: boolean }) {
  const headingId = useId();
  const ref = useBannerSpace<HTMLElement>();
  return (
    <section ref={ref} className="privacy-banner" aria-labelledby={headingId}>
      <div className="container privacy-banner__inner">
        <div>
          <h2 id={headingId} className="h6 mb-1">
            {PRIVACY_MESSAGES.heading}
          </h2>
          <p className="mb-0 small">
            {gpc ? PRIVACY_MESSAGES.bannerTextGpc : PRIVACY_MESSAGES.bannerText}
          </p>
        </div>
        <div className="privacy-banner__actions">
          <Button
            variant="primary"
            onClick={() => saveConsent({ marketing: !gpc, reviews: true, loyalty: !gpc })}
          >
            {PRIVACY_MESSAGES.acceptAll}
          </Button>
          <Button
            variant="primary"
            onClick={() => saveConsent({ marketing: false, reviews: false, loyalty: false })}
          >
            {PRIVACY_MESSAGES.rejectAll}
          </Button>
          <Button variant="primary" onClick={openPrivacyChoices}>
            {PRIVACY_MESSAGES.choose}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The choices, one box per category: ticked only where the visitor's consent is in effect now. */
export function PrivacyDialog({ show }: { show: boolean }) {
  const consent = useConsent();
  const formId = useId();
  const initial = (): ConsentChoices => ({
    marketing: consent.marketing === 'granted',
    reviews: consent.reviews === 'granted',
    loyalty: consent.loyalty === 'granted',
  });
  const [choices, setChoices] = useState(initial);
  const [shownFor, setShownFor] = useState(false);
  // Each opening starts from what is in effect, not from boxes ticked and left unsaved.
  if (show !== shownFor) {
    setShownFor(show);
    if (show) setChoices(initial());
  }
  const toggle = (category: keyof ConsentChoices) => (event: { target: HTMLInputElement }) =>
    setChoices((current) => ({ ...current, [category]: event.target.checked }));
  return (
    <Modal
      show={show}
      onHide={closePrivacyChoices}
      // After the dialog has left the document (onExited comes just before).
      onExited={() => setTimeout(keepFocusInPage)}
      heading={PRIVACY_MESSAGES.heading}
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          saveConsent({
            marketing: choices.marketing && !consent.gpc,
            reviews: choices.reviews,
            loyalty: Boolean(choices.loyalty) && !consent.gpc,
          });
          closePrivacyChoices();
        }}
      >
        <p>{PRIVACY_MESSAGES.dialogIntro}</p>
        <Checkbox
          name="marketing"
          label={PRIVACY_MESSAGES.marketingLabel}
          hint={consent.gpc ? PRIVACY_MESSAGES.gpcNote : PRIVACY_MESSAGES.marketingHint}
          checked={choices.marketing && !consent.gpc}
          disabled={consent.gpc}
          onChange={toggle('marketing')}
        />
        <Checkbox
          name="reviews"
          label={PRIVACY_MESSAGES.reviewsLabel}
          hint={PRIVACY_MESSAGES.reviewsHint}
          checked={choices.reviews}
          onChange={toggle('reviews')}
        />
        <Checkbox
          name="loyalty"
          label={PRIVACY_MESSAGES.loyaltyLabel}
          hint={consent.gpc ? PRIVACY_MESSAGES.gpcLoyaltyNote : PRIVACY_MESSAGES.loyaltyHint}
          checked={Boolean(choices.loyalty) && !consent.gpc}
          disabled={consent.gpc}
          onChange={toggle('loyalty')}
        />
        <div className="d-flex justify-content-end mt-3">
          <Button type="submit" variant="primary">
            {PRIVACY_MESSAGES.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

type PrivacyPanelProps = { banner: boolean; dialog: boolean };

/** The banner and the dialog: one chunk, loaded only when one of them is needed. */
export function PrivacyPanel({ banner, dialog }: PrivacyPanelProps) {
  const { gpc } = useConsent();
  return (
    <>
      {banner && <PrivacyBanner gpc={gpc} />}
      <PrivacyDialog show={dialog} />
    </>
  );
}
