import {
  blankSections,
  correctionDiff,
  formatDateTime,
  formTemplateSchema,
  type AnswerDetail,
  type AnsweredSection,
  type AnswerDocument,
  type Role,
  type SupervisorEdit,
} from '@cabildo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { correctionMarks } from '@cabildo/domain';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

/** Staff read dates on their municipality's clock (the session's, render.tsx: Córdoba). */
const READER_ZONE = 'America/Argentina/Cordoba';

const FORM_ID = '00000000-0000-4000-8000-000000000f02';
const ANSWER_ID = '00000000-0000-4000-8000-00000000b002';
const CREATED = '2025-06-02T09:15:00.000Z';
const FIRST_EDIT = '2025-06-03T11:40:00.000Z';
const SECOND_EDIT = '2025-06-05T16:05:00.000Z';

/** A form with own questions, a conditional section and a repeatable one. */
const template = formTemplateSchema.parse({
  title: 'Street lighting inspection',
  titleAlt: { es: 'Inspección de alumbrado' },
  description: 'Check every lamp post.',
  areaIds: ['00000000-0000-4000-8000-000000000a01'],
  options: { sendEmail: true },
  sections: [
    {
      id: 'lamp',
      order: 0,
      title: 'Lamp',
      questions: [
        { id: 'post', order: 0, title: 'Post number', kind: 'open' },
        {
          id: 'kind',
          order: 1,
          title: 'Lamp type',
          kind: 'single',
          options: [
            { order: 0, text: 'LED' },
            { order: 1, text: 'Sodium' },
          ],
        },
        { id: 'ref', order: 2, title: 'Reference', kind: 'open', dataType: 'link' },
      ],
    },
    {
      id: 'found',
      order: 1,
      title: 'State found',
      conditional: true,
      singleCondition: true,
      conditions: [
        { order: 0, text: 'Working', questions: [] },
        {
          order: 1,
          text: 'Faulty',
          questions: [{ id: 'fault', order: 0, title: 'Fault', kind: 'open' }],
        },
      ],
    },
    {
      id: 'repairs',
      order: 2,
      title: 'Repairs',
      repeatable: true,
      questions: [{ id: 'work', order: 0, title: 'Work done', kind: 'open' }],
    },
  ],
});

/** The stored original: post 12, Sodium, faulty (flickers), one repair. */
function original(): AnsweredSection[] {
  const sections = blankSections(template);
  sections[0]!.rows[0]!.answers[0]!.value = '12';
  sections[0]!.rows[0]!.answers[1]!.selected = [1];
  sections[1]!.rows[0]!.conditions[1]!.checked = true;
  sections[1]!.rows[0]!.conditions[1]!.answers[0]!.value = 'Flickers';
  sections[2]!.rows[0]!.answers[0]!.value = 'Bulb replaced';
  return sections;
}

/**
 * Two supervisor edits, computed by the domain as the server does: first the lamp type becomes
 * LED; then the lamp is found working (Faulty unchecked, Working checked) and a repair is added.
 */
function corrections(): SupervisorEdit[] {
  const start = { sections: original(), location: null };
  const first = structuredClone(start);
  first.sections[0]!.rows[0]!.answers[1]!.selected = [0];
  const edit1 = correctionDiff(template, start, [], first)!;
  const second = structuredClone(first);
  second.sections[1]!.rows[0]!.conditions[1]!.checked = false;
  second.sections[1]!.rows[0]!.conditions[1]!.answers[0]!.value = '';
  second.sections[1]!.rows[0]!.conditions[0]!.checked = true;
  const copy = structuredClone(second.sections[2]!.rows[0]!);
  copy.answers[0]!.value = 'Cable fixed';
  second.sections[2]!.rows.push(copy);
  const edit2 = correctionDiff(template, start, [edit1], second)!;
  return [
    { madeBy: { email: 'luis@demo.test', username: 'luis.gomez' }, sentAt: FIRST_EDIT, ...edit1 },
    { madeBy: { email: 'marta@demo.test', username: 'marta.ruiz' }, sentAt: SECOND_EDIT, ...edit2 },
  ];
}

function answerWith(changes: Partial<AnswerDocument> = {}): AnswerDetail {
  return {
    id: ANSWER_ID,
    formId: FORM_ID,
    code: 'ALU-42',
    createdAt: CREATED,
    updatedAt: CREATED,
    actions: { correct: true, complete: true, changeState: true, delete: true },
    signatureEditable: false,
    document: {
      version: 1,
      formId: FORM_ID,
      code: 'ALU-42',
      mode: 'internal',
      language: 'es',
      template,
      municipality: { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba', managementId: null },
      sections: original(),
      citizen: null,
      location: null,
      asset: null,
      signatures: [],
      observations: '',
      state: null,
      requestsForChanges: [],
      supervisorEdits: [],
      pdfDownloadCode: null,
      author: { userId: null, username: 'Usuario Anónimo', firstName: '', lastName: '', inspectorId: null },
      incident: null,
      paymentOrderId: null,
      electronicSignatureId: null,
      createdAt: CREATED,
      updatedAt: CREATED,
      ...changes,
    },
  };
}

type Call = { method: string; url: string; body: unknown };

function stubAnswer(
  answer: AnswerDetail,
  {
    role = 'ROLE_SUPERVISOR',
    emailReply = { status: 204 },
    recordReply = { status: 200, body: new TextEncoder().encode('%PDF-1.7') },
  } = {} as {
    role?: Role;
    emailReply?: Reply;
    recordReply?: Reply;
  },
) {
  const calls: Call[] = [];
  stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/auth/me') return { status: 200, body: meFor(role) };
    if (url === `/api/answers/${ANSWER_ID}` && method === 'GET') return { status: 200, body: answer };
    if (url === `/api/answers/${ANSWER_ID}/email` && method === 'POST') return emailReply;
    if (url === `/api/answers/${ANSWER_ID}/record.pdf` && method === 'GET') return recordReply;
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
  });
  return calls;
}

const loaded = () => screen.findByText('ALU-42', {}, { timeout: 10_000 });

/** The definition (dd) of the question titled `title` (dt) in `scope`. */
function answerOf(title: string, scope: HTMLElement = document.body) {
  const term = within(scope).getByText(title, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** A section's panel (MUI names it by its summary: the title, then its chips). */
const sectionPanel = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('correction marks', () => {
  it('replays the edits by position: the later edit forgets what it cleared', () => {
    const marks = correctionMarks(corrections());
    expect([...marks.answers.keys()]).toEqual(['0/0/-/1']);
    expect(marks.answers.get('0/0/-/1')).toMatchObject({ editor: 'luis.gomez', previous: '1' });
    expect(Object.fromEntries([...marks.conditions].map(([key, mark]) => [key, mark.added]))).toEqual({
      '1/0/0': true,
      '1/0/1': false,
    });
    // The added copy is marked as a whole, not answer by answer.
    expect(marks.rows.get('2/1')).toMatchObject({ added: true, editor: 'marta.ruiz' });
  });
});

describe('answer view: corrections', { timeout: 30_000 }, () => {
  it('shows the answers as corrected and marks what changed, by whom and when', async () => {
    stubAnswer(answerWith({ supervisorEdits: corrections() }));
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();

    // Changed answer: the new value, the previous one, editor and date.
    const lampType = answerOf('Lamp type', sectionPanel('Lamp'));
    expect(lampType).toHaveTextContent('LED');
    expect(within(lampType).getByText('changed by correction')).toBeInTheDocument();
    expect(within(lampType).getByText('Sodium', { selector: 'del' })).toBeInTheDocument();
    expect(lampType).toHaveTextContent(`by luis.gomez on ${formatDateTime(FIRST_EDIT, READER_ZONE)}`);
    expect(within(answerOf('Post number')).queryByText('changed by correction')).not.toBeInTheDocument();

    // Conditions: Working added, Faulty deleted (struck, its answers gone), both by the second edit.
    const found = sectionPanel('State found');
    const by = `by marta.ruiz on ${formatDateTime(SECOND_EDIT, READER_ZONE)}`;
    const working = within(found).getByText('Working').closest('div[class*="MuiBox"]') as HTMLElement;
    expect(within(working).getByText('added by correction')).toBeInTheDocument();
    expect(working).toHaveTextContent(by);
    const faulty = within(found)
      .getByText('Faulty', { selector: 'del' })
      .closest('div[class*="MuiBox"]') as HTMLElement;
    expect(within(faulty).getByText('deleted by correction')).toBeInTheDocument();
    expect(faulty).toHaveTextContent(by);
    expect(within(found).queryByText('Flickers')).not.toBeInTheDocument();

    // The added copy of the repeatable section.
    const repairs = sectionPanel('Repairs');
    expect(screen.getByRole('button', { name: /^Repairs/ })).toHaveTextContent('2 copies');
    const copy2 = within(repairs).getByRole('heading', { name: 'Copy 2' }).parentElement!;
    expect(within(copy2).getByText('added by correction')).toBeInTheDocument();
    expect(copy2).toHaveTextContent('Cable fixed');

    // The list of corrections: who and when.
    const list = screen.getByRole('region', { name: 'Corrections' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `luis.gomez · ${formatDateTime(FIRST_EDIT, READER_ZONE)}1 answer`,
      `marta.ruiz · ${formatDateTime(SECOND_EDIT, READER_ZONE)}1 answer · 3 options or copies`,
    ]);
  });

  it('without edits shows the stored answers and no marks', async () => {
    stubAnswer(answerWith());
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    expect(answerOf('Lamp type')).toHaveTextContent('Sodium');
    expect(answerOf('Fault')).toHaveTextContent('Flickers');
    expect(screen.queryByText(/by correction/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Corrections' })).not.toBeInTheDocument();
  });
});

describe('answer view: sections', { timeout: 30_000 }, () => {
  it('collapses and expands every section with one toggle, and each on its own', async () => {
    stubAnswer(answerWith());
    const user = userEvent.setup();
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    const summaries = () =>
      ['Lamp', 'State found', 'Repairs'].map((name) =>
        screen.getByRole('button', { name: new RegExp(`^${name}`) }),
      );
    expect(summaries().map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      'true',
      'true',
    ]);

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(summaries().map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(summaries().map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      'true',
      'true',
    ]);

    await user.click(summaries()[1]!);
    expect(summaries().map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'true',
    ]);
    // Not all open any more: the toggle offers to open them all.
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(summaries()[1]).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the chosen condition and the copies of a repeatable section', async () => {
    stubAnswer(answerWith());
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    const found = sectionPanel('State found');
    expect(within(found).getByText('Chosen option')).toBeInTheDocument();
    expect(within(found).getByText('Faulty')).toBeInTheDocument();
    expect(within(found).queryByText('Working')).not.toBeInTheDocument();
    expect(within(sectionPanel('Repairs')).getByRole('heading', { name: 'Copy 1' })).toBeInTheDocument();
  });
});

describe('answer view: copies, links and the place', { timeout: 30_000 }, () => {
  /** The original with three repairs; the first edit removes the third, the second the second. */
  function threeRepairsCutToOne() {
    const sections = original();
    const repair = (work: string) => {
      const copy = structuredClone(sections[2]!.rows[0]!);
      copy.answers[0]!.value = work;
      return copy;
    };
    sections[2]!.rows.push(repair('Cable fixed'), repair('Post painted'));
    const start = { sections, location: null };
    const two = structuredClone(start);
    two.sections[2]!.rows.pop();
    const edit1 = correctionDiff(template, start, [], two)!;
    const one = structuredClone(two);
    one.sections[2]!.rows.pop();
    const edit2 = correctionDiff(template, start, [edit1], one)!;
    const by = { madeBy: { email: 'luis@demo.test', username: 'luis.gomez' } };
    return {
      sections,
      supervisorEdits: [
        { ...by, sentAt: FIRST_EDIT, ...edit1 },
        { ...by, sentAt: SECOND_EDIT, ...edit2 },
      ],
    };
  }

  it('lists the copies a correction removed after the others, in their order', async () => {
    stubAnswer(answerWith(threeRepairsCutToOne()));
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    const repairs = sectionPanel('Repairs');
    expect(
      within(repairs)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Copy 1', 'Copy 2', 'Copy 3']);
    expect(within(repairs).getAllByText('deleted by correction')).toHaveLength(2);
    expect(repairs).toHaveTextContent('Bulb replaced');
    expect(repairs).not.toHaveTextContent('Post painted');
  });

  it('makes a link only of a web address', async () => {
    const sections = original();
    sections[0]!.rows[0]!.answers[2]!.value = 'https://alumbrado.example/poste/12';
    stubAnswer(answerWith({ sections }));
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    expect(within(answerOf('Reference')).getByRole('link')).toHaveAttribute(
      'href',
      'https://alumbrado.example/poste/12',
    );
  });

  it('shows any other text of a link question as text', async () => {
    const sections = original();
    sections[0]!.rows[0]!.answers[2]!.value = 'javascript:alert(1)';
    stubAnswer(answerWith({ sections }));
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    expect(answerOf('Reference')).toHaveTextContent('javascript:alert(1)');
    expect(within(answerOf('Reference')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('has no place card without a location or an asset', async () => {
    stubAnswer(answerWith());
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    expect(screen.queryByRole('region', { name: 'Location' })).not.toBeInTheDocument();
  });

  it('shows the place and the asset in words', async () => {
    stubAnswer(
      answerWith({
        location: { latitude: -31.4201, longitude: -64.1888, address: 'Av. Colón 500' },
        asset: {
          id: 'A-7',
          description: 'Luminaria 7',
          type: 'Luminaria LED',
          address: 'Av. Colón 510',
          latitude: -31.42,
          longitude: -64.1889,
        },
      }),
    );
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    const place = screen.getByRole('region', { name: 'Location' });
    expect(place).toHaveTextContent('Av. Colón 500');
    expect(place).toHaveTextContent('Coordinates: -31.420100, -64.188800');
    const asset = within(place).getByRole('region', { name: 'Assigned asset' });
    expect(asset).toHaveTextContent('Luminaria 7');
    expect(answerOf('Type', asset)).toHaveTextContent('Luminaria LED');
    expect(answerOf('Address', asset)).toHaveTextContent('Av. Colón 510');
  });

  it('tells a place a correction moved, and one it removed, with the place before', async () => {
    const before = { latitude: -31.4201, longitude: -64.1888, address: 'Av. Colón 500' };
    const after = { latitude: -31.41, longitude: -64.18, address: 'Bv. San Juan 20' };
    const start = { sections: original(), location: before };
    const moved = correctionDiff(template, start, [], { sections: original(), location: after })!;
    const edits: SupervisorEdit[] = [
      { madeBy: { email: 'luis@demo.test', username: 'luis.gomez' }, sentAt: FIRST_EDIT, ...moved },
    ];
    stubAnswer(answerWith({ location: before, supervisorEdits: edits }));
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    let place = screen.getByRole('region', { name: 'Location' });
    expect(place).toHaveTextContent('Bv. San Juan 20');
    expect(within(place).getByText('changed by correction')).toBeInTheDocument();
    expect(place).toHaveTextContent('Previous location: Av. Colón 500');
    cleanup();

    const removed = correctionDiff(template, start, [moved], { sections: original(), location: null })!;
    edits.push({ madeBy: { email: 'marta@demo.test', username: '' }, sentAt: SECOND_EDIT, ...removed });
    stubAnswer(answerWith({ location: before, supervisorEdits: edits }));
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    place = screen.getByRole('region', { name: 'Location' });
    expect(place).toHaveTextContent('The answer has no location.');
    expect(within(place).getByText('deleted by correction')).toBeInTheDocument();
    // An editor without a username is named by e-mail.
    expect(place).toHaveTextContent(`by marta@demo.test on ${formatDateTime(SECOND_EDIT, READER_ZONE)}`);
    expect(place).toHaveTextContent('Previous location: Bv. San Juan 20');
  });
});

describe('answer view: header', { timeout: 30_000 }, () => {
  it('names a legal entity by business name and CUIT, a person by name and DNI', async () => {
    stubAnswer(
      answerWith({
        citizen: {
          id: 'c-1',
          kind: 'legal',
          dni: null,
          cuit: '30712345678',
          firstName: 'Luminarias del Sur S.A.',
          lastName: 'Dummy',
          email: 'contacto@luminarias.test',
          phone: null,
          street: null,
        },
      }),
    );
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    expect(screen.getByText('Citizen · Legal entity')).toBeInTheDocument();
    expect(screen.getByText('Luminarias del Sur S.A.')).toBeInTheDocument();
    expect(screen.getByText('CUIT 30712345678')).toBeInTheDocument();
    expect(screen.queryByText(/Dummy/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^DNI/)).not.toBeInTheDocument();
    expect(screen.getByText('contacto@luminarias.test')).toHaveTextContent(
      'E-mail: contacto@luminarias.test',
    );
  });

  it('names a person by first and last name and DNI', async () => {
    stubAnswer(
      answerWith({
        citizen: {
          id: 'c-2',
          kind: 'natural',
          dni: '30111222',
          cuit: null,
          firstName: 'Ana',
          lastName: 'Pérez',
          email: null,
          phone: '3515551234',
          street: null,
        },
      }),
    );
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    expect(screen.getByText('Citizen · Person')).toBeInTheDocument();
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    expect(screen.getByText('DNI 30111222')).toBeInTheDocument();
  });

  it('lists each fact only when present; anonymous answers say so', async () => {
    stubAnswer(answerWith());
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    const facts = screen.getByLabelText('Answer details');
    expect(
      within(facts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Answer code', 'Date', 'Answered by']);
    expect(answerOf('Answered by', facts)).toHaveTextContent('Anonymous user');
  });

  it('shows Legajo, incident, electronic signature and PDF code when the answer has them', async () => {
    stubAnswer(
      answerWith({
        author: {
          userId: '00000000-0000-4000-8000-000000000009',
          username: 'ines',
          firstName: 'Inés',
          lastName: 'Sosa',
          inspectorId: 'L-4471',
        },
        incident: { id: 'INC-998', typeId: '7' },
        electronicSignatureId: 'SIG-55',
        pdfDownloadCode: 'b00ABC123',
      }),
    );
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    const facts = screen.getByLabelText('Answer details');
    const value = (label: string) => answerOf(label, facts).textContent;
    expect(value('Answered by')).toBe('Inés Sosa');
    expect(value('File number (Legajo)')).toBe('L-4471');
    expect(value('Incident number')).toBe('INC-998');
    expect(value('Electronic signature ID')).toBe('SIG-55');
    expect(value('PDF download code')).toBe('b00ABC123');
  });

  it('uses the alternative-language title when the form has one', async () => {
    localStorage.setItem('language', 'es');
    stubAnswer(answerWith());
    await renderApp(`/ver/${ANSWER_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inspección de alumbrado' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Usuario Anónimo')).toBeInTheDocument();
  });
});

describe('answer view: load failure', { timeout: 30_000 }, () => {
  it("shows the 'Error' modal, which Escape closes too, going home", async () => {
    stubApi((url) => {
      if (url === '/api/auth/me') return { status: 200, body: meFor('ROLE_SUPERVISOR') };
      if (url === `/api/answers/${ANSWER_ID}`)
        return { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
    });
    const user = userEvent.setup();
    const { router } = await renderApp(`/ver/${ANSWER_ID}`);
    // After the client's own retries.
    const dialog = await screen.findByRole('dialog', { name: 'Error' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('An error occurred while performing the action');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('answer view: actions', { timeout: 30_000 }, () => {
  it('/cis/ver hides back, e-mail and delete; /ver shows them', async () => {
    stubAnswer(answerWith());
    await renderApp(`/cis/ver/${ANSWER_ID}`);
    await loaded();
    const toolbar = screen.getByRole('group', { name: 'Answer actions' });
    expect(within(toolbar).queryByRole('link', { name: 'Back to the answers' })).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Send by e-mail' })).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('downloads the PDF record about a second after the answer, with the spec notices; /cis/ver has no download', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:record');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = stubAnswer(answerWith());
    const user = userEvent.setup();
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    const toolbar = screen.getByRole('group', { name: 'Answer actions' });
    const asked = Date.now();
    await user.click(within(toolbar).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF file was downloaded successfully', {}, { timeout: 3000 }));
    expect(Date.now() - asked).toBeGreaterThanOrEqual(900);
    expect(click).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.url === `/api/answers/${ANSWER_ID}/record.pdf`)).toHaveLength(1);

    cleanup();
    click.mockClear();
    stubAnswer(answerWith(), {
      recordReply: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText('An error occurred while downloading the PDF file', {}, { timeout: 3000 }),
    );
    expect(click).not.toHaveBeenCalled();

    cleanup();
    stubAnswer(answerWith());
    await renderApp(`/cis/ver/${ANSWER_ID}`);
    await loaded();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    click.mockRestore();
  });

  it('/ver offers back, e-mail and delete to a supervisor', async () => {
    stubAnswer(answerWith());
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    const toolbar = screen.getByRole('group', { name: 'Answer actions' });
    expect(within(toolbar).getByRole('link', { name: 'Back to the answers' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Send by e-mail' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers no e-mail when the form does not send copies, and no delete when the server refuses it', async () => {
    const answer = answerWith({
      mode: 'citizen-portal',
      template: { ...template, options: { ...template.options, sendEmail: false } },
    });
    stubAnswer({ ...answer, actions: { ...answer.actions, delete: false } });
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    const toolbar = screen.getByRole('group', { name: 'Answer actions' });
    expect(within(toolbar).queryByRole('button', { name: 'Send by e-mail' })).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('opens the correction screen, the cis one from the cis view', async () => {
    stubAnswer(answerWith());
    const user = userEvent.setup();
    const { router } = await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/correctForm/${ANSWER_ID}`));

    cleanup();
    stubAnswer(answerWith());
    const cis = await renderApp(`/cis/ver/${ANSWER_ID}`);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    await waitFor(() => expect(cis.router.state.location.pathname).toBe(`/cis/editar/${ANSWER_ID}`));
  });

  it('sends the answer by e-mail and says so', async () => {
    const calls = stubAnswer(answerWith());
    const user = userEvent.setup();
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send copy by e-mail' });
    expect(
      within(dialog).getByText('Add the addresses that will receive a copy of this answer.'),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'E-mail address' }),
      'vecino@correo.test{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The e-mail was sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `/api/answers/${ANSWER_ID}/email`,
        body: { recipients: ['vecino@correo.test'], attachments: [] },
      },
    ]);
  });

  it('a failed e-mail says so and keeps the dialog; Cancel closes it', async () => {
    stubAnswer(answerWith(), {
      emailReply: { status: 502, body: { error: { code: 'MAIL_FAILED', message: 'x' } } },
    });
    const user = userEvent.setup();
    await renderApp(`/ver/${ANSWER_ID}`);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send copy by e-mail' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'E-mail address' }),
      'vecino@correo.test{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('An error occurred while sending the email, please try again'),
    ).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('answerView catalogue: corrections', () => {
  it('holds the spec words', async () => {
    const { i18next, setupI18n } = await import('../src/i18n/index.ts');
    await setupI18n('en');
    const en = i18next.getFixedT('en');
    const es = i18next.getFixedT('es');
    expect(en('answer-view.correction.added')).toBe('added by correction');
    expect(en('answer-view.correction.deleted')).toBe('deleted by correction');
    expect(es('answer-view.header.anonymous')).toBe('Usuario Anónimo');
    expect(es('answer-view.header.inspectorId')).toBe('Legajo');
    expect(es('answer-view.load.notFound')).toBe('No existe la respuesta.');
    expect(es('answer-view.load.forbidden')).toBe(
      'No tiene permisos para ver el formulario porque no esta entre sus áreas municipales.',
    );
    expect(es('answer-view.load.error')).toBe('Ocurrió un error al realizar la acción');
    expect(es('answer-view.badge.inReview')).toBe('En revisión');
    expect(es('answer-view.badge.toCorrect')).toBe('A corregir');
    expect(es('answer-view.badge.approved')).toBe('Aprobado');
    // A file is masculine in Spanish.
    expect(es('answer-view.correction.added', { context: 'file' })).toBe('agregado por corrección');
    expect(es('answer-view.correction.deleted', { context: 'file' })).toBe('eliminado por corrección');
    expect(en('answer-view.correction.added', { context: 'file' })).toBe('added by correction');
  });
});
