import {
  formTemplateSchema,
  type AnswerPayment,
  type AnsweringForm,
  type AnswerSubmission,
  type PaymentReconciliation,
  type PaymentResult,
  type PaymentView,
  type PayOrder,
} from '@cabildo/domain';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../src/app/App.tsx';
import { setupI18n } from '../src/i18n/index.ts';
import { PaymentCard } from '../src/features/payments/PaymentCard.tsx';
import { ReconciliationDialog } from '../src/features/payments/ReconciliationDialog.tsx';
import { blankDetails, stepErrors, type PayDetails } from '../src/features/payments/wizard.ts';
import { blankState } from '../src/features/answering/lib/answerState.ts';
import { loadDraft, saveDraft } from '../src/features/answering/lib/draftStore.ts';
import type { PortalAnsweringForm } from '../src/api/citizenPortal.ts';
import { filterQuery } from '../src/api/answers.ts';
import { exportQuery } from '../src/features/answers/export/ExportButton.tsx';
import { EMPTY_FILTER, filterFromSearch } from '../src/features/answers/filters.ts';
import { renderApp, stubApi, unauthenticated, type Reply } from './render.tsx';

const FORM = '00000000-0000-4000-8000-00000000f017';
const ORDER = '00000000-0000-4000-8000-00000000c001';
const ORDER_2 = '00000000-0000-4000-8000-00000000c002';
const ANSWER = '00000000-0000-4000-8000-00000000a017';
const TOKEN = 'tok-0123456789abcdefghijklmnop';
const TOKEN_2 = 'tok-second-0123456789abcdefghij';

const view: PaymentView = {
  formId: FORM,
  name: 'Festival de la Primavera',
  currency: { sign: '€', code: 'EUR' },
  maxTicketsPerTransaction: 4,
  dateText: '21/09/2027 18:00',
  address: 'Parque Sarmiento',
  sections: [
    { name: 'Platea', priceCents: 2500, stockLeft: 200, quantityOptions: [1, 2, 3, 4] },
    { name: 'Pullman', priceCents: 1500, stockLeft: 2, quantityOptions: [1, 2] },
    { name: 'Palco', priceCents: 9000, stockLeft: 0, quantityOptions: [] },
  ],
};

const answeringForm = (): AnsweringForm => ({
  id: FORM,
  template: formTemplateSchema.parse({
    title: 'Entradas',
    areaIds: ['00000000-0000-4000-8000-000000000a01'],
    options: { public: true, addPaymentGateway: true },
    sections: [
      {
        id: 'datos',
        order: 0,
        title: 'Datos',
        questions: [{ id: 'nombre', order: 0, title: 'Asistente', kind: 'open', required: true }],
      },
    ],
    payment: {
      name: 'Festival de la Primavera',
      sections: [
        { name: 'Platea', price: 2500, stockLeft: 200 },
        { name: 'Pullman', price: 1500, stockLeft: 2 },
      ],
      maxTicketsPerTransaction: 4,
    },
  }),
  municipality: {
    id: '00000000-0000-4000-8000-000000000101',
    name: 'Córdoba',
    latitude: -31.42,
    longitude: -64.18,
    skipAssetLookup: false,
    buttonColor: null,
  },
  canSendEmail: false,
  videoAllowed: false,
  photoMaxSide: 2048,
});

const order = (changes: Partial<PayOrder> = {}): PayOrder => ({
  id: ORDER,
  formId: FORM,
  orderNumber: '000000000007',
  status: 'pending_validation',
  sectionName: 'Platea',
  quantity: 2,
  unitPriceCents: 2500,
  amountCents: 5000,
  currency: 'EUR',
  fullName: 'Lucía Fernández',
  idNumber: '30123456',
  email: 'lucia@example.com',
  phone: '600000000',
  answerId: null,
  createdAt: new Date().toISOString(),
  ...changes,
});

const result = (changes: Partial<PaymentResult> = {}): PaymentResult => ({
  status: 'paid',
  page: 'success',
  orderNumber: '000000000007',
  answerId: ANSWER,
  answerCode: 'CBA-7',
  formId: FORM,
  amountCents: 5000,
  currency: 'EUR',
  fullName: 'Lucía Fernández',
  sectionName: 'Platea',
  quantity: 2,
  paymentReference: '367724',
  operationId: 'op-1',
  paidAt: new Date().toISOString(),
  ...changes,
});

const error = (status: number, code: string): Reply => ({ status, body: { error: { code, message: code } } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the wizard rules', () => {
  const details = (changes: Partial<PayDetails> = {}): PayDetails => ({
    sectionName: 'Platea',
    quantity: 2,
    fullName: 'Lucía Fernández',
    idNumber: '30123456',
    email: 'lucia@example.com',
    phone: '600000000',
    ...changes,
  });

  it('step 1: a section with tickets left and one of its quantity choices', () => {
    expect(stepErrors(0, details(), view)).toEqual({});
    expect(stepErrors(0, details({ sectionName: '' }), view)).toMatchObject({
      sectionName: 'payments.wizard.chooseSection',
    });
    // Sold out: no choice at all.
    expect(stepErrors(0, details({ sectionName: 'Palco', quantity: 1 }), view).sectionName).toBeDefined();
    // Pullman has 2 left: 3 is not among its choices (limited by the stock left).
    expect(stepErrors(0, details({ sectionName: 'Pullman', quantity: 3 }), view)).toEqual({
      quantity: 'payments.wizard.chooseQuantity',
    });
    // The user data is not this step's.
    expect(stepErrors(0, details({ fullName: '' }), view)).toEqual({});
  });

  it('step 2: full name, an id of 7 to 12 characters, a valid e-mail and a phone', () => {
    expect(stepErrors(1, details(), view)).toEqual({});
    expect(
      stepErrors(1, details({ fullName: '  ', idNumber: '123456', email: 'x@', phone: ' ' }), view),
    ).toEqual({
      fullName: 'payments.errors.fullNameRequired',
      idNumber: 'payments.errors.idNumberLength',
      email: 'payments.errors.emailInvalid',
      phone: 'payments.errors.phoneRequired',
    });
    expect(stepErrors(1, details({ idNumber: '1234567' }), view)).toEqual({});
    expect(stepErrors(1, details({ idNumber: '123456789012' }), view)).toEqual({});
    expect(stepErrors(1, details({ idNumber: '1234567890123' }), view).idNumber).toBeDefined();
  });

  it("fills the user data from the answer's citizen", () => {
    expect(
      blankDetails({
        id: '1',
        kind: 'natural',
        dni: '30123456',
        cuit: null,
        firstName: 'Ana',
        lastName: 'Gómez',
        email: 'ana@example.com',
        phone: '351000',
        street: null,
      }),
    ).toMatchObject({
      fullName: 'Ana Gómez',
      idNumber: '30123456',
      email: 'ana@example.com',
      phone: '351000',
    });
    expect(blankDetails(null)).toMatchObject({ fullName: '', quantity: 0 });
  });
});

type Calls = { orders: unknown[]; cancels: string[]; submissions: AnswerSubmission[] };

/** The public answer screen of the payment form, with the payments API answered as the server does. */
function stubPaymentForm(create: (call: number) => Reply) {
  const calls: Calls = { orders: [], cancels: [], submissions: [] };
  const stub = stubApi(async (url, init) => {
    const method = init?.method ?? 'GET';
    const header = (name: string) => (init?.headers as Record<string, string> | undefined)?.[name];
    if (url === '/api/auth/me') return unauthenticated;
    if (url === `/api/answering/forms/${FORM}?mode=public`) return { status: 200, body: answeringForm() };
    if (url === `/api/payments/forms/${FORM}?mode=public`) return { status: 200, body: view };
    if (url === `/api/payments/forms/${FORM}/orders?mode=public` && method === 'POST') {
      calls.orders.push(JSON.parse(String(init!.body)));
      return create(calls.orders.length);
    }
    if (url === `/api/payments/orders/${ORDER}/cancel` && method === 'POST') {
      calls.cancels.push(header('x-pay-order-token') ?? '');
      return { status: 200, body: order({ status: 'cancelled' }) };
    }
    if (url === `/api/payments/orders/${ORDER_2}`)
      return header('x-pay-order-token') === TOKEN_2
        ? { status: 200, body: order({ id: ORDER_2, orderNumber: '000000000008', answerId: ANSWER }) }
        : error(404, 'PAY_ORDER_NOT_FOUND');
    if (url === `/api/payments/orders/${ORDER_2}/pay` && method === 'POST')
      return {
        status: 200,
        body: {
          action: '/api/payments/sandbox/realizarPago',
          method: 'POST',
          fields: {
            Ds_SignatureVersion: 'HMAC_SHA256_V1',
            Ds_MerchantParameters: 'eyJ9',
            Ds_Signature: 'c2ln',
          },
        },
      };
    if (url === `/api/answering/forms/${FORM}/answers?mode=public` && method === 'POST') {
      calls.submissions.push(JSON.parse(String(init!.body)) as AnswerSubmission);
      return { status: 200, body: { id: ANSWER, formId: FORM, code: 'CBA-7', pdfDownloadCode: null } };
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
  return { calls, stub };
}

describe('the payment wizard on the public answer screen', { timeout: 60_000 }, () => {
  it('checks the answers, walks the three steps, validates, edits, saves with the order and pays in a new tab', async () => {
    localStorage.setItem('language', 'es');
    const { calls } = stubPaymentForm((call) => ({
      status: 200,
      body:
        call === 1
          ? { order: order(), token: TOKEN }
          : { order: order({ id: ORDER_2, orderNumber: '000000000008' }), token: TOKEN_2 },
    }));
    await renderApp(`/publico/contestar/${FORM}`);
    const user = userEvent.setup({ delay: null });
    // (The loading card gives way to the wizard's own: looked for once the tickets are in.)
    await screen.findByRole('button', { name: 'Continuar al pago' }, { timeout: 10_000 });
    const wizard = screen.getByTestId('payment-wizard');
    // The wizard stands in for the save buttons.
    expect(screen.queryByRole('button', { name: /Guardar respuesta/ })).toBeNull();

    // The required-field check comes first.
    await user.click(within(wizard).getByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findByText('Faltan completar campos obligatorios.')).toBeTruthy();
    expect(within(wizard).queryByText('Paso 1/3')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Asistente/ }), 'Lucía');
    await user.click(within(wizard).getByRole('button', { name: 'Continuar al pago' }));

    // 1/3: the order; the sold-out section cannot be chosen, the low stock is told.
    expect(within(wizard).getByText('Paso 1/3')).toBeTruthy();
    expect(within(wizard).getByText('¡¡¡Solo quedan 2 entradas!!!')).toBeTruthy();
    expect(
      (within(wizard).getByRole('radio', { name: /Palco — agotada/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    expect(within(wizard).getByText('Elija una ubicación.')).toBeTruthy();
    await user.click(within(wizard).getByRole('radio', { name: /Pullman — 15,00\s€/ }));
    const quantity = within(wizard).getByRole('combobox', { name: 'Cantidad' });
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['', '1', '2']);
    await user.click(within(wizard).getByRole('radio', { name: /Platea — 25,00\s€/ }));
    await user.selectOptions(within(wizard).getByRole('combobox', { name: 'Cantidad' }), '2');
    expect(within(wizard).getByText('50,00 €')).toBeTruthy();
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));

    // 2/3: the user data, each rule with its text.
    expect(within(wizard).getByText('Paso 2/3')).toBeTruthy();
    await user.type(within(wizard).getByRole('textbox', { name: 'DNI' }), '123');
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    expect(within(wizard).getByText('Ingrese el nombre y apellido.')).toBeTruthy();
    expect(within(wizard).getByText('El DNI debe tener entre 7 y 12 caracteres.')).toBeTruthy();
    expect(within(wizard).getByText('Ingrese un correo electrónico válido.')).toBeTruthy();
    expect(within(wizard).getByText('Ingrese un teléfono.')).toBeTruthy();
    await user.type(within(wizard).getByRole('textbox', { name: 'Nombre y apellido' }), 'Lucía Fernández');
    await user.type(within(wizard).getByRole('textbox', { name: 'DNI' }), '45678');
    await user.type(within(wizard).getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@example.com');
    await user.type(within(wizard).getByRole('textbox', { name: 'Teléfono' }), '600000000');
    // Back keeps what was typed.
    await user.click(within(wizard).getByRole('button', { name: 'Atrás' }));
    expect(within(wizard).getByText('Paso 1/3')).toBeTruthy();
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    expect((within(wizard).getByRole('textbox', { name: 'DNI' }) as HTMLInputElement).value).toBe('12345678');
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));

    // 3/3: the account summary, then validate: the order is pending and the answers locked.
    expect(within(wizard).getByText('Paso 3/3')).toBeTruthy();
    expect(within(wizard).getByText('Lucía Fernández')).toBeTruthy();
    await user.click(within(wizard).getByRole('button', { name: 'Validar orden' }));
    expect(await within(wizard).findByText('Orden validada')).toBeTruthy();
    expect(calls.orders).toEqual([
      {
        sectionName: 'Platea',
        quantity: 2,
        fullName: 'Lucía Fernández',
        idNumber: '12345678',
        email: 'lucia@example.com',
        phone: '600000000',
      },
    ]);
    expect(within(wizard).getByText('000000000007')).toBeTruthy();
    expect(within(wizard).getByText('Pendiente de validar')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Asistente/ }) as HTMLInputElement).disabled).toBe(true);

    // Edit: the order is cancelled with its token, the answers free again, the steps start over.
    await user.click(within(wizard).getByRole('button', { name: 'Editar orden' }));
    await waitFor(() => expect(calls.cancels).toEqual([TOKEN]));
    expect(await within(wizard).findByText('Paso 1/3')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Asistente/ }) as HTMLInputElement).disabled).toBe(false);
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    await user.click(within(wizard).getByRole('button', { name: 'Validar orden' }));
    expect(await within(wizard).findByText('000000000008')).toBeTruthy();

    // Ready to pay: the answer is saved with the new order and its token.
    await user.click(within(wizard).getByRole('button', { name: 'Guardar la respuesta e ir al pago' }));
    const panel = await screen.findByTestId('pay-panel', {}, { timeout: 10_000 });
    expect(calls.submissions).toHaveLength(1);
    expect(calls.submissions[0]!.paymentOrder).toEqual({ id: ORDER_2, token: TOKEN_2 });

    // Pay: the signed request is posted to the gateway's page in a new tab.
    const posted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push(this);
    });
    const pay = await within(panel).findByRole('button', { name: /^Pagar 50,00\s€$/ });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await user.click(pay);
    expect(posted).toHaveLength(1);
    const form = posted[0]!;
    expect(form.getAttribute('action')).toBe('/api/payments/sandbox/realizarPago');
    expect(form.method.toUpperCase()).toBe('POST');
    expect(form.target).toBe('_blank');
    expect(
      Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value])),
    ).toEqual({ Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'eyJ9', Ds_Signature: 'c2ln' });
    expect(await within(panel).findByText(/La página de pago se abrió en una pestaña nueva/)).toBeTruthy();
  });

  it('says why an order is refused: no stock or any other failure (spec texts)', async () => {
    localStorage.setItem('language', 'es');
    stubPaymentForm((call) => (call === 1 ? error(409, 'PAYMENT_NO_STOCK') : error(500, 'INTERNAL')));
    await renderApp(`/publico/contestar/${FORM}`);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Continuar al pago' }, { timeout: 10_000 });
    const wizard = screen.getByTestId('payment-wizard');
    await user.type(screen.getByRole('textbox', { name: /Asistente/ }), 'Lucía');
    await user.click(within(wizard).getByRole('button', { name: 'Continuar al pago' }));
    await user.click(within(wizard).getByRole('radio', { name: /Platea/ }));
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    await user.type(within(wizard).getByRole('textbox', { name: 'Nombre y apellido' }), 'Lucía Fernández');
    await user.type(within(wizard).getByRole('textbox', { name: 'DNI' }), '12345678');
    await user.type(within(wizard).getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@example.com');
    await user.type(within(wizard).getByRole('textbox', { name: 'Teléfono' }), '600000000');
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    await user.click(within(wizard).getByRole('button', { name: 'Validar orden' }));
    expect(
      await within(wizard).findByText(
        'No hay entradas disponibles para la ubicación seleccionada. Por favor, actualice la pantalla.',
      ),
    ).toBeTruthy();
    await user.click(within(wizard).getByRole('button', { name: 'Validar orden' }));
    expect(
      await within(wizard).findByText(
        'Error en el proceso de generación de ticket. Si el problema persiste contactarse con el municipio.',
      ),
    ).toBeTruthy();
    expect(within(wizard).queryByText('Orden validada')).toBeNull();
  });
});

describe('the payment wizard, more', { timeout: 60_000 }, () => {
  it('keeps a validated order with the draft; editing it asks for the signatures again (spec part 2 §4)', async () => {
    localStorage.setItem('language', 'es');
    // jsdom draws nothing: the signature pad gets a 2D context that accepts every call.
    const context = new Proxy({} as Record<string, unknown>, {
      get: (target, key) => (key in target ? target[key as string] : () => undefined),
      set: (target, key, value) => {
        target[key as string] = value;
        return true;
      },
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const form = answeringForm();
    form.template = formTemplateSchema.parse({
      ...form.template,
      signatures: [{ index: 0, title: 'Firma del asistente' }],
    });
    const key = { formId: FORM, mode: 'public' as const, owner: 'public' };
    const draft = blankState(form.template);
    draft.sections[0]!.rows[0]!.answers[0]!.value = 'Lucía';
    draft.signatures = [
      {
        index: 0,
        signatoryName: 'Lucía Fernández',
        file: {
          id: '00000000-0000-4000-8000-00000000f11e',
          url: '/api/files/00000000-0000-4000-8000-00000000f11e',
          name: 'firma.png',
          contentType: 'image/png',
          size: 10,
        },
      },
    ];
    draft.payDetails = {
      sectionName: 'Platea',
      quantity: 2,
      fullName: 'Lucía Fernández',
      idNumber: '30123456',
      email: 'lucia@example.com',
      phone: '600000000',
    };
    draft.payment = { order: order(), token: TOKEN };
    await saveDraft(key, draft);
    const cancels: string[] = [];
    stubApi((url, init) => {
      const token = (init?.headers as Record<string, string> | undefined)?.['x-pay-order-token'];
      if (url === '/api/auth/me') return unauthenticated;
      if (url === `/api/answering/forms/${FORM}?mode=public`) return { status: 200, body: form };
      if (url === `/api/payments/forms/${FORM}?mode=public`) return { status: 200, body: view };
      // The wizard asks the server whether the kept order still stands.
      if (url === `/api/payments/orders/${ORDER}` && token === TOKEN) return { status: 200, body: order() };
      if (url === `/api/payments/orders/${ORDER}/cancel` && token === TOKEN) {
        cancels.push(token);
        return { status: 200, body: order({ status: 'cancelled' }) };
      }
      if (url.startsWith('/api/files/')) return { status: 404 };
      throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
    });
    await renderApp(`/publico/contestar/${FORM}`);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Orden validada', {}, { timeout: 10_000 })).toBeTruthy();
    const wizard = screen.getByTestId('payment-wizard');
    expect(within(wizard).getByText('000000000007')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Asistente/ }) as HTMLInputElement).disabled).toBe(true);

    await user.click(within(wizard).getByRole('button', { name: 'Editar orden' }));
    expect(await screen.findByText('Debe volver a cargar las firmas.')).toBeTruthy();
    expect(cancels).toEqual([TOKEN]);
    expect(within(wizard).getByText('Paso 1/3')).toBeTruthy();
    // What was typed stays; the order and the signature's image are gone from the kept draft.
    await waitFor(async () => {
      const kept = await loadDraft(key);
      expect(kept?.payment).toBeNull();
      expect(kept?.signatures[0]?.file).toBeNull();
      expect(kept?.payDetails?.fullName).toBe('Lucía Fernández');
    });
  });

  it('an order kept with the draft that expired meanwhile is dropped: validate again', async () => {
    localStorage.setItem('language', 'es');
    const key = { formId: FORM, mode: 'public' as const, owner: 'public' };
    const draft = blankState(answeringForm().template);
    draft.payment = { order: order(), token: TOKEN };
    draft.payDetails = { ...blankDetails(null), sectionName: 'Platea', quantity: 1 };
    await saveDraft(key, draft);
    stubApi((url) => {
      if (url === '/api/auth/me') return unauthenticated;
      if (url === `/api/answering/forms/${FORM}?mode=public`) return { status: 200, body: answeringForm() };
      if (url === `/api/payments/forms/${FORM}?mode=public`) return { status: 200, body: view };
      if (url === `/api/payments/orders/${ORDER}`)
        return { status: 200, body: order({ status: 'cancelled' }) };
      throw new Error(`unexpected ${url}`);
    });
    await renderApp(`/publico/contestar/${FORM}`);
    expect(
      await screen.findByText(
        'Su orden ya no es válida (venció o fue cancelada). Valídela de nuevo.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Paso 3/3')).toBeTruthy();
    expect(screen.queryByText('Orden validada')).toBeNull();
  });

  it("citizen portal: the citizen's data filled in, every call with the portal's token, the saved page offers the payment", async () => {
    localStorage.setItem('language', 'es');
    const PORTAL_TOKEN = 'cGMtMzAxMjM0NTY.signature';
    const form: PortalAnsweringForm = {
      ...answeringForm(),
      citizen: {
        id: 'c-1',
        kind: 'natural',
        dni: '30123456',
        cuit: null,
        firstName: 'Ana María',
        lastName: 'Gómez',
        email: 'ana@example.com',
        phone: '351000000',
        street: null,
      },
      portalUser: { username: 'agomez', firstName: 'Ana María', lastName: 'Gómez' },
    };
    form.template = formTemplateSchema.parse({
      ...form.template,
      options: { ...form.template.options, public: false, citizenAssociationFromCitizenPortal: true },
    });
    const sent: { url: string; authorization?: string; body?: unknown }[] = [];
    const portalOrder = order({ fullName: 'Ana María Gómez', idNumber: '30123456' });
    stubApi((url, init) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({
        url,
        authorization: headers.authorization,
        body: init?.body && JSON.parse(String(init.body)),
      });
      if (url === `/api/citizen-portal/forms/${FORM}`) return { status: 200, body: form };
      if (url === `/api/payments/forms/${FORM}?mode=citizen-portal`) return { status: 200, body: view };
      if (url === `/api/payments/forms/${FORM}/orders?mode=citizen-portal`)
        return { status: 200, body: { order: portalOrder, token: TOKEN } };
      if (url === `/api/citizen-portal/forms/${FORM}/answers`)
        return { status: 200, body: { id: ANSWER, formId: FORM, code: 'CBA-41', pdfDownloadCode: null } };
      if (url === `/api/payments/orders/${ORDER}`)
        return { status: 200, body: { ...portalOrder, answerId: ANSWER } };
      if (url === `/api/payments/orders/${ORDER}/pay`)
        return {
          status: 200,
          body: {
            action: '/pay',
            method: 'POST',
            fields: { Ds_SignatureVersion: 'v', Ds_MerchantParameters: 'p', Ds_Signature: 's' },
          },
        };
      return unauthenticated;
    });
    await renderApp(`/ciudadano/contestar/${FORM}/${PORTAL_TOKEN}`);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Continuar al pago' }, { timeout: 10_000 });
    const wizard = screen.getByTestId('payment-wizard');
    await user.type(screen.getByRole('textbox', { name: /Asistente/ }), 'Ana');
    await user.click(within(wizard).getByRole('button', { name: 'Continuar al pago' }));
    await user.click(within(wizard).getByRole('radio', { name: /Platea/ }));
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    expect(
      (within(wizard).getByRole('textbox', { name: 'Nombre y apellido' }) as HTMLInputElement).value,
    ).toBe('Ana María Gómez');
    expect((within(wizard).getByRole('textbox', { name: 'DNI' }) as HTMLInputElement).value).toBe('30123456');
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    await user.click(within(wizard).getByRole('button', { name: 'Validar orden' }));
    await user.click(
      await within(wizard).findByRole('button', { name: 'Guardar la respuesta e ir al pago' }),
    );
    const panel = await screen.findByTestId('pay-panel', {}, { timeout: 10_000 });
    expect(await within(panel).findByRole('button', { name: /Pagar 50,00\s€/ })).toBeTruthy();
    expect(screen.getByTestId('answer-code').textContent).toBe('CBA-41');

    const portalCalls = sent.filter(
      ({ url }) => url.startsWith(`/api/payments/forms/`) || url.startsWith('/api/citizen-portal/'),
    );
    expect(portalCalls.length).toBeGreaterThanOrEqual(4);
    for (const call of portalCalls) expect(call.authorization, call.url).toBe(`Citizen ${PORTAL_TOKEN}`);
    const submission = sent.find(({ url }) => url === `/api/citizen-portal/forms/${FORM}/answers`)!;
    expect((submission.body as AnswerSubmission).paymentOrder).toEqual({ id: ORDER, token: TOKEN });
  });
});

describe('the payment result pages read the server status', { timeout: 60_000 }, () => {
  const stubResult = (reply: Reply) => {
    const receipts: string[] = [];
    stubApi(async (url) => {
      if (url === '/api/auth/me') return unauthenticated;
      if (url === `/api/payments/results/000000000007/${ANSWER}`) return reply;
      if (url === `/api/payments/results/000000000007/${ANSWER}/receipt.pdf`) {
        receipts.push(url);
        return { status: 200, body: new TextEncoder().encode('%PDF-1.7') };
      }
      throw new Error(`unexpected ${url}`);
    });
    return receipts;
  };

  it('success: amount, name, reference and order number; the receipt downloads about 1 s later', async () => {
    localStorage.setItem('language', 'es');
    const receipts = stubResult({ status: 200, body: result() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const started = Date.now();
    await renderApp(`/pago-exitoso/000000000007/${ANSWER}`);
    expect(
      await screen.findByRole('heading', { name: 'Tu pago fue aprobado' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('payment-amount').textContent).toBe('50,00\u00a0€');
    expect(screen.getByText('Lucía Fernández')).toBeTruthy();
    expect(screen.getByText('367724')).toBeTruthy();
    expect(screen.getByText('000000000007')).toBeTruthy();
    await waitFor(() => expect(clicked).toEqual(['comprobante_000000000007.pdf']), { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(receipts).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Descargar el comprobante/ })).toBeTruthy();
  });

  it('success URL of a denied order: the denied page, with a retry to the public form', async () => {
    localStorage.setItem('language', 'es');
    stubResult({ status: 200, body: result({ status: 'denied', page: 'denied', paymentReference: null }) });
    const { router } = await renderApp(`/pago-exitoso/000000000007/${ANSWER}`);
    expect(await screen.findByRole('heading', { name: 'Pago denegado' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/pago-denegado/000000000007/${ANSWER}`);
    expect(
      screen.getByText('No pudimos avanzar con el pago, si quieres puedes intentar con otro medio de pago.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Reintentar/ }).getAttribute('href')).toBe(
      `/publico/contestar/${FORM}`,
    );
  });

  it('denied URL of a paid order: the success page', async () => {
    localStorage.setItem('language', 'es');
    sessionStorage.setItem('cabildo:receipt:000000000007', '1');
    stubResult({ status: 200, body: result() });
    const { router } = await renderApp(`/pago-denegado/000000000007/${ANSWER}`);
    expect(
      await screen.findByRole('heading', { name: 'Tu pago fue aprobado' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/pago-exitoso/000000000007/${ANSWER}`);
  });

  it('an order and answer that do not belong together: denied, with the way to look a procedure up', async () => {
    localStorage.setItem('language', 'es');
    stubResult(error(404, 'PAY_ORDER_NOT_FOUND'));
    const { router } = await renderApp(`/pago-exitoso/000000000007/${ANSWER}`);
    expect(await screen.findByRole('heading', { name: 'Pago denegado' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/pago-denegado/000000000007/${ANSWER}`);
    expect(screen.queryByRole('link', { name: /Reintentar/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Consultar el estado de un trámite' }).getAttribute('href')).toBe(
      '/publico/consultar-estado',
    );
  });

  it("an unknown order of a public form's answer: denied, with the retry to that form", async () => {
    localStorage.setItem('language', 'es');
    stubResult({
      status: 404,
      body: { error: { code: 'PAY_ORDER_NOT_FOUND', message: 'x', details: { formId: FORM } } },
    });
    await renderApp(`/pago-denegado/000000000007/${ANSWER}`);
    expect(await screen.findByRole('heading', { name: 'Pago denegado' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Reintentar/ }).getAttribute('href')).toBe(
      `/publico/contestar/${FORM}`,
    );
  });
});

describe('the staff side', { timeout: 60_000 }, () => {
  const payment: AnswerPayment = {
    orderId: ORDER,
    orderNumber: '000000000007',
    status: 'paid',
    sectionName: 'Platea',
    quantity: 2,
    unitPriceCents: 2500,
    amountCents: 5000,
    currency: 'EUR',
    fullName: 'Lucía Fernández',
    idNumber: '30123456',
    email: 'lucia@example.com',
    phone: '600000000',
    paymentReference: '367724',
    operationId: 'op-1',
    paidAt: '2026-11-26T10:00:00.000Z',
  };
  const mount = async (element: React.ReactNode) => {
    await setupI18n('es');
    render(
      <Providers queryClient={createQueryClient()}>
        <MemoryRouter>{element}</MemoryRouter>
      </Providers>,
    );
  };

  it('the payment-status filter travels in the URL, to the list and to the export', () => {
    const filter = { ...EMPTY_FILTER, paymentStatus: 'paid' as const };
    expect(filterQuery(filter).get('paymentStatus')).toBe('paid');
    expect(exportQuery(filter, 'es').get('paymentStatus')).toBe('paid');
    expect(filterFromSearch(new URLSearchParams('paymentStatus=denied')).paymentStatus).toBe('denied');
    expect(filterQuery(EMPTY_FILTER).has('paymentStatus')).toBe(false);
  });

  it("the answer view's payment: order, status in green, amount, quantity, section, reference", async () => {
    await mount(<PaymentCard payment={payment} />);
    const card = await screen.findByRole('region', { name: 'Pago' });
    for (const text of ['000000000007', '50,00 €', '2', 'Platea', '367724', 'Lucía Fernández'])
      expect(within(card).getByText(text)).toBeTruthy();
    const chip = within(card).getByText('Pagado').closest('[data-status]')!;
    expect(chip.getAttribute('data-status')).toBe('paid');
    expect(chip.className).toMatch(/colorSuccess/);
    cleanup();
    await mount(
      <PaymentCard payment={{ ...payment, status: 'pending_validation', paymentReference: null }} />,
    );
    expect((await screen.findByText('Pendiente de validar')).closest('[data-status]')!.className).toMatch(
      /colorWarning/,
    );
    cleanup();
    await mount(<PaymentCard payment={{ ...payment, status: 'denied', paymentReference: null }} />);
    expect((await screen.findByText('Rechazado')).closest('[data-status]')!.className).toMatch(/colorError/);
  });

  it('the reconciliation: totals per status and the orders with their answers', async () => {
    const reconciliation: PaymentReconciliation = {
      formId: FORM,
      totals: [
        { status: 'paid', orders: 1, quantity: 2, amountCents: 5000 },
        { status: 'cancelled', orders: 1, quantity: 1, amountCents: 2500 },
      ],
      orders: [
        { ...payment, answerId: ANSWER, answerCode: 'CBA-7', createdAt: '2026-11-26T10:00:00.000Z' },
        {
          ...payment,
          orderId: ORDER_2,
          orderNumber: '000000000006',
          status: 'cancelled',
          quantity: 1,
          amountCents: 2500,
          paymentReference: null,
          answerId: null,
          answerCode: null,
          createdAt: '2026-11-26T09:00:00.000Z',
        },
      ],
      truncated: false,
    };
    stubApi((url) =>
      url === `/api/payments/forms/${FORM}/reconciliation`
        ? { status: 200, body: reconciliation }
        : error(404, 'NOT_FOUND'),
    );
    await mount(<ReconciliationDialog formId={FORM} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Conciliación de pagos' });
    expect(within(await within(dialog).findByTestId('total-paid')).getByText('50,00 €')).toBeTruthy();
    expect(within(within(dialog).getByTestId('total-cancelled')).getByText('25,00 €')).toBeTruthy();
    expect(within(within(dialog).getByTestId('total-denied')).getByText('0,00 €')).toBeTruthy();
    expect(within(dialog).getAllByText('000000000006').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByRole('link', { name: 'CBA-7' })[0]!.getAttribute('href')).toBe(
      `/ver/${ANSWER}`,
    );
  });
});
