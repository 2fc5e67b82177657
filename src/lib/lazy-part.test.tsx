import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LazyBoundary, LOAD_FAILED_TEXT } from '@/components/ui/lazy-boundary';
import { useLazyPart } from '@/hooks/use-lazy-part';
import { allowConsoleError } from '../../tests/setup/vitest.setup';
import { lazyPart, type LazyPart } from './lazy-part';
import { nextTask } from './next-task';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

/** A module whose first `failures` downloads fail, as a chunk does offline or after a deploy. */
const flakyModule = (failures: number) => {
  let downloads = 0;
  const load = () => {
    downloads += 1;
    return downloads <= failures
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : Promise.resolve({ Greeting }).then((module) => module.Greeting);
  };
  return { load, downloads: () => downloads };
};

function Part({ part }: { part: LazyPart<{ name: string }> }) {
  const [Component, retry] = useLazyPart(part);
  return (
    <LazyBoundary fallback={<p>Loading…</p>} onRetry={retry}>
      <Component name="Ada" />
    </LazyBoundary>
  );
}

describe('lazyPart', () => {
  it('renders the named export, without a { default } adapter', async () => {
    render(<Part part={lazyPart(flakyModule(0).load)} />);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });

  it('preload starts the download, in a task of its own, and keeps a failure to itself', async () => {
    const module = flakyModule(1);
    const part = lazyPart(module.load);
    expect(() => part.preload()).not.toThrow();
    // Not in the task that asked: a part's import links its modules, a cost of its own.
    await Promise.resolve();
    expect(module.downloads()).toBe(0);
    await nextTask();
    expect(module.downloads()).toBe(1);
    // No unhandled rejection: the part asks again when it renders.
    await Promise.resolve();
  });

  it('after a failed download, Try again loads the module anew and shows the part', async () => {
    allowConsoleError();
    const module = flakyModule(1);
    render(<Part part={lazyPart(module.load)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(module.downloads()).toBe(2);
  });
});
