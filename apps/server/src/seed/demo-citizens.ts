import { CITIZEN_DOCUMENT_TYPES } from '@cabildo/domain';
import type { Db } from '../db/client.ts';
import { citizens } from '../db/schema/index.ts';

const u = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

type Person = [firstName: string, lastName: string, dni: string, street: string];
type Entity = [name: string, cuit: string, street: string];

/** Ten natural persons and two legal entities per demo municipality; documents differ between them. */
type DemoMunicipality = 'cordoba' | 'carlosPaz' | 'rosario';
const REGISTRY: { municipality: DemoMunicipality; domain: string; people: Person[]; entities: Entity[] }[] = [
  {
    municipality: 'cordoba',
    domain: 'correo.cba.test',
    people: [
      ['Ana María', 'Gómez', '30123456', 'Av. Colón 1234'],
      ['Jorge Luis', 'Fernández', '25987654', 'Bv. San Juan 455'],
      ['Carolina', "D'Angelo", '33444555', 'Obispo Trejo 210'],
      ['Raúl', 'Pérez-Iturri', '20111222', 'Av. Vélez Sarsfield 1500'],
      ['Mariela', 'Sosa', '28765432', 'Duarte Quirós 890'],
      ['Héctor', 'Quiroga', '17654321', 'Av. Rafael Núñez 4200'],
      ['Lucía', 'Bustos', '40123987', 'Ituzaingó 77'],
      ['Federico', 'Molina', '35678123', 'Caseros 1020'],
      ['Natalia', 'Ríos', '38999111', 'La Rioja 345'],
      ['Oscar', 'Villarreal', '12345678', 'Av. Sabattini 3100'],
    ],
    entities: [
      ['Servicios Urbanos Córdoba S.A.', '30712345678', 'Av. Maipú 51'],
      ['Cooperativa La Docta Ltda.', '33709876549', 'Av. Poeta Lugones 120'],
    ],
  },
  {
    municipality: 'carlosPaz',
    domain: 'correo.vcp.test',
    people: [
      ['Silvina', 'Acosta', '29111333', 'Av. San Martín 700'],
      ['Gustavo', 'Ledesma', '22333444', 'Av. Libertad 120'],
      ['Paula', 'Herrera', '36555777', 'General Paz 45'],
      ['Marcelo', 'Ortega', '18444666', 'Av. Cárcano 980'],
      ['Daniela', 'Luna', '41222888', 'Las Heras 300'],
      ['Ricardo', 'Vega', '16777999', 'Sarmiento 15'],
      ['Gabriela', 'Castro', '31888000', 'Alem 210'],
      ['Emiliano', 'Rojas', '39000222', 'Av. Uruguay 1500'],
      ['Verónica', 'Cabrera', '27111555', 'Moreno 88'],
      ['Alberto', 'Medina', '14222666', 'Belgrano 640'],
    ],
    entities: [
      ['Turismo Serrano S.R.L.', '30698765432', 'Av. San Martín 1200'],
      ['Hotel del Lago S.A.', '30701234565', 'Costanera 300'],
    ],
  },
  {
    municipality: 'rosario',
    domain: 'correo.ros.test',
    people: [
      ['Mónica', 'Paz', '26333111', 'Bv. Oroño 1450'],
      ['Andrés', 'Ibáñez', '23555222', 'Córdoba 1200'],
      ['Julieta', 'Ferreyra', '37666444', 'Pellegrini 980'],
      ['Hugo', 'Benítez', '15999333', 'San Lorenzo 777'],
      ['Cecilia', 'Aguirre', '32111999', 'Mitre 555'],
      ['Pablo', 'Domínguez', '24888777', 'Av. Francia 300'],
      ['Laura', 'Navarro', '34222111', 'Entre Ríos 1100'],
      ['Marcos', 'Giménez', '42333555', 'Rioja 890'],
      ['Sandra', 'Vera', '21444000', 'Salta 1300'],
      ['Ignacio', 'Suárez', '19777888', 'Balcarce 400'],
    ],
    entities: [
      ['Puerto Rosario Logística S.A.', '30687654329', 'Av. Belgrano 1000'],
      ['Fundación Río Paraná', '30715551112', 'Sarmiento 700'],
    ],
  },
];

const emailUser = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 2)
    .join('.');

/** The demo citizen registry (fixed ids, so running it again adds nothing). */
export async function seedDemoCitizens(
  db: Db,
  municipalityIds: Record<DemoMunicipality, string>,
): Promise<void> {
  const rows = REGISTRY.flatMap(({ municipality, domain, people, entities }, m) => {
    const municipalityId = municipalityIds[municipality];
    return [
      ...people.map(([firstName, lastName, dni, street], i) => ({
        id: u(30_000 + m * 100 + i),
        municipalityId,
        kind: 'natural',
        documentType: CITIZEN_DOCUMENT_TYPES.dni,
        documentNumber: dni,
        firstName,
        lastName,
        email: `${emailUser(`${firstName.split(' ')[0]} ${lastName}`)}@${domain}`,
        // Some people left no phone, as in a real registry.
        phone: i % 3 === 2 ? null : `+549351${dni.slice(-7)}`,
        street,
      })),
      ...entities.map(([name, cuit, street], i) => ({
        id: u(30_000 + m * 100 + 50 + i),
        municipalityId,
        kind: 'legal',
        documentType: CITIZEN_DOCUMENT_TYPES.cuit,
        documentNumber: cuit,
        firstName: name,
        lastName: '',
        email: `contacto${i + 1}@${domain}`,
        phone: null,
        street,
      })),
    ];
  });
  await db.insert(citizens).values(rows).onConflictDoNothing();
}
