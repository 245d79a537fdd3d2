// The HTTP side of scripts/container-check.sh: against a server started from the image, waits for
// readiness, checks the web app is served, signs in the administrator the environment created
// (ADMIN_EMAIL/ADMIN_PASSWORD) and a demo inspector, saves an answer and reads it back. Plain
// fetch, no dependencies: it runs with any Node.js on the host. Usage:
//   node scripts/container-check-client.mjs BASE_URL ADMIN_EMAIL ADMIN_PASSWORD
const [base, adminEmail, adminPassword] = process.argv.slice(2);
if (!base || !adminEmail || !adminPassword) {
  console.error('usage: container-check-client.mjs BASE_URL ADMIN_EMAIL ADMIN_PASSWORD');
  process.exit(2);
}
/** Córdoba's Obras Privadas in the demo data set (DEMO_IDS.obrasPrivadas, apps/server/src/seed/demo.ts). */
const DEMO_AREA = '00000000-0000-4000-8000-000000001001';
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function readiness(limitSeconds) {
  let last = 'no answer';
  while (Date.now() - started < limitSeconds * 1000) {
    try {
      const response = await fetch(`${base}/api/health/ready`);
      if (response.ok) return response.json();
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error.cause?.code ?? String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`not ready after ${limitSeconds} s (last: ${last})`);
}

async function signIn(email, password) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  check(response.ok, `sign-in of ${email}: ${response.status} ${await response.clone().text()}`);
  const { csrfToken, user } = await response.json();
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  check(cookie?.startsWith('cabildo_session='), `sign-in of ${email} set no session cookie`);
  return {
    role: user.role,
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
  };
}

async function call(session, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: session.headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  check(response.ok, `${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

const template = {
  title: 'Container check',
  areaIds: [DEMO_AREA],
  states: { available: [{ id: 0, name: 'Pendiente', transitions: [] }], initial: 0 },
  sections: [
    {
      id: 'datos',
      order: 0,
      title: 'Datos',
      questions: [
        {
          id: 'poste',
          order: 0,
          title: 'Número de poste',
          kind: 'open',
          dataType: 'integer',
          required: true,
        },
        { id: 'funciona', order: 1, title: '¿Funciona?', kind: 'yesno', required: true },
      ],
    },
  ],
};
const answer = (value, yesno) => ({ value, selected: [], images: [], documents: [], videos: [], ...yesno });

try {
  const ready = await readiness(300);
  console.log(`ready after ${seconds()} s: ${JSON.stringify(ready)}`);
  const health = await (await fetch(`${base}/api/health`)).json();
  console.log(`health: ${JSON.stringify(health)}`);
  const page = await fetch(`${base}/`);
  const html = await page.text();
  check(page.ok && html.includes('<div id="root"'), `GET / is not the web app (${page.status})`);
  console.log('web app served at /');

  const admin = await signIn(adminEmail, adminPassword);
  console.log(`signed in ${adminEmail} (${admin.role})`);
  const form = await call(admin, 'POST', '/api/forms', template);
  console.log(`form created: ${form.id}`);

  const inspector = await signIn('inspector@demo.cabildo.test', 'cabildo-demo');
  const saved = await call(inspector, 'POST', `/api/answering/forms/${form.id}/answers?mode=internal`, {
    clientSubmissionId: crypto.randomUUID(),
    language: 'es',
    sections: [
      {
        sectionId: 'datos',
        rows: [
          {
            answers: [
              { questionId: 'poste', ...answer('1234') },
              { questionId: 'funciona', ...answer('yes') },
            ],
            conditions: [],
          },
        ],
      },
    ],
    citizen: null,
    location: null,
    asset: null,
    signatures: [],
    observations: 'Saved by scripts/container-check.sh',
    stateId: null,
  });
  const read = await call(inspector, 'GET', `/api/answers/${saved.id}`);
  check(read.code === saved.code, `the answer read back has code ${read.code}, saved ${saved.code}`);
  console.log(`answer saved and read back: ${saved.code} (${seconds()} s)`);
} catch (error) {
  console.error(`check failed after ${seconds()} s: ${error.message}`);
  process.exit(1);
}
