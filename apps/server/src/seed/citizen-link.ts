/**
 * Prints the citizen portal's links for a demo citizen, as the municipality's portal would hand
 * them over (embedded portal only): `npm run citizen-link -w @cabildo/server -- <dni> [formId]`.
 * The token is valid for two hours.
 */
import {
  citizenPortalSecret,
  DEMO_PORTAL_CITIZENS,
  embeddedCitizenPortal,
} from '../adapters/citizen-portal/embedded.ts';
import { loadConfig } from '../config.ts';
import { DEMO_PORTAL_FORM_ID } from './demo-forms.ts';

const [dni = DEMO_PORTAL_CITIZENS[0]!.dni!, formId = DEMO_PORTAL_FORM_ID] = process.argv.slice(2);
const config = loadConfig();
if (config.citizenPortal.url) {
  console.error('CITIZEN_PORTAL_URL is set: the links come from the municipality’s portal, not from here.');
  process.exit(1);
}
const person = DEMO_PORTAL_CITIZENS.find((candidate) => candidate.dni === dni);
if (!person) {
  const known = DEMO_PORTAL_CITIZENS.map((c) => `${c.dni} (${c.firstName} ${c.lastName})`).join(', ');
  console.error(`No demo portal citizen has DNI ${dni}. Demo citizens: ${known}.`);
  process.exit(1);
}
const portal = embeddedCitizenPortal(citizenPortalSecret(config.citizenPortal.secret, config.dataDir));
const token = await portal.issueToken(person.id);
console.log(`${person.firstName} ${person.lastName} (${person.username}), valid for 2 hours:`);
console.log(`  answer:      ${config.appUrl}/ciudadano/contestar/${formId}/${token}`);
console.log(`  my answers:  ${config.appUrl}/ciudadano/formularios/respuestas/${token}`);
