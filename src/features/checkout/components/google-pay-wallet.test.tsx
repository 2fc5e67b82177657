import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '@/config/env';
import GooglePayWallet from './google-pay-wallet';

vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<{ env: Env }>();
  return {
    env: { ...original.env, googlePayMerchantId: 'merchant-1', googlePayEnvironment: 'PRODUCTION' },
  };
});

vi.mock('@google-pay/button-react', () => ({
  default: ({ environment }: { environment: string }) => <p>Google Pay button in {environment}</p>,
}));

describe('GooglePayWallet', () => {
  it('takes its environment from the configuration (VITE_GOOGLE_PAY_ENVIRONMENT)', () => {
    render(<GooglePayWallet amount="10.00" onToken={() => undefined} />);
    expect(screen.getByText('Google Pay button in PRODUCTION')).toBeInTheDocument();
  });
});
