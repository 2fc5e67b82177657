import { useCallback, useEffect, useState } from 'react';
import { useMatches } from 'react-router';
import { hydrateAnswers } from '@/api/base-api';
import { rememberCleanHtml } from '@/lib/clean-html';
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
 * with, so it renders what the HTML holds; `fresh` turns true once this visit's answers replaced them.
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
  /** 'build' until this visit's answers are in; 'failed' when any of them could not be read. */
  const [refresh, setRefresh] = useState<'build' | 'fresh' | 'failed'>('build');
  const [tries, setTries] = useState(0);
  useEffect(() => {
    let current = true;
    void app.store.dispatch(refreshAnswers(app.answers)).then((complete) => {
      if (current) setRefresh(complete ? 'fresh' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [app, tries]);
  const retry = useCallback(() => {
    setRefresh('build');
    setTries((count) => count + 1);
  }, []);
  return { ...app, fresh: refresh === 'fresh', retry: refresh === 'failed' ? retry : undefined };
};
