import {
  blankSections,
  DEFAULT_PDF_SETTINGS,
  formTemplateSchema,
  LOGO_MAX_BYTES,
  previewScale,
  supervisorEditSchema,
  type AnswerDetail,
  type PdfSettings,
  type PdfSettingsResponse,
  type Role,
} from '@cabildo/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { previewSample } from '../src/features/answer-view/pdf-settings/sample.ts';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

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

const FORM_ID = '00000000-0000-4000-8000-000000000f01';
const ANSWER_ID = '00000000-0000-4000-8000-00000000b001';
const MUNICIPALITY = '00000000-0000-4000-8000-000000000101';
const SETTINGS_URL = `/api/municipalities/${MUNICIPALITY}/pdf-settings`;
const LOGO_URL = `${SETTINGS_URL}/logo`;

const template = formTemplateSchema.parse({
  title: 'Inspección de comercios',
  description: 'Relevamiento de los comercios del centro.',
  areaIds: ['00000000-0000-4000-8000-000000000a01'],
  sections: [
    {
      id: 'datos',
      order: 0,
      title: 'Datos del comercio',
      questions: [
        { id: 'nombre', order: 0, title: 'Nombre de fantasía', kind: 'open' },
        { id: 'rubro', order: 1, title: 'Rubro', kind: 'open' },
        { id: 'habilitado', order: 2, title: '¿Está habilitado?', kind: 'yesno' },
      ],
    },
  ],
});

function answer(): AnswerDetail {
  const sections = blankSections(template);
  sections[0]!.rows[0]!.answers[0]!.value = 'Kiosco Don Pepe';
  sections[0]!.rows[0]!.answers[2]!.value = 'yes';
  const now = new Date().toISOString();
  return {
    id: ANSWER_ID,
    formId: FORM_ID,
    code: 'CBA-17',
    createdAt: now,
    updatedAt: now,
    actions: { correct: true, complete: true, changeState: false, delete: true },
    signatureEditable: false,
    document: {
      version: 1,
      formId: FORM_ID,
      code: 'CBA-17',
      mode: 'internal',
      language: 'es',
      template,
      municipality: { id: MUNICIPALITY, name: 'Córdoba', managementId: null },
      sections,
      citizen: null,
      location: null,
      asset: null,
      signatures: [],
      observations: '',
      state: null,
      requestsForChanges: [],
      supervisorEdits: [],
      pdfDownloadCode: null,
      author: { userId: null, username: 'ana', firstName: 'Ana', lastName: 'Pérez', inspectorId: null },
      incident: null,
      paymentOrderId: null,
      electronicSignatureId: null,
      createdAt: now,
      updatedAt: now,
    },
  };
}

const STORED: PdfSettings = {
  ...DEFAULT_PDF_SETTINGS,
  logoPosition: 'right',
  municipalityName: 'Municipalidad de Córdoba',
  extraInfo: 'Marcelo T. de Alvear 120',
  fontSizes: { title: 22, section: 15, question: 10, answer: 11 },
};

type Call = { method: string; url: string; body: unknown };

/** The answer and its municipality's PDF settings as stored; writes answer as told. */
function stubSettings({
  role = 'ROLE_SUPERVISOR',
  stored = { settings: STORED, hasLogo: true },
  putReply,
}: { role?: Role; stored?: PdfSettingsResponse; putReply?: Reply } = {}) {
  let current = stored;
  const calls: Call[] = [];
  stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body });
    if (url === '/api/auth/me') return { status: 200, body: meFor(role) };
    if (url === `/api/answers/${ANSWER_ID}`) return { status: 200, body: answer() };
    if (url === SETTINGS_URL && method === 'GET') return { status: 200, body: current };
    if (url === SETTINGS_URL && method === 'PUT') {
      if (putReply) return putReply;
      current = { ...current, settings: body as PdfSettings };
      return { status: 200, body: current };
    }
    if (url === LOGO_URL && method === 'DELETE') {
      current = { ...current, hasLogo: false };
      return { status: 200, body: current };
    }
    if (url === LOGO_URL && method === 'PUT') {
      current = { ...current, hasLogo: true };
      return { status: 200, body: current };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
  });
  return calls;
}

async function openDialog() {
  const user = userEvent.setup();
  await renderApp(`/ver/${ANSWER_ID}`);
  await user.click(await screen.findByRole('button', { name: 'PDF settings' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'PDF settings' }, { timeout: 10_000 });
  // The stored values are in once the form shows.
  await within(dialog).findByRole('textbox', { name: 'Municipality name' }, { timeout: 10_000 });
  return { user, dialog };
}

const pngFile = (name: string) =>
  new File(
    [
      Uint8Array.from([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 240, 0,
        0, 0, 80, 8, 2, 0, 0, 0,
      ]),
    ],
    name,
    { type: 'image/png' },
  );

/** The window `width` pixels wide: the theme's media queries (min-width, max-width) answer for it. */
function atWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    };
  });
}

beforeEach(() => {
  atWidth(1280);
  URL.createObjectURL = vi.fn(() => 'blob:chosen-logo');
  URL.revokeObjectURL = vi.fn();
});

describe('PDF settings action', { timeout: 30_000 }, () => {
  it('is not offered to an inspector (no update on forms)', async () => {
    stubSettings({ role: 'ROLE_INSPECTOR' });
    await renderApp(`/ver/${ANSWER_ID}`);
    expect(await screen.findByRole('button', { name: 'Correct' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PDF settings' })).not.toBeInTheDocument();
  });

  it('is hidden in the /cis/ver variant', async () => {
    stubSettings();
    await renderApp(`/cis/ver/${ANSWER_ID}`);
    expect(await screen.findByRole('button', { name: 'Correct' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PDF settings' })).not.toBeInTheDocument();
  });
});

describe('PDF settings preview sample', () => {
  it('prints the answers as corrected and the author as the record does', () => {
    const corrected = answer();
    corrected.document.supervisorEdits = [
      supervisorEditSchema.parse({
        madeBy: { email: 'sofia@example.org', username: 'supervisor' },
        sentAt: corrected.createdAt,
        editedAnswers: [{ order: 1, sectionOrder: 0, questionId: 'rubro', oldAnswer: '', answer: 'Almacén' }],
      }),
    ];
    const sample = previewSample(corrected, { removeUnanswered: true }, { yes: 'Sí', no: 'No' }, 'es');
    expect(sample.questions).toEqual([
      { label: 'Nombre de fantasía', value: 'Kiosco Don Pepe' },
      { label: 'Rubro', value: 'Almacén' },
    ]);
    expect(sample.facts.author).toBe('Ana Pérez (ana)');
  });
});

describe('PDF settings dialog', { timeout: 60_000 }, () => {
  it('shows the stored values, and portable print is off limits while a logo is stored', async () => {
    stubSettings();
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Municipality name' })).toHaveValue(
      'Municipalidad de Córdoba',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Extra information' })).toHaveValue(
      'Marcelo T. de Alvear 120',
    );
    expect(within(dialog).getByRole('button', { name: 'Right' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('slider', { name: 'Title' })).toHaveValue('22');
    expect(within(dialog).getByRole('slider', { name: 'Answers' })).toHaveValue('11');
    expect(within(dialog).getByRole('img', { name: 'Logo of the records' })).toHaveAttribute(
      'src',
      expect.stringContaining(LOGO_URL),
    );
    const portable = within(dialog).getByRole('switch', { name: 'Portable print' });
    expect(portable).toBeDisabled();
    expect(portable).toHaveAccessibleDescription('Remove the logo to use portable print.');
    expect(within(dialog).getByRole('switch', { name: 'Remove unanswered questions' })).not.toBeChecked();
  });

  it('the preview follows the logo position, the sizes and the answer', async () => {
    stubSettings();
    const { user, dialog } = await openDialog();
    const preview = within(dialog).getByRole('img', { name: /Preview of the first page/ });
    expect(preview).toHaveAttribute('data-logo-position', 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Left' }));
    expect(preview).toHaveAttribute('data-logo-position', 'left');
    await user.click(within(dialog).getByRole('button', { name: 'Centre' }));
    expect(preview).toHaveAttribute('data-logo-position', 'center');
    // The answer's own title, its first section and questions; the name typed, as typed.
    const title = within(preview).getByTestId('pdf-preview-title');
    expect(title).toHaveTextContent('Inspección de comercios');
    expect(preview).toHaveTextContent('Relevamiento de los comercios del centro.');
    expect(preview).toHaveTextContent('Datos del comercio');
    expect(preview).toHaveTextContent('Kiosco Don Pepe');
    expect(preview).toHaveTextContent('Municipalidad de Córdoba');
    const scale = previewScale(320);
    expect(parseFloat(title.style.fontSize)).toBeCloseTo(22 * scale, 3);
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Title' }), { target: { value: 26 } });
    expect(parseFloat(title.style.fontSize)).toBeCloseTo(26 * scale, 3);
    // Unanswered questions: 'Rubro' shows as a dash until they are left out.
    expect(
      within(preview)
        .getAllByTestId('pdf-preview-question')
        .map((row) => row.textContent),
    ).toEqual(['Nombre de fantasíaKiosco Don Pepe', 'Rubro—']);
    await user.click(within(dialog).getByRole('switch', { name: 'Remove unanswered questions' }));
    expect(
      within(preview)
        .getAllByTestId('pdf-preview-question')
        .map((row) => row.textContent),
    ).toEqual(['Nombre de fantasíaKiosco Don Pepe', '¿Está habilitado?Yes']);
    // Without the logo the header has none.
    await user.click(within(dialog).getByRole('button', { name: 'Remove logo' }));
    expect(preview).toHaveAttribute('data-logo-position', 'none');
  });

  it('save sends the values (the logo removed first, then portable print) and says so', async () => {
    const calls = stubSettings();
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Municipality name' });
    await user.clear(name);
    await user.type(name, 'Ciudad de Córdoba');
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Between questions' }), {
      target: { value: 10 },
    });
    await user.click(within(dialog).getByRole('switch', { name: 'Remove unanswered questions' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove logo' }));
    const portable = within(dialog).getByRole('switch', { name: 'Portable print' });
    expect(portable).toBeEnabled();
    await user.click(portable);
    // With portable print on, no logo can be chosen.
    expect(within(dialog).getByRole('button', { name: 'Upload logo' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The PDF settings were saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.url}`)).toEqual([
      `DELETE ${LOGO_URL}`,
      `PUT ${SETTINGS_URL}`,
    ]);
    expect(writes[1]!.body).toEqual({
      ...STORED,
      municipalityName: 'Ciudad de Córdoba',
      spacing: { ...STORED.spacing, questions: 10 },
      removeUnanswered: true,
      portablePrint: true,
    });
  });

  it('checks a chosen logo in the browser with the spec messages, and sends a good one after the settings', async () => {
    const calls = stubSettings({ stored: { settings: STORED, hasLogo: false } });
    const { user, dialog } = await openDialog();
    const input = within(dialog).getByLabelText('Upload logo', { selector: 'input' });
    await user.upload(input, new File(['not an image at all'], 'logo.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid file format');
    await user.upload(
      input,
      new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The image is too large');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    // A PNG named .jpg is a PNG: taken, shown in the preview, sent after the settings.
    await user.upload(input, pngFile('escudo.jpg'));
    expect(await within(dialog).findByText(/New logo \(escudo\.jpg\)/)).toBeInTheDocument();
    const preview = within(dialog).getByRole('img', { name: /Preview of the first page/ });
    expect(preview).toHaveAttribute('data-logo-position', 'right');
    expect(within(dialog).getByRole('switch', { name: 'Portable print' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The PDF settings were saved')).toBeInTheDocument();
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.url}`)).toEqual([
      `PUT ${SETTINGS_URL}`,
      `PUT ${LOGO_URL}`,
    ]);
    expect((writes[1]!.body as FormData).get('file')).toMatchObject({ name: 'escudo.jpg' });
  });

  it('on a phone: full screen, the settings and the preview on two tabs', async () => {
    atWidth(390);
    stubSettings();
    const user = userEvent.setup();
    await renderApp(`/ver/${ANSWER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'More actions' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF settings' }, { timeout: 10_000 });
    expect(dialog.className).toMatch(/FullScreen/);
    const name = await within(dialog).findByRole(
      'textbox',
      { name: 'Municipality name' },
      { timeout: 10_000 },
    );
    await user.clear(name);
    await user.type(name, 'Córdoba Capital');
    expect(within(dialog).queryByRole('img', { name: /Preview of the first page/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    const preview = within(dialog).getByRole('img', { name: /Preview of the first page/ });
    expect(preview).toHaveTextContent('Córdoba Capital');
    await user.click(within(dialog).getByRole('tab', { name: 'Settings' }));
    expect(within(dialog).getByRole('textbox', { name: 'Municipality name' })).toHaveValue('Córdoba Capital');
  });

  it('a failed save says so and keeps everything typed', async () => {
    stubSettings({ putReply: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } });
    const { user, dialog } = await openDialog();
    const extra = within(dialog).getByRole('textbox', { name: 'Extra information' });
    await user.type(extra, ' · Tel. 0800');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('An error occurred while saving the PDF settings, please try again'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'PDF settings' })).toBeInTheDocument();
    expect(extra).toHaveValue('Marcelo T. de Alvear 120 · Tel. 0800');
  });
});
