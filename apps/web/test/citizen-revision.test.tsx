import {
  blankSections,
  formTemplateSchema,
  type AnswerDetail,
  type AnsweredSection,
  type CitizenRevisionView,
  type RequestForChanges,
} from '@cabildo/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

const FORM_ID = '00000000-0000-4000-8000-000000000f16';
const ANSWER_ID = '00000000-0000-4000-8000-00000000b016';
const TOKEN = 'cGMtMzAxMjM0NTYuOTk5OTk5OTk5OQ.mac';

/** A citizen-portal form with incidents: a section of two questions (one takes photos) and a second section. */
const template = formTemplateSchema.parse({
  title: 'Reclamo por vereda rota',
  areaIds: ['00000000-0000-4000-8000-000000000a01'],
  options: { citizenAssociationFromCitizenPortal: true, incidents: true },
  sections: [
    {
      id: 'vereda',
      order: 0,
      title: 'La vereda',
      questions: [
        { id: 'direccion', order: 0, title: 'Dirección', kind: 'open' },
        { id: 'detalle', order: 1, title: 'Describa el problema', kind: 'open', attachImage: true },
      ],
    },
    {
      id: 'contacto',
      order: 1,
      title: 'Contacto',
      questions: [{ id: 'horario', order: 0, title: 'Horario de contacto', kind: 'open' }],
    },
  ],
});

function sections(): AnsweredSection[] {
  const answered = blankSections(template);
  answered[0]!.rows[0]!.answers[0]!.value = 'Av. Colón 1234';
  answered[0]!.rows[0]!.answers[1]!.value = 'Baldosas sueltas';
  answered[1]!.rows[0]!.answers[0]!.value = 'Mañana';
  return answered;
}

function answer(): AnswerDetail {
  const now = new Date().toISOString();
  return {
    id: ANSWER_ID,
    formId: FORM_ID,
    code: 'CBA-40',
    createdAt: now,
    updatedAt: now,
    actions: { correct: true, complete: true, changeState: false, delete: false, requestChanges: true },
    signatureEditable: false,
    document: {
      version: 1,
      formId: FORM_ID,
      code: 'CBA-40',
      mode: 'citizen-portal',
      language: 'es',
      template,
      municipality: { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba', managementId: null },
      sections: sections(),
      citizen: {
        id: 'c-1',
        kind: 'natural',
        dni: '30123456',
        cuit: null,
        firstName: 'Ana María',
        lastName: 'Gómez',
        email: 'ana@example.org',
        phone: null,
        street: null,
      },
      location: null,
      asset: null,
      signatures: [],
      observations: '',
      state: null,
      requestsForChanges: [],
      supervisorEdits: [],
      pdfDownloadCode: null,
      author: {
        userId: null,
        username: 'agomez',
        firstName: 'Ana María',
        lastName: 'Gómez',
        inspectorId: null,
      },
      incident: null,
      paymentOrderId: null,
      electronicSignatureId: null,
      createdAt: now,
      updatedAt: now,
    },
  };
}

type Call = { method: string; url: string; body: unknown; headers: Record<string, string> };

function stub(routes: (method: string, url: string, body: unknown) => Reply | null) {
  const calls: Call[] = [];
  stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    if (url === '/api/auth/me') return { status: 200, body: meFor('ROLE_SUPERVISOR_ELEVADO') };
    return routes(method, url, body) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
  });
  return calls;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the request for changes', { timeout: 30_000 }, () => {
  it('sends only with a marked item and a marked answer in every marked section', async () => {
    const calls = stub((method, url) => {
      if (url === `/api/answers/${ANSWER_ID}` && method === 'GET') return { status: 200, body: answer() };
      if (url === `/api/answers/${ANSWER_ID}/requests-for-changes` && method === 'POST')
        return {
          status: 200,
          body: {
            id: ANSWER_ID,
            formId: FORM_ID,
            updatedAt: new Date().toISOString(),
            messageSent: true,
            emailSent: true,
          },
        };
      return null;
    });
    const user = userEvent.setup();
    await renderApp(`/ver/${ANSWER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Mark at least one answer, image or document to review',
    );

    // A section marked without answers.
    const contact = within(dialog).getByRole('region', { name: 'Contacto' });
    await user.click(within(contact).getByRole('checkbox', { name: 'Review this section' }));
    const sidewalk = within(dialog).getByRole('region', { name: 'La vereda' });
    await user.click(within(sidewalk).getByRole('checkbox', { name: 'Answer: Dirección' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'There are sections that do not indicate the answers to review',
    );
    expect(send).toBeDisabled();

    // Its answer marked, and a photo: the request may go.
    await user.click(within(contact).getByRole('checkbox', { name: 'Answer: Horario de contacto' }));
    await user.click(within(sidewalk).getByRole('checkbox', { name: 'Images: Describa el problema' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 items marked');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comment for the citizen' }),
      'Indique la altura',
    );
    expect(send).toBeEnabled();
    await user.click(send);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent.body).toEqual({
      answers: [
        { sectionOrder: 0, rowIndex: 0, conditionIndex: null, order: 0 },
        { sectionOrder: 1, rowIndex: 0, conditionIndex: null, order: 0 },
      ],
      images: [{ sectionOrder: 0, rowIndex: 0, conditionIndex: null, order: 1 }],
      documents: [],
      sections: [0, 1],
      comment: 'Indique la altura',
    });
    expect(await screen.findByText('The request for changes was sent to the citizen')).toBeInTheDocument();
  });

  it('is not offered when the server says so', async () => {
    stub((method, url) =>
      url === `/api/answers/${ANSWER_ID}` && method === 'GET'
        ? { status: 200, body: { ...answer(), actions: { ...answer().actions, requestChanges: false } } }
        : null,
    );
    await renderApp(`/ver/${ANSWER_ID}`);
    await screen.findByText('CBA-40');
    expect(screen.queryByRole('button', { name: 'Request changes' })).not.toBeInTheDocument();
  });
});

const request: RequestForChanges = {
  needsCompletion: true,
  madeBy: { email: 'sup@demo', username: 'sup' },
  sentAt: new Date().toISOString(),
  comment: 'Indique la altura exacta',
  changesRequested: {
    answers: [
      {
        order: 0,
        sectionOrder: 0,
        questionId: 'direccion',
        title: 'Dirección',
        oldAnswer: 'Av. Colón 1234',
        oldImage: null,
        oldDocument: null,
        answer: null,
        urlImage: null,
        urlDocument: null,
        checked: null,
        file: null,
        sectionConditional: false,
        conditionIndex: null,
        repeatable: false,
        rowIndex: 0,
        isMain: true,
      },
    ],
    images: [],
    documents: [],
    sections: [0],
  },
};

describe('the answer view', { timeout: 30_000 }, () => {
  it('shows the last request: who asked, the comment, the items, and whether the citizen completed it', async () => {
    localStorage.setItem('language', 'es');
    const asked = answer();
    asked.document.requestsForChanges = [request];
    asked.actions = { ...asked.actions, requestChanges: false };
    stub((method, url) =>
      url === `/api/answers/${ANSWER_ID}` && method === 'GET' ? { status: 200, body: asked } : null,
    );
    await renderApp(`/ver/${ANSWER_ID}`);
    const note = await screen.findByTestId('changes-request-note');
    expect(note).toHaveTextContent('Cambios solicitados al ciudadano');
    expect(note).toHaveTextContent('Solicitados por sup');
    expect(note).toHaveTextContent('Indique la altura exacta');
    expect(within(note).getByText('Dirección')).toBeInTheDocument();
    expect(screen.getByText('En revisión')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar cambios' })).not.toBeInTheDocument();
  });
});

const revisionView = (pending: RequestForChanges | null): CitizenRevisionView => ({
  id: ANSWER_ID,
  code: 'CBA-40',
  template,
  municipality: { name: 'Córdoba' },
  sections: sections(),
  request: pending,
});

describe("the citizen's revision", { timeout: 30_000 }, () => {
  it('opens only the flagged answer, asks for a change, and sends it with the token', async () => {
    const calls = stub((method, url) => {
      if (url === `/api/citizen-portal/revisions/${ANSWER_ID}` && method === 'GET')
        return { status: 200, body: revisionView(request) };
      if (url === `/api/citizen-portal/revisions/${ANSWER_ID}` && method === 'PUT')
        return { status: 200, body: { id: ANSWER_ID, formId: FORM_ID, updatedAt: new Date().toISOString() } };
      return null;
    });
    const user = userEvent.setup();
    await renderApp(`/ciudadano/revision/${ANSWER_ID}/${TOKEN}`);
    expect(await screen.findByText('Indique la altura exacta')).toBeInTheDocument();
    const street = screen.getByRole('textbox', { name: /Dirección/ });
    expect(street).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /Describa el problema/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Horario de contacto/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Send corrections' }));
    expect(
      await screen.findByText('You must make at least one change before you can save the answer.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.clear(street);
    await user.type(street, 'Av. Colón 1240');
    await user.click(screen.getByRole('button', { name: 'Send corrections' }));
    expect(await screen.findByText('Corrections sent')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.headers.authorization).toBe(`Citizen ${TOKEN}`);
    expect((put.body as { sections: AnsweredSection[] }).sections[0]!.rows[0]!.answers[0]!.value).toBe(
      'Av. Colón 1240',
    );
  });

  it('frames each flagged question and shows the answer it had in red; the others say nothing (Spanish)', async () => {
    localStorage.setItem('language', 'es');
    stub((method, url) =>
      url === `/api/citizen-portal/revisions/${ANSWER_ID}` && method === 'GET'
        ? { status: 200, body: revisionView(request) }
        : null,
    );
    await renderApp(`/ciudadano/revision/${ANSWER_ID}/${TOKEN}`);
    await screen.findByText('Indique la altura exacta');
    const flagged = document.querySelectorAll('[data-flagged="true"]');
    expect(flagged).toHaveLength(1);
    const street = flagged[0] as HTMLElement;
    expect(within(street).getByRole('textbox', { name: /Dirección/ })).toBeEnabled();
    expect(within(street).getByText('A corregir')).toBeInTheDocument();
    expect(within(street).getByText('Respuesta anterior: Av. Colón 1234')).toBeInTheDocument();
    expect(screen.getAllByText(/Respuesta anterior/)).toHaveLength(1);
  });

  it("says 'Form already answered' when no request waits (in Spanish too)", async () => {
    localStorage.setItem('language', 'es');
    stub((method, url) =>
      url === `/api/citizen-portal/revisions/${ANSWER_ID}` ? { status: 200, body: revisionView(null) } : null,
    );
    await renderApp(`/ciudadano/revision/${ANSWER_ID}/${TOKEN}`);
    expect(await screen.findByText('Formulario ya respondido')).toBeInTheDocument();
  });

  it('shows the portal error card for a refused token', async () => {
    stub(() => ({
      status: 401,
      body: { error: { code: 'CITIZEN_SESSION_INVALID', message: 'x' } },
    }));
    await renderApp(`/ciudadano/revision/${ANSWER_ID}/${TOKEN}`);
    expect(await screen.findByText('Error signing in from the Citizen Portal')).toBeInTheDocument();
  });
});

// jsdom's Blob has no arrayBuffer() (every browser has): read it the older way.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

describe("a flagged photo in the citizen's revision", { timeout: 30_000 }, () => {
  /** What the browser uploads (XMLHttpRequest, for its progress): the address and the headers. */
  const uploads: { url: string; headers: Record<string, string> }[] = [];
  class FakeXhr {
    upload = { onprogress: null };
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {
      uploads.push({ url: this.url, headers: this.headers });
      const id = '00000000-0000-4000-8000-0000000f0070';
      setTimeout(() => {
        this.status = 200;
        this.responseText = JSON.stringify({
          id,
          url: `/api/files/${id}`,
          name: 'vereda.png',
          contentType: 'image/png',
          size: 68,
        });
        this.onload?.();
      }, 0);
    }
  }

  it("goes up through the revision's own route with the token (the form's answering route may be closed)", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const photoRequest: RequestForChanges = {
      ...request,
      changesRequested: {
        answers: [],
        images: [
          {
            ...request.changesRequested.answers[0]!,
            order: 1,
            questionId: 'detalle',
            title: 'Describa el problema',
          },
        ],
        documents: [],
        sections: [0],
      },
    };
    stub((method, url) =>
      url === `/api/citizen-portal/revisions/${ANSWER_ID}` && method === 'GET'
        ? { status: 200, body: revisionView(photoRequest) }
        : null,
    );
    // The browser's address, as on the real page (the test's router keeps its own in memory).
    window.history.pushState({}, '', `/ciudadano/revision/${ANSWER_ID}/${TOKEN}`);
    await renderApp(`/ciudadano/revision/${ANSWER_ID}/${TOKEN}`);
    await screen.findByText('Indique la altura exacta');
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      ),
      (char) => char.charCodeAt(0),
    );
    const input = screen.getByLabelText('Photos', { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File([png], 'vereda.png', { type: 'image/png' })] } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe(`/api/citizen-portal/revisions/${ANSWER_ID}/files?purpose=image`);
    expect(uploads[0]!.headers.authorization).toBe(`Citizen ${TOKEN}`);
    vi.unstubAllGlobals();
    window.history.pushState({}, '', '/');
  });
});

describe("the answer's own photos in the citizen's revision", { timeout: 30_000 }, () => {
  it('are read with the token through the revision and shown from memory; the corrections send their own addresses', async () => {
    const PHOTO = '00000000-0000-4000-8000-0000000f0071';
    const photo = {
      id: PHOTO,
      url: `/api/files/${PHOTO}`,
      name: 'vereda.png',
      contentType: 'image/png',
      size: 68,
    };
    const withPhoto = sections();
    withPhoto[0]!.rows[0]!.answers[1]!.images = [photo];
    // jsdom keeps no object URLs: the page's are named here.
    Object.assign(URL, { createObjectURL: () => 'blob:photo-71', revokeObjectURL: () => {} });
    const calls = stub((method, url) => {
      if (url === `/api/citizen-portal/revisions/${ANSWER_ID}` && method === 'GET')
        return { status: 200, body: { ...revisionView(request), sections: withPhoto } };
      if (url === `/api/citizen-portal/revisions/${ANSWER_ID}/files/${PHOTO}`)
        return { status: 200, body: new Uint8Array([137, 80, 78, 71]) };
      if (url === `/api/citizen-portal/revisions/${ANSWER_ID}` && method === 'PUT')
        return { status: 200, body: { id: ANSWER_ID, formId: FORM_ID, updatedAt: new Date().toISOString() } };
      return null;
    });
    const user = userEvent.setup();
    await renderApp(`/ciudadano/revision/${ANSWER_ID}/${TOKEN}`);
    await screen.findByText('Indique la altura exacta');
    const read = calls.find((call) => call.url.endsWith(`/files/${PHOTO}`))!;
    expect(read.headers.authorization).toBe(`Citizen ${TOKEN}`);
    expect(document.querySelector(`img[src="blob:photo-71"]`)).not.toBeNull();
    expect(document.querySelector(`img[src="/api/files/${PHOTO}"]`)).toBeNull();

    const street = screen.getByRole('textbox', { name: /Dirección/ });
    await user.clear(street);
    await user.type(street, 'Av. Colón 1240');
    await user.click(screen.getByRole('button', { name: 'Send corrections' }));
    await screen.findByText('Corrections sent');
    const put = calls.find((call) => call.method === 'PUT')!;
    const sent = (put.body as { sections: AnsweredSection[] }).sections[0]!.rows[0]!.answers[1]!.images;
    expect(sent).toEqual([photo]);
    vi.unstubAllGlobals();
  });
});
