import { memo, Suspense, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { useRetry } from '@/api/use-retry';
import { LoadingState } from '@/components/ui/loading-state';
import { PartPlaceholder } from '@/components/ui/part-placeholder';
import { paths } from '@/config/paths';
import { useGetFilteredProductsQuery } from '@/features/catalog';
import {
  CONTENT_IDS,
  PAGE_META_IDS,
  useGetContentQuery,
  useGetSliderQuery,
  usePageMeta,
} from '@/features/content';
import { AboutSection } from '../components/about-section';
import { MainBanner } from '../components/main-banner';
import { ShippingPromo } from '../components/shipping-promo';
import { TopSlider } from '../components/top-slider';
import { CustomerLove } from '../components/customer-love';
import { HOME_SECTION_IDS } from '../home-content';
import { HOME_MESSAGES } from '../messages';
import '../home.css';
// The product cards are in the prerendered HTML before their lazy module runs: their style sheets
// come with the page, or the cards would show unstyled until then.
import '@/components/product-card/product-card.css';
import '@/components/product-card/min-quantity-tooltip.css';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import type { Product } from '@/types/api';
import type { RouteHandle } from '@/types/route';
import { prefetchHome } from '../prefetch';
import { lazyPart } from '@/lib/lazy-part';
import { nearViewport } from '@/lib/near-viewport';

// Product cards and the cart module load when the first section nears the viewport: both sections
// sit below the fold, and their prerendered HTML shows until then (docs/performance.md).
const productsNear = nearViewport(`#${HOME_SECTION_IDS.ourProducts}`);
const ProductCarouselSection = lazyPart(() =>
  productsNear
    .reached()
    .then(() => import('../components/product-carousel-section'))
    .then((module) => module.ProductCarouselSection),
).Component;

type ProductSectionProps = Omit<ComponentProps<typeof ProductCarouselSection>, 'query'> & {
  products: Product[] | undefined;
  isLoading: boolean;
  isError: boolean;
};

/**
 * Memoised, with props that stay equal while the answer does: the prerendered section hydrates once
 * its chunk is in. A boundary that a render reaches before that is rendered anew, and shows its
 * placeholder (shorter than the cards) until the chunk arrives: the footer moved up and down.
 */
const ProductSection = memo(function ProductSection({
  products,
  isLoading,
  isError,
  ...props
}: ProductSectionProps) {
  return (
    <Suspense
      fallback={<PartPlaceholder className="home-products-placeholder" onShow={productsNear.now} />}
    >
      <ProductCarouselSection {...props} query={{ data: products, isLoading, isError }} />
    </Suspense>
  );
});

const VIEW_ALL_PRODUCTS = (
  <Link className="btn btn-primary" to={paths.store}>
    {HOME_MESSAGES.viewAllProducts}
  </Link>
);

const HOT_BUYS_TITLE = (
  <>
    <span className="d-block small text-uppercase text-body-secondary">
      {HOME_MESSAGES.hotBuys}
    </span>{' '}
    {HOME_MESSAGES.ourShop}
  </>
);

/** Home (part 1 §2.3): the seven sections, top to bottom. (?referralCode= is captured by the layout.) */
export default function Component() {
  const meta = usePageMeta(PAGE_META_IDS.home);
  const blocksQuery = useGetContentQuery(CONTENT_IDS.home);
  const slidesQuery = useGetSliderQuery();
  const retry = useRetry(blocksQuery, slidesQuery);
  const blocks = blocksQuery.data ?? [];
  const slides = slidesQuery.data ?? [];
  // The slider's height is known only with its slides: painting the banner first would push it down.
  const firstScreenReady = !blocksQuery.isLoading && !slidesQuery.isLoading;
  const topQuery = useGetFilteredProductsQuery('top');
  const hotQuery = useGetFilteredProductsQuery('hot-products');
  const retryTop = useRetry(topQuery);
  const retryHot = useRetry(hotQuery);

  return (
    <>
      <PageMeta meta={meta} fallbackTitle="Home" />
      {firstScreenReady ? (
        <>
          <TopSlider items={slides} />
          <MainBanner block={blocks[0]} />
          <AboutSection block={blocks[1]} />
        </>
      ) : (
        <div className="home-first-screen">
          <LoadingState onRetry={retry} />
        </div>
      )}
      <ProductSection
        id={HOME_SECTION_IDS.ourProducts}
        title={HOME_MESSAGES.ourProducts}
        label={HOME_MESSAGES.ourProducts}
        layout="top"
        products={topQuery.data}
        isLoading={topQuery.isLoading}
        isError={topQuery.isError}
        onRetry={retryTop}
        emptyText={HOME_MESSAGES.noProducts}
        footer={VIEW_ALL_PRODUCTS}
      />
      <ProductSection
        id={HOME_SECTION_IDS.hotBuys}
        title={HOT_BUYS_TITLE}
        label={HOME_MESSAGES.hotBuys}
        layout="products"
        products={hotQuery.data}
        isLoading={hotQuery.isLoading}
        isError={hotQuery.isError}
        onRetry={retryHot}
        showReviewStars
      />
      <ShippingPromo block={blocks[2]} />
      <CustomerLove />
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Home',
  description:
    'Apricot seeds, vitamin B17 supplements and superfood products: our products, hot buys and news.',
  ownHead: true,
};
export const loader = prerenderLoader(prefetchHome);
export const clientLoader = visitLoader(prefetchHome);
