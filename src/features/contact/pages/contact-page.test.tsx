import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { gate } from '../../../../tests/utils/gate';
import { renderRoute } from '../../../../tests/utils/render';

const FIELDS = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Email: 'ada@apricot.test',
  Phone: '5125550100',
  Message: 'Do you ship to Canada?',
} as const;

/** Records the JSON bodies posted to /contact and lets the local API answer them. */
const recordBodies = () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/contact', async ({ request }) => {
      expect(request.headers.get('content-type')).toMatch(/^application\/json/);
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
};

const openContact = async () => {
  const rendered = renderRoute('/contact-us');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  const form = await screen.findByRole('form', { name: 'Contact us' });
  const fill = async (values: Partial<Record<keyof typeof FIELDS, string>> = FIELDS) => {
    for (const [label, value] of Object.entries(values)) {
      await rendered.user.type(within(form).getByLabelText(label), value);
    }
  };
  const submit = () => rendered.user.click(within(form).getByRole('button', { name: 'Submit' }));
  return { ...rendered, form, fill, submit };
};

const expectFieldsKept = (form: HTMLElement) => {
  for (const [label, value] of Object.entries(FIELDS))
    expect(within(form).getByLabelText(label)).toHaveValue(value);
};

describe('/contact-us', () => {
  it("posts the five fields as JSON and shows the server's message", async () => {
    const bodies = recordBodies();
    const { form, fill, submit } = await openContact();
    await fill();
    await submit();
    expect(
      await screen.findByText('Thank you for contacting us. We will get back to you soon.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@apricot.test',
        phone: '5125550100',
        message: 'Do you ship to Canada?',
      },
    ]);
    expect(within(form).getByLabelText('First Name')).toHaveValue('');
  });

  it('shows the server’s reason and keeps every field when it refuses', async () => {
    server.use(
      http.post('*/contact', () =>
        HttpResponse.json(
          { success: false, message: 'The email must be a valid email address.' },
          { status: 422 },
        ),
      ),
    );
    const { form, fill, submit } = await openContact();
    await fill();
    await submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The email must be a valid email address.',
    );
    expectFieldsKept(form);
  });

  it('reads success: false in a 200 answer as a refusal', async () => {
    server.use(
      http.post('*/contact', () =>
        HttpResponse.json({ success: false, message: 'Please try again tomorrow.' }),
      ),
    );
    const { form, fill, submit } = await openContact();
    await fill();
    await submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please try again tomorrow.');
    expectFieldsKept(form);
  });

  it("says 'Something went wrong. Please try again later.' on an exception and keeps the fields", async () => {
    server.use(http.post('*/contact', () => HttpResponse.error()));
    const { form, fill, submit } = await openContact();
    await fill();
    await submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expectFieldsKept(form);
  });

  it('sends once when Submit is pressed twice', async () => {
    const bodies: unknown[] = [];
    const answer = gate();
    server.use(
      http.post('*/contact', async ({ request }) => {
        bodies.push(await request.clone().json());
        await answer.opened;
      }),
    );
    const { form, fill, user } = await openContact();
    await fill();
    const button = within(form).getByRole('button', { name: 'Submit' });
    await user.click(button);
    await user.click(button);
    answer.open();
    expect(
      await screen.findByText('Thank you for contacting us. We will get back to you soon.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('says when the contact details cannot be loaded, Retry loads them, and the form works meanwhile', async () => {
    server.use(
      http.get('*/content/4', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const { user, form } = await openContact();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Our contact details could not be loaded.');
    expect(within(form).getByLabelText('First Name')).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Customer Service Hours' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the reviews dialog and returns focus when it closes', async () => {
    const { user } = await openContact();
    const opener = screen.getByRole('button', { name: 'Read Our Reviews' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Customer Reviews' });
    expect(within(dialog).getByText('Reviews are not available right now.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('takes the title from the page metadata', async () => {
    await openContact();
    await waitFor(() => expect(document.title).toBe('Contact Us | Apricot Storefront'));
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'http://localhost:5173/contact-us',
    );
  });
});
