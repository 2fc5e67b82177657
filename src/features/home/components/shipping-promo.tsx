import { SafeHtml } from '@/components/ui/safe-html';
import type { ContentBlock } from '@/types/api';
import { safeUrl } from '@/lib/safe-url';
import { ContentButton } from './content-button';

/** Section 6: the free-shipping promo from the third content block. */
export function ShippingPromo({ block }: { block?: ContentBlock }) {
  if (!block) return null;
  const image = safeUrl(block.image_1);
  return (
    <section
      className="shipping-promo py-5 text-white"
      aria-labelledby="shipping-promo-title"
      style={
        image
          ? {
              backgroundImage: `linear-gradient(rgba(0,0,0,.55), rgba(0,0,0,.55)), url("${encodeURI(image)}")`,
            }
          : undefined
      }
    >
      <div className="container text-center">
        <h2 id="shipping-promo-title">{block.title}</h2>
        {block.description && <SafeHtml className="mb-3" html={block.description} />}
        <ContentButton link={block.btn_link} label={block.btn_name} variant="light" />
      </div>
    </section>
  );
}
