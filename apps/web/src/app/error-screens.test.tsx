import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary, GenericErrorScreen, PageErrorScreen } from './error-screens';

describe('error screens', () => {
  it('page level: says the view broke and offers a refresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <PageErrorScreen /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong with this view' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('generic: shows the message of the error, or the fallback text', () => {
    const { rerender } = render(
      <GenericErrorScreen error={new Error('Disk full')} onRetry={() => undefined} />,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Disk full')).toBeInTheDocument();
    rerender(<GenericErrorScreen error={{}} onRetry={() => undefined} />);
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('app level: catches a crash and recovers with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    const Child = () => {
      if (broken) throw new Error('boom');
      return <p>fine</p>;
    };
    render(
      <AppErrorBoundary>
        <Child />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('fine')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
