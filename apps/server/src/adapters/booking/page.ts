import {
  LANGUAGE_NAMES,
  parseBookingFormData,
  toLanguage,
  type BookingCodeRequest,
  type Language,
} from '@cabildo/domain';
import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { bookingTexts, languagesWithFile, renderedLanguage, requestLanguage } from '../../i18n.ts';
import {
  EMBEDDED_BOOKING_PATH,
  demoSlots,
  openBookingCode,
  type Booking,
  type BookingSlot,
  type EmbeddedBookingStore,
} from './embedded.ts';
import { escapeHtml } from '../../http/html.ts';

type Texts = ReturnType<typeof bookingTexts>;
/** A parameter as one short text; anything else (a repeated one arrives as a list) counts as absent. */
const param = z.string().max(4000).optional().catch(undefined);
const paramsSchema = z.object({ code: param, tenant: param, formData: param, lang: param, slot: param });
type Params = z.infer<typeof paramsSchema>;
const paramsOf = (raw: unknown): Params => paramsSchema.catch({}).parse(raw ?? {});

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:"Inter",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#15202e;line-height:1.5}
.bar{background:#1d4e89;color:#fff;padding:12px 20px;display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
.brand{font-weight:700;font-size:1.05rem}
.bar nav{display:flex;flex-wrap:wrap;gap:6px 14px}.bar nav a{color:#fff;text-decoration:underline}
.bar nav a[aria-current]{font-weight:700;text-decoration:none}
main{max-width:720px;margin:24px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e2e7ef;border-radius:14px;padding:24px}
h1{margin:0 0 8px;font-size:1.6rem}
.note{color:#4b5a6d;font-size:.9rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:minmax(120px,max-content) 1fr;gap:6px 16px;margin:16px 0;padding:16px;background:#f4f6fb;border-radius:10px}
dt{color:#4b5a6d}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
fieldset{border:0;margin:0;padding:0}
fieldset.day{margin:12px 0}
legend{font-weight:700;padding:0;margin-bottom:8px}
.slots{display:flex;flex-wrap:wrap;gap:8px}
.slot{display:inline-flex;align-items:center;gap:6px;border:1px solid #c9d3e1;border-radius:10px;padding:8px 12px;cursor:pointer;background:#fff;min-height:44px}
.slot:has(input:checked){border-color:#1d4e89;background:#e8eef7;font-weight:700}
.slot:has(input:disabled){opacity:.45;cursor:not-allowed;text-decoration:line-through}
.slot input{accent-color:#1d4e89;width:18px;height:18px;margin:0}
button{margin-top:16px;background:#1d4e89;color:#fff;border:0;border-radius:10px;padding:12px 22px;font-size:1rem;font-weight:600;cursor:pointer;min-height:44px}
button:hover{background:#163d6c}
button:focus-visible,.slot:focus-within,a:focus-visible{outline:3px solid #4a76ad;outline-offset:2px}
.alert{border-radius:10px;padding:12px 16px;margin:12px 0}
.alert.error{background:#fdecea;color:#7a1c12}
.alert.success{background:#e6f4ea;color:#1e4620}
.when{font-size:1.4rem;font-weight:800}
a.back{display:inline-flex;align-items:center;min-height:44px;color:#1d4e89;font-weight:600}
@media (max-width:480px){dl{grid-template-columns:1fr}dt{margin-top:6px}.card{padding:18px}h1{font-size:1.35rem}}
`;

/** A slot as the page shows it: the weekday and DD/MM/YYYY of its day, and its 24-hour time. */
function slotParts(slot: BookingSlot, language: Language) {
  const [day, time] = slot.split('T') as [string, string];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long' }).format(
    new Date(year, month - 1, date),
  );
  return {
    day,
    time,
    label: `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${day.split('-').reverse().join('/')}`,
  };
}

function layout(language: Language, t: Texts, params: Params, body: string) {
  const links = languagesWithFile('booking').map((code) => {
    const query = new URLSearchParams({
      ...(params.code ? { code: params.code } : {}),
      ...(params.tenant ? { tenant: params.tenant } : {}),
      ...(params.formData ? { formData: params.formData } : {}),
      lang: code,
    });
    return `<a href="${EMBEDDED_BOOKING_PATH}?${escapeHtml(query.toString())}" lang="${code}"${code === language ? ' aria-current="true"' : ''}>${escapeHtml(LANGUAGE_NAMES[code])}</a>`;
  });
  return `<!doctype html>
<html lang="${renderedLanguage('booking', language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t('htmlTitle'))}</title><style>${STYLE}</style></head>
<body><header class="bar"><span class="brand">${escapeHtml(t('brand'))}</span><nav aria-label="${escapeHtml(t('language'))}">${links.join('')}</nav></header>
<main><div class="card">${body}</div></main></body></html>`;
}

function facts(t: Texts, request: BookingCodeRequest, extra = '') {
  const citizen = request.citizen;
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  return `<dl>${row(t('form'), request.formTitle)}${row(t('code'), request.answerCode)}${row(t('agenda'), request.agenda.name)}${
    citizen
      ? `${row(t('citizen'), `${citizen.firstName} ${citizen.lastName}`.trim())}${
          citizen.document ? row(t('document'), citizen.document) : ''
        }${citizen.email ? row(t('email'), citizen.email) : ''}`
      : row(t('citizen'), t('noCitizen'))
  }${extra}</dl>`;
}

/**
 * The embedded booking system's authorise page (served by Cabildo while BOOKING_URL is unset): it
 * decrypts the code, shows who books for what, offers the demo agenda's free slots and books one;
 * afterwards it shows the booked slot. The code is the credential (as with the real system).
 */
export function embeddedBookingPage(options: {
  secret: string;
  store: EmbeddedBookingStore;
  clock?: () => Date;
}): FastifyPluginAsync {
  const clock = options.clock ?? (() => new Date());
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    /** The language asked for on the page, else the one the person answered in, else the browser's. */
    const languageOf = (
      request: FastifyRequest,
      params: Params,
      opened: BookingCodeRequest | null,
    ): Language => {
      return (
        toLanguage(params.lang) ??
        toLanguage(opened?.language) ??
        requestLanguage(request.headers['accept-language'])
      );
    };

    const render = async (
      request: FastifyRequest,
      reply: FastifyReply,
      params: Params,
      problem: 'taken' | 'choose' | null = null,
    ) => {
      const opened =
        params.code && params.tenant !== undefined
          ? openBookingCode(options.secret, params.code, params.tenant, clock())
          : null;
      const language = languageOf(request, params, opened);
      const t = bookingTexts(language);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      // formData travels beside the code; what it says must agree with what the code carries.
      const formData = parseBookingFormData(params.formData);
      if (!opened || (formData && formData.answerCode !== opened.answerCode)) {
        return reply
          .code(400)
          .send(
            layout(
              language,
              t,
              params,
              `<h1>${escapeHtml(t('invalidTitle'))}</h1><p role="alert" class="alert error">${escapeHtml(t('invalidBody'))}</p>`,
            ),
          );
      }
      const booking: Booking | null = await options.store.bookingOf(opened.answerId);
      if (booking) {
        const when = slotParts(booking.slot, language);
        return reply.code(problem ? 409 : 200).send(
          layout(
            language,
            t,
            params,
            `<h1>${escapeHtml(t('bookedTitle'))}</h1>
<p role="status" class="alert success">${escapeHtml(t('bookedBody'))}</p>
<p class="when" data-testid="booked-slot">${escapeHtml(`${when.label} · ${when.time}`)}</p>
${facts(t, opened, `<dt>${escapeHtml(t('bookedWhen'))}</dt><dd>${escapeHtml(`${when.label} ${when.time}`)}</dd>`)}
${opened.savedPath ? `<p><a class="back" href="${escapeHtml(opened.savedPath)}">${escapeHtml(t('backToCabildo'))}</a></p>` : ''}`,
          ),
        );
      }
      const slots = demoSlots(clock(), opened.timeZone);
      const taken = await options.store.taken(opened.agenda.id, slots);
      const byDay = new Map<string, BookingSlot[]>();
      for (const slot of slots) byDay.set(slot.slice(0, 10), [...(byDay.get(slot.slice(0, 10)) ?? []), slot]);
      const free = slots.some((slot) => !taken.has(slot));
      const days = [...byDay.entries()]
        .map(([day, daySlots], index) => {
          const label = slotParts(daySlots[0]!, language).label;
          const options = daySlots
            .map((slot) => {
              const busy = taken.has(slot);
              return `<label class="slot"><input type="radio" name="slot" value="${escapeHtml(slot)}" required${busy ? ' disabled' : ''}>${escapeHtml(slotParts(slot, language).time)}</label>`;
            })
            .join('');
          return `<fieldset class="day" data-day="${escapeHtml(day)}"><legend id="day-${index}">${escapeHtml(label)}</legend><div class="slots">${options}</div></fieldset>`;
        })
        .join('');
      const hidden = (['code', 'tenant', 'formData', 'lang'] as const)
        .map((name) =>
          params[name] !== undefined
            ? `<input type="hidden" name="${name}" value="${escapeHtml(params[name]!)}">`
            : '',
        )
        .join('');
      const alert = problem
        ? `<p role="alert" class="alert error">${escapeHtml(t(problem === 'taken' ? 'slotTaken' : 'chooseSlot'))}</p>`
        : '';
      return reply.code(problem ? 409 : 200).send(
        layout(
          language,
          t,
          params,
          `<h1>${escapeHtml(t('heading'))}</h1>
<p class="note">${escapeHtml(t('demoNote'))}</p>
<p>${escapeHtml(t('intro', { code: opened.answerCode }))}</p>
${facts(t, opened)}${alert}
<p class="note" data-testid="slots-zone">${escapeHtml(t('slotsZone', { zone: opened.timeZone }))}</p>
${
  free
    ? `<form method="post" action="${EMBEDDED_BOOKING_PATH}">${hidden}<fieldset><legend>${escapeHtml(t('slotsLegend'))}</legend>${days}</fieldset><button type="submit">${escapeHtml(t('confirm'))}</button></form>`
    : `<p class="alert error">${escapeHtml(t('noSlots'))}</p>`
}`,
        ),
      );
    };

    app.get(EMBEDDED_BOOKING_PATH, { schema: { hide: true } }, async (request, reply) =>
      render(request, reply, paramsOf(request.query)),
    );

    app.post(EMBEDDED_BOOKING_PATH, { schema: { hide: true } }, async (request, reply) => {
      const params = paramsOf(request.body);
      // A booking is made from this page only (the code is the credential, the form its carrier).
      if (request.headers['sec-fetch-site'] === 'cross-site') return reply.code(403).send();
      const opened =
        params.code && params.tenant !== undefined
          ? openBookingCode(options.secret, params.code, params.tenant, clock())
          : null;
      if (!opened) return render(request, reply, params);
      const slot = params.slot ?? '';
      if (!demoSlots(clock(), opened.timeZone).includes(slot))
        return render(request, reply, params, 'choose');
      const booked = await options.store.book(opened.answerId, opened.agenda.id, slot, clock());
      if (booked === 'taken') return render(request, reply, params, 'taken');
      request.log.info(
        { answerId: opened.answerId, agendaId: opened.agenda.id, slot },
        'embedded booking made',
      );
      const query = new URLSearchParams(
        Object.entries(params).filter(([name, value]) => name !== 'slot' && typeof value === 'string') as [
          string,
          string,
        ][],
      );
      return reply.redirect(`${EMBEDDED_BOOKING_PATH}?${query.toString()}`, 303);
    });
  };
}
