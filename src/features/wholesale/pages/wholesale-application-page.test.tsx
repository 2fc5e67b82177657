import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../../local-api/store/db';
import { server } from '../../../../local-api/node';
import { gate } from '../../../../tests/utils/gate';
import { renderRoute, PAGE_READY } from '../../../../tests/utils/render';
import { allowConsoleError } from '../../../../tests/setup/vitest.setup';

const MAIL_URL = 'http://localhost:5013/__ext/mail';
const MB = 1024 * 1024;

const file = (name: string, type: string, size = 1024) => {
  const made = new File([new Uint8Array(Math.min(size, 4096)).fill(9)], name, { type });
  // A large size without allocating it: only the size is checked before sending.
  if (size > 4096) Object.defineProperty(made, 'size', { value: size });
  return made;
};
const licence = () => file('resale-certificate.pdf', 'application/pdf');

type Sent = { url: string; contentType: string; fields: Record<string, string>; files: File[] };

/** Records each multipart POST to the mail script as received, then lets the local API answer (after `gate`). */
const recordMail = (gate?: Promise<void>) => {
  const sent: Sent[] = [];
  server.use(
    http.post('*/__ext/mail', async ({ request }) => {
      const form = await request.clone().formData();
      const fields: Record<string, string> = {};
      const files: File[] = [];
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
        else files.push(value);
      });
      sent.push({
        url: request.url,
        contentType: request.headers.get('content-type') ?? '',
        fields,
        files,
      });
      await gate;
      return undefined;
    }),
  );
  return sent;
};

// No pause between a test's key presses and clicks: the form is long and the machine may be busy.
const open = async (user = userEvent.setup({ delay: null })) => {
  const rendered = renderRoute('/wholesale-application');
  await screen.findByRole('form', { name: 'Wholesale application' }, PAGE_READY);
  // The default country shows once /countries has answered.
  await waitFor(() => expect(field('Country')).toHaveValue('231'));
  return { ...rendered, user };
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The field labelled `name` exactly (a required field's label ends in its asterisk). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${escape(name)}\\*?$`));
const section = (name: string) => screen.getByRole('group', { name });
const submit = () => screen.getByRole('button', { name: 'Submit Application' });

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${now.getFullYear()}`;
};

/** The masked date takes its digits pasted (typed ones race the mask's own caret handling). */
const setDate = async (user: UserEvent, digits: string) => {
  await user.clear(field('Date (MM-DD-YYYY)'));
  await user.click(field('Date (MM-DD-YYYY)'));
  await user.paste(digits);
};

/** Every field of the spec's entity, as an applicant types it. */
const fillEverything = async (user: UserEvent) => {
  // Pasted, not typed key by key: the whole form in a test of reasonable length.
  const fill = async (name: string, text: string) => {
    await user.click(field(name));
    await user.paste(text);
  };
  await fill('Company Name', 'Corner Health Ltd');
  const business = section('Your Business');
  await user.click(within(business).getByRole('checkbox', { name: 'Amazon Seller' }));
  await user.click(within(business).getByRole('checkbox', { name: 'Retail Storefront' }));
  await fill('Years of Experience', '7');
  await user.click(screen.getByRole('checkbox', { name: 'Social Media' }));
  await user.click(screen.getByRole('checkbox', { name: 'Personal Experience' }));
  await fill('First Name', 'Sam');
  await fill('Last Name', 'Rivera');
  await fill('Job Title', 'Owner');
  await fill('Area Code', '512');
  await fill('Phone Number', '5550100');
  await fill('Email', 'sam@corner.example');
  await fill('Website', 'https://corner.example');
  await fill('Street Address', '1 Main St');
  await fill('Street Address Line 2', 'Suite 4');
  await fill('City', 'Toronto');
  await fill('State / Province', 'Ontario');
  await fill('ZIP / Postal Code', 'M5V 2T6');
  await user.selectOptions(field('Country'), 'Canada');
  await fill('How will you market and sell our products?', 'Shelf display, newsletter');
  await fill('Signature First Name', 'Sam');
  await fill('Signature Last Name', 'Rivera');
  await setDate(user, '03142026');
  await user.upload(field('Business licence or resale certificate'), licence());
};

describe('/wholesale-application', () => {
  it('groups the long form into six fieldsets with legends, and marks the spec’s required fields only', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Wholesale Application' })).toBeVisible();
    for (const name of [
      'Your Business',
      'Contact Person',
      'Shipping Address',
      'Marketing Plan',
      'Signature',
      'Business Licence or Resale Certificate',
    ])
      expect(section(name)).toBeInTheDocument();

    const required = [
      'Area Code',
      'Phone Number',
      'Email',
      'Street Address',
      'City',
      'State / Province',
      'ZIP / Postal Code',
      'Country',
      'How will you market and sell our products?',
      'Signature First Name',
      'Signature Last Name',
      'Date (MM-DD-YYYY)',
      'Business licence or resale certificate',
    ];
    const optional = [
      'Company Name',
      'Years of Experience',
      'First Name',
      'Last Name',
      'Job Title',
      'Website',
      'Street Address Line 2',
    ];
    for (const name of required) expect(field(name)).toHaveAttribute('aria-required', 'true');
    for (const name of optional) expect(field(name)).not.toHaveAttribute('aria-required');
    expect(field('Business licence or resale certificate')).toHaveAttribute(
      'accept',
      'application/pdf,.pdf,image/*',
    );
    expect(field('Date (MM-DD-YYYY)')).toHaveValue(today());
  });

  it('offers the spec’s store types and interest options verbatim, and the countries of /countries', async () => {
    await open();
    const names = (legend: string) =>
      within(section(legend))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value'));
    expect(names('Store Type')).toEqual([
      'Retail Storefront',
      'Online Retailer',
      'Amazon Seller',
      'Clinic/doctor',
      'Distributor',
    ]);
    expect(names('What interests you in our products?')).toEqual([
      'Customer Requested product in store',
      'Wanting to add new health products in general',
      'Love the health benefits of Apricot Seeds and/or B17',
      'Personal Experience',
      'Social Media',
      'Others',
    ]);
    const countries = within(field('Country'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(countries).toEqual(expect.arrayContaining(['United States', 'Canada', 'Mexico']));
  });

  it('sends every field as multipart to the mail script, lists joined by ", ", the PDF as a file; then the success text', async () => {
    const sent = recordMail();
    const { user } = await open();
    await fillEverything(user);
    await user.click(submit());

    const success = await screen.findByRole('heading', {
      name: 'Application submitted successfully!',
    });
    // The heading is focused by an effect, which may run after the commit that showed it.
    await waitFor(() => expect(success).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Wholesale application' })).not.toBeInTheDocument();

    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(MAIL_URL);
    expect(sent[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0].fields).toEqual({
      company_name: 'Corner Health Ltd',
      store_type: 'Retail Storefront, Amazon Seller',
      experience: '7',
      interest_in_product: 'Personal Experience, Social Media',
      first_name: 'Sam',
      last_name: 'Rivera',
      job_title: 'Owner',
      area_code: '512',
      phone_number: '5550100',
      email: 'sam@corner.example',
      website: 'https://corner.example',
      street_address: '1 Main St',
      street_address_line2: 'Suite 4',
      city: 'Toronto',
      state: 'Ontario',
      zip_code: 'M5V 2T6',
      country_id: '38',
      selling_plane: 'Shelf display, newsletter',
      signature_first_name: 'Sam',
      signature_last_name: 'Rivera',
      signature_date: '03-14-2026',
    });
    expect(sent[0].files).toHaveLength(1);
    // jsdom's FormData reaches MSW without the file's name: the e2e journey checks it.
    expect(sent[0].files[0]).toMatchObject({ type: 'application/pdf', size: 1024 });
    expect(getDb().submissions.at(-1)).toMatchObject({
      kind: 'wholesale',
      data: { store_type: 'Retail Storefront, Amazon Seller', attachment: expect.any(String) },
    });

    await user.click(screen.getByRole('button', { name: 'Send another application' }));
    expect(await screen.findByLabelText('Company Name')).toHaveValue('');
  });

  it('enforces nothing the spec does not: a nearly empty application is sent, without an attachment field and without "null"', async () => {
    const sent = recordMail();
    const { user } = await open();
    await user.type(field('Company Name'), 'Corner Health');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Application submitted successfully!' });
    expect(sent).toHaveLength(1);
    expect(sent[0].files).toEqual([]);
    expect(sent[0].fields).not.toHaveProperty('attachment');
    expect(Object.values(sent[0].fields)).not.toContain('null');
    expect(Object.values(sent[0].fields)).not.toContain('undefined');
    expect(sent[0].fields).toMatchObject({ store_type: '', interest_in_product: '', email: '' });
  });

  it('checks only the e-mail format before sending (the date goes as typed), and sends nothing until it is right', async () => {
    const sent = recordMail();
    const { user } = await open();
    await user.type(field('Email'), 'sam@corner');
    await setDate(user, '13452026');
    expect(field('Date (MM-DD-YYYY)')).toHaveValue('13-45-2026');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Date (MM-DD-YYYY)')).not.toHaveAttribute('aria-invalid');
    expect(sent).toHaveLength(0);

    await user.type(field('Email'), '.example');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Application submitted successfully!' });
    expect(sent[0].fields).toMatchObject({
      email: 'sam@corner.example',
      signature_date: '13-45-2026',
    });
  });

  it('refuses an attachment that is not a PDF or an image, or is over 10 MB, with a clear message', async () => {
    const sent = recordMail();
    const { user } = await open(userEvent.setup({ applyAccept: false, delay: null }));
    const input = field('Business licence or resale certificate') as HTMLInputElement;

    await user.upload(input, file('licence.docx', 'application/msword'));
    expect(
      await screen.findByText(
        'Please attach a PDF or an image (JPG, PNG…) of your business licence or resale certificate.',
      ),
    ).toBeInTheDocument();
    expect(input.files).toHaveLength(0);

    await user.upload(input, file('scan.pdf', 'application/pdf', 10 * MB + 1));
    expect(
      await screen.findByText('This file is too large. Please attach a file of at most 10 MB.'),
    ).toBeInTheDocument();
    expect(input.files).toHaveLength(0);

    await user.upload(input, file('scan.jpg', 'image/jpeg', 10 * MB));
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Application submitted successfully!' });
    expect(sent[0].files[0]).toMatchObject({ type: 'image/jpeg' });
  });

  it('on failure says "Submission failed." and keeps everything typed, the chosen file included; a retry sends it all', async () => {
    allowConsoleError();
    server.use(
      http.post('*/__ext/mail', () => HttpResponse.json({ message: 'Down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await open();
    await user.type(field('Company Name'), 'Corner Health Ltd');
    await user.click(screen.getByRole('checkbox', { name: 'Amazon Seller' }));
    await user.click(screen.getByRole('checkbox', { name: 'Retail Storefront' }));
    await user.selectOptions(field('Country'), 'Canada');
    await setDate(user, '03142026');
    await user.upload(field('Business licence or resale certificate'), licence());
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submission failed.');
    expect(alert).toHaveTextContent('Down');
    expect(field('Company Name')).toHaveValue('Corner Health Ltd');
    expect(screen.getByRole('checkbox', { name: 'Amazon Seller' })).toBeChecked();
    expect(field('Country')).toHaveValue('38');
    expect(field('Date (MM-DD-YYYY)')).toHaveValue('03-14-2026');
    const input = field('Business licence or resale certificate') as HTMLInputElement;
    expect(input.files?.[0]?.name).toBe('resale-certificate.pdf');

    const sent = recordMail();
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Application submitted successfully!' });
    expect(sent[0].fields.store_type).toBe('Retail Storefront, Amazon Seller');
    expect(sent[0].files[0]).toMatchObject({ type: 'application/pdf', size: 1024 });
  });

  it('judges success by the body status: a 200 answer with another status fails and lists its errors', async () => {
    server.use(
      http.post('*/__ext/mail', () =>
        HttpResponse.json({ status: 500, errors: 'The mail server did not answer.' }),
      ),
    );
    const { user } = await open();
    await user.type(field('Company Name'), 'Corner Health');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submission failed.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'The mail server did not answer.',
    );
    expect(field('Company Name')).toHaveValue('Corner Health');
  });

  it('puts a refusal that names a field on that field, under "Submission failed."', async () => {
    allowConsoleError();
    server.use(
      http.post('*/__ext/mail', () =>
        HttpResponse.json(
          { status: 415, errors: { attachment: ['The attachment must be a PDF or an image.'] } },
          { status: 415 },
        ),
      ),
    );
    const { user } = await open();
    await user.upload(field('Business licence or resale certificate'), licence());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission failed.');
    expect(screen.getByText('The attachment must be a PDF or an image.')).toBeInTheDocument();
    expect(field('Business licence or resale certificate')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Submission failed." when the mail script cannot be reached', async () => {
    server.use(http.post('*/__ext/mail', () => HttpResponse.error()));
    const { user } = await open();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Submission failed\.$/);
  });

  it('sends once however often Submit is pressed while it is sending', async () => {
    const reply = gate();
    const sent = recordMail(reply.opened);
    const { user } = await open();
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    await user.click(submit());
    field('Company Name').closest('form')?.requestSubmit();
    reply.open();
    await screen.findByRole('heading', { name: 'Application submitted successfully!' });
    expect(sent).toHaveLength(1);
  });
});
