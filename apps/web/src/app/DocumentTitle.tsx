import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';

type TitleKey =
  | 'auth.title'
  | 'auth.reset.title'
  | 'shell.links.home'
  | 'notFound.title'
  | 'shell.links.webhooks'
  | 'shell.links.jobs'
  | 'shell.links.audit'
  | `pages.titles.${
      | 'forms'
      | 'formEditor'
      | 'answer'
      | 'answers'
      | 'answerView'
      | 'answerEdit'
      | 'correction'
      | 'statistics'
      | 'myAnswers'
      | 'sent'
      | 'users'
      | 'areas'
      | 'municipalities'
      | 'paymentSuccess'
      | 'paymentDenied'
      | 'citizenAnswer'
      | 'citizenReview'
      | 'citizenAnswers'
      | 'saved'
      | 'publicAnswer'
      | 'statusLookup'
      | 'recordLookup'}`;

/** Each route of the route table (app/routes.tsx) with the catalogue text that names its page. */
const TITLES: [pattern: string, key: TitleKey][] = [
  ['/login', 'auth.title'],
  ['/restablecer-clave', 'auth.reset.title'],
  ['/home', 'shell.links.home'],
  ['/listar', 'pages.titles.forms'],
  ['/editar/:id/:tipo?', 'pages.titles.formEditor'],
  ['/contestar/:id', 'pages.titles.answer'],
  ['/cis/contestar/:id', 'pages.titles.answer'],
  ['/publico/contestar/:id', 'pages.titles.publicAnswer'],
  ['/ciudadano/contestar/:id/:token', 'pages.titles.citizenAnswer'],
  ['/ciudadano/revision/:id/:token', 'pages.titles.citizenReview'],
  ['/ciudadano/formularios/respuestas/:token', 'pages.titles.citizenAnswers'],
  ['/ciudadano/guardado/*', 'pages.titles.saved'],
  ['/publico/guardado/:id/:code', 'pages.titles.saved'],
  ['/respuesta/enviada/:id/:code', 'pages.titles.sent'],
  ['/respuestas/listado/:id', 'pages.titles.answers'],
  ['/respuestas/actualizar/:id', 'pages.titles.answerEdit'],
  ['/ver/:id', 'pages.titles.answerView'],
  ['/cis/ver/:id?', 'pages.titles.answerView'],
  ['/correctForm/:id', 'pages.titles.correction'],
  ['/cis/editar/:id', 'pages.titles.correction'],
  ['/estadisticas/:id', 'pages.titles.statistics'],
  ['/misRespuestas/:id', 'pages.titles.myAnswers'],
  ['/usuarios', 'pages.titles.users'],
  ['/usuarios/importar', 'pages.titles.users'],
  ['/areas', 'pages.titles.areas'],
  ['/municipios', 'pages.titles.municipalities'],
  ['/webhooks', 'shell.links.webhooks'],
  ['/jobs', 'shell.links.jobs'],
  ['/auditoria', 'shell.links.audit'],
  ['/pago-exitoso/:order/:id', 'pages.titles.paymentSuccess'],
  ['/pago-denegado/:order/:id', 'pages.titles.paymentDenied'],
  ['/publico/consultar-estado', 'pages.titles.statusLookup'],
  ['/actas/consultar', 'pages.titles.recordLookup'],
  ['/404', 'notFound.title'],
];

/** The title of the page at `pathname`, e.g. 'Formularios · Cabildo'; the product's name alone elsewhere. */
export function titleKeyOf(pathname: string): TitleKey | null {
  return TITLES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? null;
}

/** Names the browser tab (and what a screen reader announces on arrival) after the page, in the interface language. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = titleKeyOf(pathname);
  const product = t('app.name');
  const title = key ? `${t(key)} · ${product}` : product;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
