import { SafeHtml } from '@/components/ui/safe-html';
import type { ContentBlock } from '@/types/api';
import { safeUrl } from '@/lib/safe-url';
import { ContentButton } from './content-button';

/** Section 3: the second content block, with three images and a button. */
export function AboutSection({ block }: { block?: ContentBlock }) {
  if (!block) return null;
  const images = [block.image_1, block.image_2, block.image_3]
    .map((src) => safeUrl(src))
    .filter(Boolean);
  return (
    <section className="about-section bg-light py-5" aria-labelledby="about-title">
      <div className="container">
        <div className="row g-4 align-items-center">
          <div className="col-12 col-lg-6">
            <h2 id="about-title">{block.title}</h2>
            {block.description && <SafeHtml className="mb-3" html={block.description} />}
            <ContentButton link={block.btn_link} label={block.btn_name} />
          </div>
          <div className="col-12 col-lg-6">
            <div className="row g-2">
              {images.map((src, index) => (
                <div key={src + index} className="col-4">
                  <img
                    src={src}
                    alt=""
                    width={300}
                    height={400}
                    loading="lazy"
                    className="about-section__image img-fluid rounded"
                  />
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
