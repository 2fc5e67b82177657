import { useCallback, useEffect, useState } from 'react';
import { useMatches } from 'react-router';
import { hydrateAnswers, type PrerenderedAnswers } from '@/api/base-api';
import { rememberCleanHtml } from '@/lib/clean-html';
import { useAppDispatch } from '../hooks';
import { browserStore, makeStore } from '../store';
import { refreshAnswers } from './answers';
import type { PageLoaderData } from './route-loaders';

const isBrowser = typeof window !== 'undefined';

/** The answers the matched routes' loaders prerendered this page with (none after a navigation). */
const usePrerenderedAnswers = () =>
  useMatches().flatMap((match) => {
    const data = match.data as PageLoaderData | undefined;
    return data?.answers ? [data] : [];
  });

/**
 * The store for this render: in the browser the one the client entry started (state restored),
 * at build time a new one. Before the first render it takes the answers the page was prerendered
 * with, so it renders what the HTML holds; `answers` are those, for `useAnswersRefresh`.
 */
export const useHydratingStore = () => {
  const answers = usePrerenderedAnswers();
  const [app] = useState(() => {
    const { store, persistor } = isBrowser
      ? browserStore()
      : { store: makeStore(), persistor: null };
    answers.forEach(({ answers: payload, html }) => {
      rememberCleanHtml(html);
      store.dispatch(hydrateAnswers(payload));
    });
    return { store, persistor, answers: answers.map((data) => data.answers) };
  });
  return app;
};

/**
 * This visit's answers in place of the build's `answers` (refreshAnswers), from the store of the
 * providers above. `fresh` turns true once they are in; `retry` is set when any of them could not
 * be read. Called by the part that shows the state (the page's <main>), so its turn re-renders
 * that part alone, not the whole shell (docs/performance.md).
 */
export const useAnswersRefresh = (answers: PrerenderedAnswers[]) => {
  const dispatch = useAppDispatch();
  /** 'build' until this visit's answers are in; 'failed' when any of them could not be read. */
  const [refresh, setRefresh] = useState<'build' | 'fresh' | 'failed'>(() =>
    answers.length ? 'build' : 'fresh',
  );
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!answers.length) return;
    let current = true;
    void dispatch(refreshAnswers(answers)).then((complete) => {
      if (current) setRefresh(complete ? 'fresh' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [dispatch, answers, tries]);
  const retry = useCallback(() => {
    setRefresh('build');
    setTries((count) => count + 1);
  }, []);
  return { fresh: refresh === 'fresh', retry: refresh === 'failed' ? retry : undefined };
};
