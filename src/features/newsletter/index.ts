export { NewsletterForm } from './components/newsletter-form';
export { SubscribeLink } from './components/subscribe-link';
