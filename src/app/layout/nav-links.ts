import { paths } from '@/config/paths';

export type NavLinkItem = { label: string; to: string };

/** Header links after the category links (spec §2.2, labels as in the brief and spec). */
export const headerInfoLinks: NavLinkItem[] = [
  { label: 'Retailer Locations', to: paths.retailerLocations },
  { label: 'Blogs', to: paths.blogs },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'Reviews', to: paths.reviews },
  { label: 'Testimonials', to: paths.testimonial },
  { label: 'Carry Our Products', to: paths.wholesaleApplication },
  { label: 'Refer A Friend', to: paths.referAFriend },
  { label: 'Common Questions', to: paths.faq },
  { label: 'Seeds Recipes', to: paths.seedsRecipes },
  { label: 'Superfood Recipes', to: paths.recipesSuperfood },
  { label: 'Life Style', to: paths.lifeStyle },
];

export const allProductsLink: NavLinkItem = { label: 'All Products', to: paths.store };

/** Footer links in the spec's order (§2.2): help, policies, the category list, then wholesale. */
export const footerHelpLinks: NavLinkItem[] = [
  { label: 'Monthly Specials', to: paths.specialProduct },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'Common Questions', to: paths.faq },
];

export const footerPolicyLinks: NavLinkItem[] = [
  { label: 'Return Policy', to: paths.returnPolicy },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Shipping Policy', to: paths.shippingPrivacy },
];

export const footerWholesaleLinks: NavLinkItem[] = [
  { label: 'Carry Our Products', to: paths.wholesaleApplication },
];

export const accountLinks: NavLinkItem[] = [
  { label: 'OrderHistory', to: paths.orderHistory },
  { label: 'BasicInfo', to: paths.basicInfo },
  { label: 'AccountDetails', to: paths.accountDetails },
  { label: 'EmailPreferences', to: paths.emailPreferences },
];

/** `tel:` target of a displayed phone number (digits and a leading +). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
