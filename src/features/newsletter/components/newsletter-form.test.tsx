import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '../../../../tests/utils/render';
import { NewsletterForm } from './newsletter-form';

const renderForm = () =>
  renderWithProviders(
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );

const fill = async (
  user: ReturnType<typeof renderForm>['user'],
  values: { first?: string; last?: string; email?: string },
) => {
  const subscribe = await screen.findByRole('button', { name: 'Subscribe' });
  if (values.first) await user.type(screen.getByLabelText(/Your first name/), values.first);
  if (values.last) await user.type(screen.getByLabelText(/Your last name/), values.last);
  if (values.email) await user.type(screen.getByLabelText(/Your email address/), values.email);
  await user.click(subscribe);
};

// The toast list loads with the first toast.
const toasts = () => screen.findByRole('region', { name: 'Notifications Alt+T' });

describe('Newsletter sign-up (spec part 1 §5, §8)', () => {
  it('needs first name, last name and e-mail, and an e-mail format, before any call', async () => {
    let calls = 0;
    server.use(
      http.post('*/news-latter', () => {
        calls += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderForm();
    await fill(user, {});
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    await fill(user, { first: 'Nell', last: 'News', email: 'nell@example' });
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('posts the three fields, toasts the server message and clears the fields', async () => {
    let body: unknown;
    server.use(
      http.post('*/news-latter', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'Welcome aboard, Nell!' });
      }),
    );
    const { user } = renderForm();
    await fill(user, { first: 'Nell', last: 'News', email: ' nell@apricot.test ' });
    expect(await within(await toasts()).findByText('Welcome aboard, Nell!')).toBeInTheDocument();
    expect(body).toEqual({ first_name: 'Nell', last_name: 'News', email: 'nell@apricot.test' });
    await waitFor(() => expect(screen.getByLabelText(/Your first name/)).toHaveValue(''));
    expect(screen.getByLabelText(/Your last name/)).toHaveValue('');
    expect(screen.getByLabelText(/Your email address/)).toHaveValue('');
  });

  it('subscribes through the local API', async () => {
    const { user } = renderForm();
    await fill(user, { first: 'Lia', last: 'Local', email: 'lia.local@apricot.test' });
    expect(
      await within(await toasts()).findByText('Thank you for subscribing to our newsletter!'),
    ).toBeInTheDocument();
  });

  it('shows the server message of success: false as an error and keeps what was typed', async () => {
    server.use(
      http.post('*/news-latter', () =>
        HttpResponse.json({ success: false, message: 'This email is already subscribed.' }),
      ),
    );
    const { user } = renderForm();
    await fill(user, { first: 'Nell', last: 'News', email: 'nell@apricot.test' });
    expect(
      await within(await toasts()).findByText('This email is already subscribed.'),
    ).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast--error')).not.toBeNull();
    expect(screen.getByLabelText(/Your first name/)).toHaveValue('Nell');
    expect(screen.getByLabelText(/Your last name/)).toHaveValue('News');
    expect(screen.getByLabelText(/Your email address/)).toHaveValue('nell@apricot.test');
  });

  it('shows a refused sign-up (HTTP error) the same way', async () => {
    const { user } = renderForm();
    await fill(user, { first: 'Ada', last: 'Again', email: 'dup@apricot.test' });
    await within(await toasts()).findByText('Thank you for subscribing to our newsletter!');
    await fill(user, { first: 'Ada', last: 'Again', email: 'dup@apricot.test' });
    expect(
      await within(await toasts()).findByText('This email is already subscribed.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Your email address/)).toHaveValue('dup@apricot.test');
  });
});
