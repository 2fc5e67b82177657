import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../../../tests/setup/vitest.setup';
import { renderRoute } from '../../../tests/utils/render';
import { LOAD_FAILED_TEXT } from '@/components/ui/lazy-boundary';
import type * as LoadForms from '@/features/auth/load-forms';

// The login form's module cannot be fetched the first time; the second download works.
vi.mock('@/features/auth/load-forms', async (importOriginal) => {
  const actual = await importOriginal<typeof LoadForms>();
  let downloads = 0;
  return {
    ...actual,
    loadLoginForm: () =>
      (downloads += 1) === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module: login-form.js'))
        : actual.loadLoginForm(),
  };
});

describe("a cart whose login form's module fails to load", () => {
  it("says so in the form's place, Try again brings the form, and the guest form is unaffected", async () => {
    // React reports the error its boundary caught on the console.
    allowConsoleError();
    renderRoute('/cart');

    const login = await screen.findByRole('region', { name: 'Returning customer? Log in' });
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_TEXT);
    expect(await screen.findByRole('form', { name: 'Check out as a guest' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('form', { name: 'Returning customer? Log in' }),
    ).toBeInTheDocument();
    expect(login).not.toHaveTextContent(LOAD_FAILED_TEXT);
  });
});
