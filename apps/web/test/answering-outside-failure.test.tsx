import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConnectionLostDialog } from '../src/features/answering/components/AnswerDialogs.tsx';
import { loadQueued } from '../src/features/answering/lib/draftStore.ts';
import { useOutbox } from '../src/features/answering/hooks/useOutbox.ts';
import { i18next, loadCatalogueParts, setupI18n } from '../src/i18n/index.ts';
import { stubApi } from './render.tsx';

/**
 * A save refused by an outside system the answer needs (the management system's incident, spec part 2
 * §8 'Error while creating incident.'): the answer stays on the device and goes out again, and the
 * waiting dialog says why.
 */

beforeAll(async () => {
  await setupI18n('es');
  await loadCatalogueParts('answering');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const incidentRefusal = {
  status: 502,
  body: {
    error: {
      code: 'INCIDENT_CREATE_FAILED',
      message: 'Error while creating incident. The answer was not saved.',
    },
  },
};

describe('an answer refused because the incident could not be created', () => {
  it('stays queued, and the outbox keeps the reason', async () => {
    const fetchMock = stubApi(() => incidentRefusal);
    const key = { formId: '00000000-0000-4000-8000-00000000f001', mode: 'internal' as const, owner: 'u1' };
    const onSaved = vi.fn();
    const onRefused = vi.fn();
    const { result } = renderHook(() => useOutbox(key.formId, 'internal', key, null, { onSaved, onRefused }));
    const queued = {
      submission: {
        clientSubmissionId: '00000000-0000-4000-8000-0000000000aa',
        language: 'es' as const,
        sections: [],
      },
    } as unknown as Parameters<typeof result.current.send>[0];
    await act(async () => result.current.send(queued));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('retrying');
    expect(result.current.failure).toBe('INCIDENT_CREATE_FAILED');
    expect(onRefused).not.toHaveBeenCalled();
    expect(await loadQueued(key)).toMatchObject({
      submission: { clientSubmissionId: queued.submission.clientSubmissionId },
    });
  });

  it('the waiting dialog names it, in Spanish and in English; other failures keep the general text only', async () => {
    const { unmount } = render(
      <ConnectionLostDialog status="retrying" failure="INCIDENT_CREATE_FAILED" onRetry={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Todavía no se pudo enviar la respuesta' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Error al crear el incidente. La respuesta no se guardó.',
    );
    unmount();

    await act(async () => i18next.changeLanguage('en'));
    const english = render(
      <ConnectionLostDialog status="retrying" failure="INCIDENT_CREATE_FAILED" onRetry={() => undefined} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error while creating incident. The answer was not saved.',
      ),
    );
    english.unmount();

    render(<ConnectionLostDialog status="retrying" failure="INTERNAL" onRetry={() => undefined} />);
    expect(
      await screen.findByRole('dialog', { name: 'The answer could not be sent yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => i18next.changeLanguage('es'));
  });
});
