import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { answerError } from '@/api/errors';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { notify } from '@/lib/notify';
import type { NewsletterSignup } from '@/types/api';
import { useSubscribeNewsletterMutation } from '../api';
import { NEWSLETTER_TEXT as TEXT } from '../messages';
import { anchors } from '@/config/paths';
import './newsletter-form.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const trim = (value: string) => value.trim();
const EMPTY: NewsletterSignup = { first_name: '', last_name: '', email: '' };

/**
 * Footer sign-up (spec part 1 §5, §8): POST /news-latter; `success: false` is a failure whose server
 * message is toasted and the typed values stay; otherwise the server's message is toasted and the
 * fields clear.
 */
export function NewsletterForm({ focusFirstField = false }: { focusFirstField?: boolean }) {
  const [subscribe] = useSubscribeNewsletterMutation();
  const form = useForm<NewsletterSignup>({ defaultValues: EMPTY });
  const { register } = form;

  // A 'subscribe' link brought the shopper here (maybe before the form had loaded): start typing at once.
  useEffect(() => {
    if (focusFirstField)
      document.getElementById(anchors.newsletterFirstField)?.focus({ preventScroll: true });
  }, [focusFirstField]);

  const submit = async (values: NewsletterSignup) => {
    const answer = await subscribe(values).unwrap();
    if (answer.success === false) throw answerError(answer);
    notify.success(answer.message ?? TEXT.subscribed);
    form.reset(EMPTY);
  };

  return (
    <section id={anchors.newsletter} className="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="newsletter__heading">
        {TEXT.heading}
      </h2>
      <p className="newsletter__intro">{TEXT.intro}</p>
      <Form
        form={form}
        onSubmit={submit}
        errorText={TEXT.failed}
        toastErrors
        aria-labelledby="newsletter-heading"
        className="newsletter__form"
      >
        <TextInput
          id={anchors.newsletterFirstField}
          label={TEXT.firstName}
          autoComplete="given-name"
          required
          {...register('first_name', { required: TEXT.firstNameRequired, setValueAs: trim })}
        />
        <TextInput
          id="newsletter-last-name"
          label={TEXT.lastName}
          autoComplete="family-name"
          required
          {...register('last_name', { required: TEXT.lastNameRequired, setValueAs: trim })}
        />
        <TextInput
          id="newsletter-email"
          label={TEXT.email}
          type="email"
          autoComplete="email"
          required
          {...register('email', {
            required: TEXT.emailRequired,
            pattern: { value: EMAIL_PATTERN, message: TEXT.emailInvalid },
            setValueAs: trim,
          })}
        />
        <div className="newsletter__actions">
          <FormAlert />
          <SubmitButton>{TEXT.submit}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
