import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { ON_DEMAND_FAILED_TEXT, OnDemand } from './on-demand';

type GreetingProps = { name: string };
const Greeting = ({ name }: GreetingProps) => <p>Hello {name}</p>;

/** A module import the test settles by hand. */
const deferredLoad = () => {
  const calls: Array<{
    resolve: (component: ComponentType<GreetingProps>) => void;
    reject: (error: Error) => void;
  }> = [];
  const load = () =>
    new Promise<ComponentType<GreetingProps>>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
};

describe('OnDemand', () => {
  it('announces the download with an inline spinner, then renders the part with its props', async () => {
    const { load, calls } = deferredLoad();
    const { rerender } = render(
      <OnDemand load={load} loadingLabel="Loading categories" props={{ name: 'Ann' }} />,
    );
    const status = screen.getByRole('status');
    expect(status.tagName).toBe('SPAN');
    expect(status).toHaveTextContent('Loading categories');
    // The download starts after the next frame, not during the render that asks for it.
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(calls).toHaveLength(1));

    calls[0]?.resolve(Greeting);
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<OnDemand load={load} loadingLabel="Loading categories" props={{ name: 'Bo' }} />);
    expect(screen.getByText('Hello Bo')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says so when the download fails, and Try again loads it once more', async () => {
    const { load, calls } = deferredLoad();
    render(<OnDemand load={load} loadingLabel="Loading categories" props={{ name: 'Ann' }} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.reject(new Error('Failed to fetch dynamically imported module'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ON_DEMAND_FAILED_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading categories');
    await waitFor(() => expect(calls).toHaveLength(2));

    calls[1]?.resolve(Greeting);
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
