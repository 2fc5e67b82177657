import { OnDemand, type OnDemandProps } from '@/components/ui/on-demand';

type CartFormSectionProps<P extends object> = OnDemandProps<P> & {
  /** The heading's id, which labels the section and the form inside it. */
  headingId: string;
  title: string;
  /** The slot's reserved height (cart.css), so the form arriving after the first paint moves nothing. */
  slot: 'login' | 'guest';
};

/** A sign-in form of the cart under its heading, loaded after the first paint into a slot of its height. */
export function CartFormSection<P extends object>({
  headingId,
  title,
  slot,
  ...form
}: CartFormSectionProps<P>) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {title}
      </h2>
      <div className={`cart-form-slot cart-form-slot--${slot}`}>
        <OnDemand {...form} />
      </div>
    </section>
  );
}
