import { APPOINTMENT_PROCEDURE_TYPE, type AgendaList } from '@cabildo/domain';
import { z } from 'zod';
import type { BookingSystem } from './port.ts';

const id = z.union([z.string(), z.number()]).transform(String);

/** getTurneroGroupProcedure's answer: groupsProcedure (id and name, under either spelling), tenantId, tenantUniqueName. */
const groupsAnswer = z.object({
  groupsProcedure: z
    .array(
      z
        .object({
          id: id.optional(),
          idGroup: id.optional(),
          name: z.string().optional(),
          nombre: z.string().optional(),
          descripcion: z.string().optional(),
        })
        .transform((group) => ({
          id: group.id ?? group.idGroup ?? '',
          name: group.name ?? group.nombre ?? group.descripcion ?? '',
        })),
    )
    .default([]),
  tenantId: id.nullish(),
  tenantUniqueName: z.string().nullish(),
});

/** getTurneroEncryptCode's answer: data, the code itself or { code, tenant | tenantUniqueName }. */
const codeAnswer = z.object({
  data: z.union([
    z.string().min(1),
    z.object({
      code: z.string().min(1),
      tenant: z.string().nullish(),
      tenantUniqueName: z.string().nullish(),
    }),
  ]),
});

/**
 * Production adapter: POSTs JSON to `{baseUrl}/getTurneroGroupProcedure`
 * `{ municipalityId, typeProcedureId: 2 }` and `{baseUrl}/getTurneroEncryptCode` `{ answerId, … }`
 * (the answer's data the system encrypts), with `BOOKING_TOKEN` as a bearer. A non-2xx answer, an
 * answer of another shape or no answer throws: the caller shows the spec's failure alert.
 */
export function httpBookingSystem(
  baseUrl: string,
  token: string | null,
  authorizeUrl: string,
  timeoutMs = 10_000,
): BookingSystem {
  const call = async (name: string, payload: object): Promise<unknown> => {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`booking system answered ${response.status} to ${name}`);
    return response.json();
  };

  return {
    authorizeUrl,
    async listAgendas(scope): Promise<AgendaList> {
      const answer = groupsAnswer.parse(
        await call('getTurneroGroupProcedure', {
          municipalityId: scope.municipalityId,
          typeProcedureId: APPOINTMENT_PROCEDURE_TYPE,
        }),
      );
      return {
        tenantId: answer.tenantId ?? '',
        tenantUniqueName: answer.tenantUniqueName ?? '',
        agendas: answer.groupsProcedure.filter((group) => group.id !== ''),
      };
    },
    async encryptCode(request) {
      const { data } = codeAnswer.parse(await call('getTurneroEncryptCode', request));
      if (typeof data === 'string') return { code: data, tenant: request.tenantUniqueName };
      return { code: data.code, tenant: data.tenant ?? data.tenantUniqueName ?? request.tenantUniqueName };
    },
  };
}
