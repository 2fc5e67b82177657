import { Fragment } from 'react';
import { Link } from 'react-router';
import { SafeHtml } from '@/components/ui/safe-html';
import { leadingId } from '@/config/paths';
import type { ContentBlock } from '@/types/api';
import { fixedProductImages, splitBannerTitle } from '../home-content';
import { ContentButton } from './content-button';
import { HomeCarousel } from './home-carousel';
import { HOME_MESSAGES } from '../messages';

/** Section 2: the split title, HTML description, content button, and six fixed product images. */
export function MainBanner({ block }: { block?: ContentBlock }) {
  const parts = splitBannerTitle(block?.title?.trim() || HOME_MESSAGES.bannerFallbackTitle);
  return (
    <section className="main-banner container py-4" aria-labelledby="main-banner-title">
      <div className="row align-items-center g-4">
        <div className="col-12 col-lg-6">
          <h1 id="main-banner-title" className="main-banner__title">
            {parts.map((part, index) => (
              <Fragment key={index}>
                {index > 0 && ' '}
                <span className={part.accent ? 'main-banner__accent' : undefined}>{part.text}</span>
              </Fragment>
            ))}
          </h1>
          {block?.description && (
            <SafeHtml className="main-banner__text mb-3" html={block.description} />
          )}
          <ContentButton link={block?.btn_link} label={block?.btn_name} />
        </div>
        <div className="col-12 col-lg-6">
          <HomeCarousel label="Popular products" layout="pair">
            {fixedProductImages().map((item) => (
              <Link
                key={item.slug}
                to={`/item/${item.slug}`}
                state={{ id: leadingId(item.slug) }}
                className="d-block text-center"
              >
                <img
                  src={item.image}
                  alt={item.alt}
                  width={300}
                  height={400}
                  loading="lazy"
                  className="img-fluid"
                />
              </Link>
            ))}
          </HomeCarousel>
        </div>
      </div>
    </section>
  );
}
