import { describe, expect, it } from 'vitest';
import { resolveSettings } from './settings';

describe('resolveSettings (the VITE_* keys shared by the bundle and the serving config)', () => {
  it('falls back to the local API and the page origin when nothing is set', () => {
    const settings = resolveSettings({}, 'http://shop.test');
    expect(settings.apiBaseUrl).toBe('http://localhost:5013');
    expect(settings.siteBaseUrl).toBe('http://shop.test');
    expect(settings.ipEchoUrl).toBe('http://localhost:5013/__ext/ipify');
    expect(settings.geolocationUrl).toBe('http://localhost:5013/__ext/ipapi');
    expect(settings.googlePayGateway).toBe('authorizenet');
    expect(settings.uploadUrl).toBe('http://localhost:5013/__ext/upload');
    expect(settings.companyName).toBe('Apricot Storefront');
    expect(settings.companyEmail).toBe('support@apricot.test');
  });

  it('takes the receipt contact from VITE_COMPANY_*', () => {
    const settings = resolveSettings({
      VITE_COMPANY_NAME: ' Apricot Seeds Inc. ',
      VITE_COMPANY_ADDRESS: '1 Pit Lane, Reno, NV',
      VITE_COMPANY_EMAIL: 'help@apricot.example',
    });
    expect(settings).toMatchObject({
      companyName: 'Apricot Seeds Inc.',
      companyAddress: '1 Pit Lane, Reno, NV',
      companyEmail: 'help@apricot.example',
    });
  });

  it('puts the upload stand-in on the configured API unless VITE_UPLOAD_URL names the real one', () => {
    expect(resolveSettings({ VITE_API_BASE_URL: 'http://127.0.0.1:5113/' }).uploadUrl).toBe(
      'http://127.0.0.1:5113/__ext/upload',
    );
    expect(
      resolveSettings({ VITE_UPLOAD_URL: 'https://files.example.com/apricot-app/upload.php' })
        .uploadUrl,
    ).toBe('https://files.example.com/apricot-app/upload.php');
  });

  it('sends the wholesale application to the local mail stand-in unless VITE_WHOLESALE_MAIL_URL names the real one', () => {
    expect(resolveSettings({}).wholesaleMailUrl).toBe('http://localhost:5013/__ext/mail');
    expect(resolveSettings({ VITE_API_BASE_URL: 'http://127.0.0.1:5113/' }).wholesaleMailUrl).toBe(
      'http://127.0.0.1:5113/__ext/mail',
    );
    expect(
      resolveSettings({ VITE_WHOLESALE_MAIL_URL: 'https://mail.example.com/apricot-app/mail.php' })
        .wholesaleMailUrl,
    ).toBe('https://mail.example.com/apricot-app/mail.php');
  });

  it('has no affiliate e-mail address unless VITE_AFFILIATE_EMAIL gives one', () => {
    expect(resolveSettings({}).affiliateEmail).toBe('');
    expect(
      resolveSettings({ VITE_AFFILIATE_EMAIL: ' affiliates@shop.example ' }).affiliateEmail,
    ).toBe('affiliates@shop.example');
  });

  it('trims values and drops trailing slashes of base URLs; blank means the default', () => {
    const settings = resolveSettings({
      VITE_API_BASE_URL: ' https://api.example.com// ',
      VITE_GEOLOCATION_URL: 'https://geo.example.com/',
      VITE_REVIEW_WIDGET_SCRIPT_URL: '   ',
    });
    expect(settings.apiBaseUrl).toBe('https://api.example.com');
    expect(settings.geolocationUrl).toBe('https://geo.example.com');
    expect(settings.reviewWidgetScriptUrl).toBe('');
  });

  it.each([
    [undefined, 'TEST'],
    ['', 'TEST'],
    ['production', 'PRODUCTION'],
    ['PRODUCTION', 'PRODUCTION'],
    ['LIVE', 'TEST'],
  ])(
    'Google Pay environment %j resolves to %s (TEST unless PRODUCTION is asked for)',
    (value, expected) => {
      expect(resolveSettings({ VITE_GOOGLE_PAY_ENVIRONMENT: value }).googlePayEnvironment).toBe(
        expected,
      );
    },
  );
});

describe('VITE_BITCOIN_PAYMENT_HOST', () => {
  it('is the local stand-in without an API address, commerce.coinbase.com with one, else as set', () => {
    expect(resolveSettings({}).bitcoinPaymentHost).toBe('http://localhost:5013/__ext/coinbase');
    expect(
      resolveSettings({ VITE_API_BASE_URL: 'https://api.shop.example' }).bitcoinPaymentHost,
    ).toBe('commerce.coinbase.com');
    expect(
      resolveSettings({
        VITE_API_BASE_URL: 'https://api.shop.example',
        VITE_BITCOIN_PAYMENT_HOST: 'Pay.Example.com',
      }).bitcoinPaymentHost,
    ).toBe('pay.example.com');
  });
});
