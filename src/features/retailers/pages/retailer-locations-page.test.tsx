import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEXAS_STATE_ID, US_COUNTRY_ID } from '../../../../local-api/seed/geo';
import { getDb } from '../../../../local-api/store/db';
import { server } from '../../../../local-api/node';
import { renderRoute, PAGE_READY } from '../../../../tests/utils/render';

const STORE_COUNT = 70;
const PAGES = Math.ceil(STORE_COUNT / 10);

/** Each GET /retailer-search's query as sent (every parameter, empty ones included). */
const recordSearches = () => {
  const searches: Record<string, string>[] = [];
  server.use(
    http.get('*/retailer-search', ({ request }) => {
      searches.push(Object.fromEntries(new URL(request.url).searchParams));
      return undefined;
    }),
  );
  return searches;
};

const open = async (route = '/retailer-locations') => {
  const rendered = renderRoute(route);
  await screen.findByRole('heading', { level: 1, name: 'Retailer Locations' }, PAGE_READY);
  return { ...rendered, user: userEvent.setup({ delay: null }) };
};

const table = () => screen.findByRole('table');
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const pageStatus = () => within(pager()).getByRole('status');
const pager = () => screen.getByRole('navigation', { name: 'Store list pages' });
const button = (name: 'Previous' | 'Next') => within(pager()).getByRole('button', { name });
const search = () => screen.getByRole('search', { name: 'Find a store near you' });

describe('/retailer-locations', () => {
  it('shows the claim, the sanitised introduction from the content service, and the first page of stores', async () => {
    server.use(
      http.get('*/content/3', () =>
        HttpResponse.json([
          {
            title: 'Find Apricot Seeds Near You',
            description:
              '<p>In 40 states.<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
          },
        ]),
      ),
    );
    const searches = recordSearches();
    await open();
    expect(screen.getByText('Over 1,000 locations in North America')).toBeInTheDocument();
    expect(await screen.findByText('In 40 states.')).toBeInTheDocument();
    const intro = screen.getByRole('heading', {
      name: 'Find Apricot Seeds Near You',
    }).parentElement;
    expect(intro?.innerHTML).not.toMatch(/onerror|<script/);

    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['S.No', 'Name', 'Phone', 'link', 'Email']);
    const rows = await bodyRows();
    expect(rows).toHaveLength(10);
    expect(cellsOf(rows[0]).slice(0, 3)).toEqual(['1', 'Green Grocer', '512-555-0101']);
    expect(pageStatus()).toHaveTextContent(`Page 1 of ${PAGES}`);
    expect(searches[0]).toEqual({ country_id: '', state_id: '', page: '1', zip_code: '' });
  });

  it('links each store’s website safely in a new tab with an accessible name, and its e-mail as mailto', async () => {
    await open();
    const [first] = await bodyRows();
    const website = within(first).getByRole('link', {
      name: 'Website of Green Grocer (opens in a new tab)',
    });
    expect(website).toHaveAttribute('href', 'https://greengrocer.example.com');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(first).getByRole('link', { name: 'hello@greengrocer.example.com' }),
    ).toHaveAttribute('href', 'mailto:hello@greengrocer.example.com');
  });

  it('encodes a store’s e-mail, so it cannot add recipients or a body to the message', async () => {
    const injected = 'shop@store.example?cc=spy@evil.example&body=Send your card';
    server.use(
      http.get('*/retailer-search', () =>
        HttpResponse.json({
          data: [{ first_name: 'Odd', last_name: 'Mail', email: injected }],
          total_pages: 1,
        }),
      ),
    );
    await open();
    const [row] = await bodyRows();
    const link = within(row).getByRole('link', { name: injected });
    expect(link).toHaveAttribute(
      'href',
      'mailto:shop@store.example%3Fcc%3Dspy@evil.example%26body%3DSend%20your%20card',
    );
    // What a mail client reads: one address, no cc, no body.
    const mail = new URL(link.getAttribute('href')!);
    expect(mail.search).toBe('');
    expect(decodeURIComponent(mail.pathname)).toBe(injected);
  });

  it('never links a website that is not http(s), nor a missing one', async () => {
    server.use(
      http.get('*/retailer-search', () =>
        HttpResponse.json({
          data: [
            { first_name: 'Bad', last_name: 'Link', website_url: 'javascript:alert(1)', email: '' },
            { first_name: 'No', last_name: 'Site', phone: null, website_url: null },
          ],
          total_pages: 1,
        }),
      ),
    );
    await open();
    const rows = await bodyRows();
    expect(within(rows[0]).queryByRole('link')).not.toBeInTheDocument();
    expect(cellsOf(rows[0])).toEqual(['1', 'Bad Link', 'Not listed', 'Not listed', 'Not listed']);
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('pages with Previous / Next between 1 and the last page, the page kept in the URL', async () => {
    const searches = recordSearches();
    const { user, router } = await open();
    await table();
    // On page 1, Previous goes nowhere (and keeps the focus).
    await user.click(button('Previous'));
    expect(button('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(router.state.location.search).toBe('');

    await user.click(button('Next'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(pageStatus()).toHaveTextContent(`Page 2 of ${PAGES}`);
    await waitFor(async () => expect(cellsOf((await bodyRows())[0])[0]).toBe('11'));
    expect(searches.at(-1)).toEqual({ country_id: '', state_id: '', page: '2', zip_code: '' });

    await user.click(button('Previous'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(pageStatus()).toHaveTextContent(`Page 1 of ${PAGES}`);
  });

  it('opens the page the URL names, stops at the last one, and corrects a page beyond it', async () => {
    const searches = recordSearches();
    const { user, router, unmount } = await open(`/retailer-locations?page=${PAGES}`);
    await waitFor(() => expect(pageStatus()).toHaveTextContent(`Page ${PAGES} of ${PAGES}`));
    expect(await bodyRows()).toHaveLength(STORE_COUNT - (PAGES - 1) * 10);
    await user.click(button('Next'));
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Next')).toHaveFocus();
    expect(router.state.location.search).toBe(`?page=${PAGES}`);
    expect(searches.every((query) => Number(query.page) <= PAGES)).toBe(true);
    unmount();

    const beyond = await open('/retailer-locations?page=99');
    await waitFor(() => expect(beyond.router.state.location.search).toBe(`?page=${PAGES}`));
    expect(pageStatus()).toHaveTextContent(`Page ${PAGES} of ${PAGES}`);
  });

  it('searches by country and state (a new country clears the state), from page 1, filters in the URL', async () => {
    const searches = recordSearches();
    const { user, router } = await open('/retailer-locations?page=3');
    await table();
    const country = within(search()).getByRole('combobox', { name: 'Country' });
    const state = within(search()).getByRole('combobox', { name: 'State / Province' });
    expect(state).toBeDisabled();
    await user.selectOptions(country, 'United States');
    await waitFor(() => expect(state).toBeEnabled());
    await user.selectOptions(state, 'Texas');
    await user.click(within(search()).getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?country_id=${US_COUNTRY_ID}&state_id=${TEXAS_STATE_ID}`,
      ),
    );
    await waitFor(() => expect(pageStatus()).toHaveTextContent('Page 1 of 2'));
    expect(searches.at(-1)).toEqual({
      country_id: String(US_COUNTRY_ID),
      state_id: String(TEXAS_STATE_ID),
      page: '1',
      zip_code: '',
    });
    await user.click(button('Next'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?country_id=${US_COUNTRY_ID}&state_id=${TEXAS_STATE_ID}&page=2`,
      ),
    );
    // Page 1's rows stay on screen while page 2 loads: judge the rows once page 2 is in.
    await waitFor(() => expect(pageStatus()).toHaveTextContent('Page 2 of 2'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));

    await user.selectOptions(country, 'Canada');
    expect(state).toHaveValue('');
  });

  it('fills the fields from a shared URL, searches by ZIP, says when nothing matches, and shows all again', async () => {
    const searches = recordSearches();
    const { user, router } = await open(
      `/retailer-locations?country_id=${US_COUNTRY_ID}&state_id=${TEXAS_STATE_ID}`,
    );
    const country = within(search()).getByRole('combobox', { name: 'Country' });
    const state = within(search()).getByRole('combobox', { name: 'State / Province' });
    await waitFor(() => expect(country).toHaveValue(String(US_COUNTRY_ID)));
    await waitFor(() => expect(state).toHaveValue(String(TEXAS_STATE_ID)));

    const zip = within(search()).getByRole('textbox', { name: 'ZIP Code' });
    await user.type(zip, '00000');
    await user.click(within(search()).getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        'No stores match this search. Try another state or ZIP code, or show all stores.',
      ),
    ).toBeInTheDocument();
    expect(searches.at(-1)).toMatchObject({ zip_code: '00000', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Show all stores' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(zip).toHaveValue('');
    expect(country).toHaveValue('');
    await waitFor(() => expect(pageStatus()).toHaveTextContent(`Page 1 of ${PAGES}`));
  });

  it('says when the store list cannot be loaded, and Retry loads it', async () => {
    server.use(
      http.get('*/retailer-search', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const { user } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The store list could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await bodyRows()).toHaveLength(10);
  });

  it('says when the introduction cannot be loaded, and Retry loads it', async () => {
    server.use(
      http.get('*/content/3', () => HttpResponse.json({}, { status: 500 }), { once: true }),
      http.get('*/content/3', () =>
        HttpResponse.json([{ title: 'Find Apricot near you', description: '<p>Stores</p>' }]),
      ),
    );
    const { user } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The introduction could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Find Apricot near you' })).toBeVisible();
    expect(await bodyRows()).toHaveLength(10);
  });

  it('links to the wholesale application and opens the reviews dialog (no widget configured: it says so)', async () => {
    const { user } = await open();
    expect(screen.getByRole('link', { name: 'Apply for a wholesale account' })).toHaveAttribute(
      'href',
      '/wholesale-application',
    );
    const opener = screen.getByRole('button', { name: 'Read our reviews' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Customer Reviews' });
    expect(within(dialog).getByText('Reviews are not available right now.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe("'Let us know' store suggestion", () => {
  const form = () => screen.getByRole('form', { name: 'Let us know' });
  const box = (name: string) => within(form()).getByRole('textbox', { name });
  const send = () => within(form()).getByRole('button', { name: 'Submit' });

  it('asks for the store name and location before sending anything', async () => {
    const { user } = await open();
    const before = getDb().submissions.length;
    await user.click(send());
    expect(await within(form()).findByText('Please enter the store name.')).toBeInTheDocument();
    expect(within(form()).getByText('Please enter where the store is.')).toBeInTheDocument();
    expect(box('Store Name')).toHaveFocus();
    expect(getDb().submissions).toHaveLength(before);
  });

  it('sends store name, location and contact to POST /retailer and shows its answer', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/retailer', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const { user } = await open();
    await user.type(box('Store Name'), 'Corner Health');
    await user.type(box('Location'), 'Austin, TX');
    await user.type(box('Contact'), 'Sam, 512-555-0199');
    await user.click(send());
    expect(
      await within(form()).findByText('Thank you! We will get in touch with the store.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { store_name: 'Corner Health', location: 'Austin, TX', contact: 'Sam, 512-555-0199' },
    ]);
    expect(box('Store Name')).toHaveValue('');
  });

  it('puts the API’s errors on their fields and keeps what was typed; a failure says so', async () => {
    server.use(
      http.post('*/retailer', () =>
        HttpResponse.json({ status: false, errors: { location: ['Please give a city.'] } }),
      ),
    );
    const { user } = await open();
    await user.type(box('Store Name'), 'Corner Health');
    await user.type(box('Location'), 'TX');
    await user.click(send());
    expect(await within(form()).findByText('Please give a city.')).toBeInTheDocument();
    expect(box('Location')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Store Name')).toHaveValue('Corner Health');

    server.use(http.post('*/retailer', () => HttpResponse.json({}, { status: 500 })));
    await user.click(send());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Your suggestion could not be sent. Please try again.',
    );
    expect(box('Location')).toHaveValue('TX');
  });
});
