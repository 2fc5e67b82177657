import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { renderRoute } from '../../../../tests/utils/render';

/** The accordion's question buttons, left column first. */
const questions = () => within(screen.getByRole('main')).getAllByRole('button');

const jsonLd = () =>
  JSON.parse(
    // Made after hydration, so in the head (JsonLd: Trusted Types refuse React's own <script>).
    document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
  ) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };

/** Renders /faq and waits for the page, then for its questions (the first render loads the lazy page). */
const openFaq = async (question: string | RegExp = 'Is shipping free?') => {
  const rendered = renderRoute('/faq');
  await screen.findByRole('heading', { level: 1, name: 'Common Questions' });
  return { ...rendered, question: await screen.findByRole('button', { name: question }) };
};

describe('/faq', () => {
  it('splits the questions into two accordion columns, the first half on the left', async () => {
    await openFaq();
    const columns = screen.getByRole('main').querySelectorAll<HTMLElement>('.accordion');
    expect(columns).toHaveLength(2);
    const names = (column: HTMLElement) =>
      within(column)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names(columns[0])).toEqual([
      'How many apricot seeds should I eat per day?',
      'Do you ship internationally?',
      'Is shipping free?',
      'What is Auto-Ship?',
    ]);
    expect(names(columns[1])).toEqual([
      'How do loyalty points work?',
      'How should I store apricot seeds?',
      'Are your seeds bitter or sweet?',
      'Can I return an order?',
    ]);
  });

  it('opens and closes an answer with its button (aria-expanded, aria-controls)', async () => {
    const { user, question } = await openFaq('Do you ship internationally?');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeNull();
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(within(answer as HTMLElement).getByText('30-45 days')).toBeInTheDocument();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('opens an answer from the keyboard', async () => {
    const { user, question } = await openFaq();
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('sanitises the answers and escapes the FAQPage JSON-LD', async () => {
    server.use(
      http.get('*/admin/faq', () =>
        HttpResponse.json([
          {
            id: 1,
            question: 'Is </script><script>alert(1)</script> safe?',
            answer: '<p>Yes<img src="x" onerror="window.__pwned = 1"><script>alert(1)</script></p>',
          },
        ]),
      ),
    );
    const { user, question } = await openFaq(/safe\?$/);
    await user.click(question);
    const main = screen.getByRole('main');
    expect(main.querySelector('[onerror]')).toBeNull();
    expect(main.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toMatch(/[<>]/);
    expect(jsonLd()).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is </script><script>alert(1)</script> safe?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes' },
        },
      ],
    });
  });

  it('lists every question in the JSON-LD', async () => {
    await openFaq();
    expect(jsonLd().mainEntity.map((entry) => entry.name)).toEqual(
      questions().map((button) => button.textContent),
    );
  });

  it('says so when there are no questions', async () => {
    server.use(http.get('*/admin/faq', () => HttpResponse.json([])));
    renderRoute('/faq');
    expect(await screen.findByText('No questions have been added yet.')).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('script')).toBeNull();
  });

  it('shows a failure with Retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/admin/faq', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : undefined;
      }),
    );
    const { user } = renderRoute('/faq');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the questions. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Is shipping free?' })).toBeInTheDocument(),
    );
  });
});
