import type { FormStatistics } from '@cabildo/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meFor, renderApp, stubApi } from './render.tsx';

const FORM_ID = '00000000-0000-4000-8000-0000000000f1';

/** A range without answers: the page shows its cards and the no-statistics text, no chart. */
const empty = (from: string, to: string): FormStatistics => ({
  form: {
    id: FORM_ID,
    title: 'Street-lighting inspection',
    titleAlt: {},
    area: 'Obras Privadas',
    municipality: 'Córdoba',
    states: [{ id: 0, name: 'Recibida' }],
    totalAnswers: 0,
  },
  range: { from, to, timeZone: 'America/Argentina/Cordoba' },
  ownAnswersOnly: false,
  search: { answers: 0, first: null, last: null, perState: [{ stateId: 0, name: 'Recibida', count: 0 }] },
  perHour: Array.from({ length: 24 }, () => 0),
  perDay: [],
  sections: [],
});

describe('the statistics page’s dates', { timeout: 30_000 }, () => {
  it('shows the first and last answer on the municipality’s clock, the zone the server counted in', async () => {
    stubApi((url) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname === '/api/auth/me') return { status: 200, body: meFor('ROLE_SUPERVISOR') };
      if (parsed.pathname === `/api/forms/${FORM_ID}/statistics`) {
        const figures = empty('2026-03-07', '2026-03-09');
        return {
          status: 200,
          body: {
            ...figures,
            range: { ...figures.range, timeZone: 'America/New_York' },
            search: {
              ...figures.search,
              first: '2026-03-08T04:30:00.000Z',
              last: '2026-03-08T07:30:00.000Z',
            },
          },
        };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    });
    await renderApp(`/estadisticas/${FORM_ID}`);
    // 04:30 and 07:30 UTC: either side of New York's switch to summer time.
    expect(await screen.findByText('07/03/2026 - 23:30', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('08/03/2026 - 03:30')).toBeInTheDocument();
  });

  it('are the app’s one date input: DD/MM/YYYY typed, with a calendar button, checked before asking', async () => {
    const asked: URL[] = [];
    stubApi((url) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname === '/api/auth/me') return { status: 200, body: meFor('ROLE_SUPERVISOR') };
      if (parsed.pathname === `/api/forms/${FORM_ID}/statistics`) {
        asked.push(parsed);
        return {
          status: 200,
          body: empty(
            parsed.searchParams.get('from') ?? '2026-11-18',
            parsed.searchParams.get('to') ?? '2026-11-25',
          ),
        };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    });
    await renderApp(`/estadisticas/${FORM_ID}`);
    await screen.findByRole('heading', { name: 'Street-lighting inspection' }, { timeout: 10_000 });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Dates' }));

    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('type', 'text');
    expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(from).toHaveValue('18/11/2026');
    expect(screen.getByRole('button', { name: 'Open calendar: From' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open calendar: To' })).toBeInTheDocument();

    // The wrong way round: said on the field, nothing asked.
    await user.clear(to);
    await user.type(to, '0111');
    const before = asked.length;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a valid date.')).toBeInTheDocument();
    await user.type(to, '2026');
    expect(to).toHaveValue('01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The range must end on or after its start.')).toBeInTheDocument();
    expect(asked).toHaveLength(before);

    await user.clear(from);
    await user.type(from, '01102026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = asked.at(-1)!;
      expect([last.searchParams.get('from'), last.searchParams.get('to')]).toEqual([
        '2026-10-01',
        '2026-11-01',
      ]);
    });
  });
});
