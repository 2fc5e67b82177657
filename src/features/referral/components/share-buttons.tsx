import { notifyError } from '@/lib/notify';
import { REFERRAL_LINK_TEXT as TEXT } from '../messages';
import { emailShareHref, facebookShareHref } from '../referral-link';

type ShareButtonsProps = { link: string };

const canShare = (): boolean => typeof navigator !== 'undefined' && 'share' in navigator;

/** Share on Facebook and Share via E-mail (links), and the browser's own share sheet where it has one. */
export function ShareButtons({ link }: ShareButtonsProps) {
  const shareNatively = async () => {
    try {
      await navigator.share({ title: TEXT.shareTitle, text: TEXT.shareBody(link), url: link });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notifyError(error, TEXT.shareFailed);
    }
  };

  return (
    <div className="d-flex flex-wrap gap-2 mt-2">
      <a
        className="btn btn-outline-primary"
        href={facebookShareHref(link)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {TEXT.shareFacebook} <span className="visually-hidden">{TEXT.newTab}</span>
      </a>
      <a
        className="btn btn-outline-primary"
        href={emailShareHref(TEXT.shareSubject, TEXT.shareBody(link))}
      >
        {TEXT.shareEmail}
      </a>
      {canShare() && (
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void shareNatively()}
        >
          {TEXT.share}
        </button>
      )}
    </div>
  );
}
