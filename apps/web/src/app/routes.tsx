import type { Action, Subject } from '@cabildo/domain/access';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { CrashScreen } from '../components/ErrorBoundary.tsx';
import { FullPageSpinner } from '../components/FullPageSpinner.tsx';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { TouchTargets } from '../components/TouchTargets.tsx';
import { RequireAuth, RequirePermission } from './guards.tsx';
import { PublicLayout } from './PublicLayout.tsx';

// Every screen loads on demand, so a direct load fetches only the page it opens (issue 12 budgets).
const LoginPage = lazy(() =>
  import('../features/auth/LoginPage.tsx').then((m) => ({ default: m.LoginPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const AppShell = lazy(() => import('./shell/AppShell.tsx').then((m) => ({ default: m.AppShell })));
const HomePage = lazy(() => import('../features/home/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const FormListPage = lazy(() =>
  import('../features/forms-list/FormListPage.tsx').then((m) => ({ default: m.FormListPage })),
);
const AreasPage = lazy(() =>
  import('../features/geography/AreasPage.tsx').then((m) => ({ default: m.AreasPage })),
);
const MunicipalitiesPage = lazy(() =>
  import('../features/geography/MunicipalitiesPage.tsx').then((m) => ({ default: m.MunicipalitiesPage })),
);
const UsersPage = lazy(() =>
  import('../features/users/UsersPage.tsx').then((m) => ({ default: m.UsersPage })),
);
const ImportUsersPage = lazy(() =>
  import('../features/users/ImportUsersPage.tsx').then((m) => ({ default: m.ImportUsersPage })),
);
const WebhooksPage = lazy(() =>
  import('../features/webhooks/WebhooksPage.tsx').then((m) => ({ default: m.WebhooksPage })),
);
const AuditPage = lazy(() =>
  import('../features/audit/AuditPage.tsx').then((m) => ({ default: m.AuditPage })),
);
const JobsPage = lazy(() => import('../features/jobs/JobsPage.tsx').then((m) => ({ default: m.JobsPage })));
const FormEditorPage = lazy(() =>
  import('../features/form-editor/FormEditorPage.tsx').then((m) => ({ default: m.FormEditorPage })),
);

const AnswerListPage = lazy(() =>
  import('../features/answers/AnswerListPage.tsx').then((m) => ({ default: m.AnswerListPage })),
);

const OwnAnswersPage = lazy(() =>
  import('../features/answers/own/OwnAnswersPage.tsx').then((m) => ({ default: m.OwnAnswersPage })),
);
const AnswerPage = lazy(() =>
  import('../features/answering/AnswerPage.tsx').then((m) => ({ default: m.AnswerPage })),
);
const SavedPage = lazy(() =>
  import('../features/answering/SavedPage.tsx').then((m) => ({ default: m.SavedPage })),
);
const AnswerViewPage = lazy(() =>
  import('../features/answer-view/AnswerViewPage.tsx').then((m) => ({ default: m.AnswerViewPage })),
);
const CorrectionPage = lazy(() =>
  import('../features/answers/correction/CorrectionPage.tsx').then((m) => ({ default: m.CorrectionPage })),
);
const StatisticsPage = lazy(() =>
  import('../features/statistics/StatisticsPage.tsx').then((m) => ({ default: m.StatisticsPage })),
);
const AnswerEditPage = lazy(() =>
  import('../features/answers/correction/AnswerEditPage.tsx').then((m) => ({ default: m.AnswerEditPage })),
);
const StatusLookupPage = lazy(() =>
  import('../features/lookup/StatusLookupPage.tsx').then((m) => ({ default: m.StatusLookupPage })),
);
const RecordLookupPage = lazy(() =>
  import('../features/lookup/RecordLookupPage.tsx').then((m) => ({ default: m.RecordLookupPage })),
);
const CitizenAnswerPage = lazy(() =>
  import('../features/citizen-portal/CitizenAnswerPage.tsx').then((m) => ({ default: m.CitizenAnswerPage })),
);
const CitizenAnswersPage = lazy(() =>
  import('../features/citizen-portal/CitizenAnswersPage.tsx').then((m) => ({
    default: m.CitizenAnswersPage,
  })),
);
const CitizenRevisionPage = lazy(() =>
  import('../features/citizen-revision/CitizenRevisionPage.tsx').then((m) => ({
    default: m.CitizenRevisionPage,
  })),
);
const PaymentResultPage = lazy(() =>
  import('../features/payments/PaymentResultPage.tsx').then((m) => ({ default: m.PaymentResultPage })),
);
const CitizenSavedPage = lazy(() =>
  import('../features/citizen-portal/CitizenSavedPage.tsx').then((m) => ({ default: m.CitizenSavedPage })),
);
// The sign-in pages and the public layout have no loading boundary of their own.
const onDemand = (element: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;

/** An answer screen: 44 px targets on a phone (issue 19 item 4). */
const answering = (element: ReactNode) => <TouchTargets>{element}</TouchTargets>;

const guarded = (action: Action, subject: Subject, element: ReactNode) => (
  <RequirePermission action={action} subject={subject}>
    {element}
  </RequirePermission>
);

/** The route table of spec part 1 §2.1 and part 3 §2, with the guard of each route. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/home" replace /> },
  { path: '/login', element: onDemand(<LoginPage />) },
  { path: '/restablecer-clave', element: onDemand(<ResetPasswordPage />) },
  {
    element: <PublicLayout />,
    children: [
      { path: '/pago-exitoso/:orderId/:id', element: onDemand(<PaymentResultPage expected="success" />) },
      { path: '/pago-denegado/:orderId/:id', element: onDemand(<PaymentResultPage expected="denied" />) },
      {
        path: '/ciudadano/contestar/:id/:citizenOaToken',
        element: onDemand(answering(<CitizenAnswerPage />)),
      },
      {
        path: '/ciudadano/revision/:id/:citizenOaToken',
        element: onDemand(answering(<CitizenRevisionPage />)),
      },
      {
        path: '/ciudadano/formularios/respuestas/:citizenOaToken',
        element: onDemand(<CitizenAnswersPage />),
      },
      {
        path: '/ciudadano/guardado/:id/:docCode/:citizenId?/:useAWS?',
        element: onDemand(<CitizenSavedPage />),
      },
      { path: '/publico/contestar/:id', element: onDemand(answering(<AnswerPage mode="public" />)) },
      { path: '/publico/guardado/:id/:docCode', element: onDemand(<SavedPage kind="public" />) },
      { path: '/publico/consultar-estado', element: onDemand(<StatusLookupPage />) },
      { path: '/actas/consultar', element: onDemand(<RecordLookupPage />) },
      { path: '/404', element: <NotFoundPage /> },
    ],
  },
  {
    element: <RequireAuth>{onDemand(<AppShell />)}</RequireAuth>,
    children: [
      { path: '/home', element: <HomePage /> },
      { path: '/cis/contestar/:id', element: answering(<AnswerPage mode="inspection" />) },
      { path: '/cis/ver/:id?', element: <AnswerViewPage /> },
      { path: '/cis/editar/:id', element: answering(<CorrectionPage />) },
      { path: '/respuesta/enviada/:answerId/:docCode', element: <SavedPage kind="inspection" /> },
      { path: '/misRespuestas/:answerID', element: <OwnAnswersPage /> },
      { path: '/listar', element: guarded('read', 'formulario', <FormListPage />) },
      { path: '/editar/:id/:tipo?', element: guarded('update', 'formulario', <FormEditorPage />) },
      { path: '/correctForm/:id', element: guarded('correct', 'respuesta', answering(<CorrectionPage />)) },
      {
        path: '/contestar/:id',
        element: guarded('create', 'respuesta', answering(<AnswerPage mode="internal" />)),
      },
      // Guarded inside: whoever may complete answers (update or complete), as its API and the list's action.
      { path: '/respuestas/actualizar/:idForm', element: answering(<AnswerEditPage />) },
      { path: '/estadisticas/:id', element: guarded('read', 'estadistica_formulario', <StatisticsPage />) },
      { path: '/respuestas/listado/:id', element: guarded('read', 'respuesta', <AnswerListPage />) },
      { path: '/ver/:id', element: guarded('read', 'respuesta', <AnswerViewPage />) },
      { path: '/usuarios', element: guarded('manage', 'usuario_municipio', <UsersPage />) },
      {
        path: '/usuarios/importar',
        element: guarded('manage', 'usuario_municipio', <ImportUsersPage />),
      },
      { path: '/areas', element: guarded('manage', 'usuario_municipio', <AreasPage />) },
      { path: '/municipios', element: guarded('manage', 'usuario', <MunicipalitiesPage />) },
      // Beyond the spec (issue 18): whoever manages the municipality's users; the API holds it to its municipality.
      { path: '/webhooks', element: guarded('manage', 'usuario_municipio', <WebhooksPage />) },
      // Beyond the spec (issue 20): the background jobs, the admin only (as /municipios).
      { path: '/jobs', element: guarded('manage', 'usuario', <JobsPage />) },
      // Issue 31: the audit trail; admin everything, elevated supervisor the own municipality (the API holds it).
      { path: '/auditoria', element: guarded('read', 'auditoria', <AuditPage />) },
    ],
  },
  {
    element: <PublicLayout />,
    children: [{ path: '*', element: <NotFoundPage /> }],
  },
];

/** Wraps the routes with what every page needs (kept separate so tests can mount the same table). */
export const withRoot = (root: (children: ReactNode) => ReactNode): RouteObject[] => [
  { element: root(<Outlet />), errorElement: <CrashScreen />, children: routes },
];
