import { useLayoutEffect, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { makePersistor, makeStore } from './store';

const whenBootstrapped = (persistor: ReturnType<typeof makePersistor>) =>
  new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });

describe('AppProviders: the persisted-state gate', () => {
  it('shows nothing until the persisted state is back, then the app', async () => {
    const store = makeStore();
    const persistor = makePersistor(store);
    render(
      <AppProviders store={store} persistor={persistor}>
        <p>the app</p>
      </AppProviders>,
    );
    expect(persistor.getState().bootstrapped).toBe(false);
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });

  it('renders the app in its first commit when the state is already back', async () => {
    const store = makeStore();
    const persistor = makePersistor(store);
    await whenBootstrapped(persistor);
    let inFirstCommit: boolean | undefined;
    // Its layout effect runs once the first commit is in the page, after every effect inside it.
    function FirstCommit({ children }: { children: ReactNode }) {
      useLayoutEffect(() => {
        inFirstCommit = screen.queryByText('the app') !== null;
      }, []);
      return children;
    }
    render(
      <FirstCommit>
        <AppProviders store={store} persistor={persistor}>
          <p>the app</p>
        </AppProviders>
      </FirstCommit>,
    );
    // Not a null first commit that a second, synchronous pass over the whole app then fills.
    expect(inFirstCommit).toBe(true);
  });
});
