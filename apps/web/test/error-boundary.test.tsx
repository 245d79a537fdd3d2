import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../src/components/ErrorBoundary.tsx';
import { setupI18n } from '../src/i18n/index.ts';
import { MemoryRouter } from 'react-router';

function Broken(): never {
  throw new Error('render failed');
}

beforeAll(async () => {
  await setupI18n('es');
});

describe('error boundary', () => {
  it('replaces a crashed page with the spec screen and a way home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Lo sentimos, algo salió mal...' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
  });
});
