import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../../tests/setup/vitest.setup';
import { LOAD_FAILED_TEXT, LazyBoundary } from './lazy-boundary';
import { Spinner } from './spinner';

type GreetingProps = { name: string };
const Greeting = ({ name }: GreetingProps) => <p>Hello {name}</p>;

/** A module import the test settles by hand, one per call. */
const deferredImport = () => {
  const calls: Array<{
    resolve: (module: { default: ComponentType<GreetingProps> }) => void;
    reject: (error: Error) => void;
  }> = [];
  const load = () =>
    new Promise<{ default: ComponentType<GreetingProps> }>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
};

/** A page part the way the app writes one: a React.lazy, swapped for a fresh one on Try again. */
function Page({ load }: { load: () => Promise<{ default: ComponentType<GreetingProps> }> }) {
  const [Part, setPart] = useState(() => lazy(load));
  return (
    <LazyBoundary
      fallback={<Spinner inline size="sm" hideLabel label="Loading greeting" />}
      onRetry={() => setPart(() => lazy(load))}
    >
      <Part name="Ann" />
    </LazyBoundary>
  );
}

describe('LazyBoundary', () => {
  it('announces the download with its fallback, then shows the part', async () => {
    const { load, calls } = deferredImport();
    render(<Page load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading greeting');

    calls[0]?.resolve({ default: Greeting });
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the download fails, and Try again loads it once more', async () => {
    // React reports the error its boundary caught on the console.
    allowConsoleError();
    const { load, calls } = deferredImport();
    render(<Page load={load} />);
    calls[0]?.reject(new Error('Failed to fetch dynamically imported module'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILED_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading greeting');
    expect(calls).toHaveLength(2);

    calls[1]?.resolve({ default: Greeting });
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
