import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Form } from '@/components/form/form';
import { RadioGroup } from '@/components/form/radio-group';
import { SubmitButton } from '@/components/form/submit-button';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import { paths } from '@/config/paths';
import { EMAIL_PATTERN } from '@/lib/email';
import { safeUrl } from '@/lib/safe-url';
import {
  affiliateMailto,
  EMPTY_AFFILIATE_APPLICATION,
  type AffiliateApplication,
} from '../affiliate-mail';
import { AFFILIATE_TEXT as T } from '../messages';

type AffiliateFormProps = {
  /** Where applications are e-mailed (VITE_AFFILIATE_EMAIL); without one the form is shown off. */
  address: string;
};

/**
 * The spec's static affiliate form, wired to no call. It says so, and its button only prepares the
 * applicant's own e-mail (a mailto: link); changing an answer takes the prepared e-mail back.
 */
export function AffiliateForm({ address }: AffiliateFormProps) {
  const form = useForm<AffiliateApplication>({ defaultValues: EMPTY_AFFILIATE_APPLICATION });
  const answers = useWatch({ control: form.control });
  const current = safeUrl(affiliateMailto(address, { ...EMPTY_AFFILIATE_APPLICATION, ...answers }));
  // The prepared e-mail stays on offer while the answers are the ones it was made of.
  const [prepared, setPrepared] = useState('');
  const ready = prepared && prepared === current ? prepared : '';
  const readyHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ready) readyHeading.current?.focus();
  }, [ready]);

  const { register } = form;
  return (
    <>
      <p>
        {address ? T.byEmail(address) : T.noAddress}{' '}
        {!address && <Link to={paths.contactUs}>{T.contactLink}</Link>}
      </p>
      <Form
        form={form}
        onSubmit={(values) => setPrepared(safeUrl(affiliateMailto(address, values)))}
        aria-labelledby="affiliate-form-heading"
      >
        <fieldset disabled={!address}>
          <TextInput
            label={T.name}
            required
            autoComplete="name"
            {...register('name', { validate: (v) => v.trim() !== '' || T.nameRequired })}
          />
          <TextInput
            label={T.email}
            required
            type="email"
            autoComplete="email"
            {...register('email', {
              validate: (v) =>
                (v.trim() === '' && T.emailRequired) ||
                EMAIL_PATTERN.test(v.trim()) ||
                T.emailInvalid,
            })}
          />
          <TextInput label={T.website} type="url" autoComplete="url" {...register('website')} />
          <TextArea label={T.audience} rows={4} {...register('audience')} />
          <RadioGroup
            legend={T.payout}
            options={T.payouts.map((payout) => ({ value: payout, label: payout }))}
            {...register('payout')}
          />
          <SubmitButton variant="primary">{T.prepare}</SubmitButton>
        </fieldset>
      </Form>
      {ready && (
        <div className="alert alert-info mt-3" role="status">
          <h3 ref={readyHeading} tabIndex={-1} className="h5">
            {T.readyHeading}
          </h3>
          <p>{T.readyText}</p>
          <a className="btn btn-primary" href={ready}>
            {T.open}
          </a>
        </div>
      )}
    </>
  );
}
