import { LANGUAGES, LANGUAGE_NAMES } from '@cabildo/domain/languages';
import { TablePagination } from '@mui/material';
import { esES, jaJP } from '@mui/material/locale';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../src/app/App.tsx';
import { titleKeyOf } from '../src/app/DocumentTitle.tsx';
import { routes } from '../src/app/routes.tsx';
import { FormHeading } from '../src/features/answering/kit/FormHeading.tsx';
import { en } from '../src/i18n/en.ts';
import { es } from '../src/i18n/es.ts';
import { eu } from '../src/i18n/eu.ts';
import { i18next, loadEveryCatalogue, setupI18n } from '../src/i18n/index.ts';
import { pt } from '../src/i18n/pt.ts';
import { renderApp, stubApi, unauthenticated } from './render.tsx';

const noSso = {
  status: 200,
  body: {
    sso: { enabled: false, label: null },
    map: { tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: '' },
  },
};
const anonymous = () => stubApi((url) => (url === '/api/auth/me' ? unauthenticated : noSso));
const picker = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /./ });

describe('the language picker', () => {
  it('shows the language chosen and goes straight to any other, English included', async () => {
    localStorage.setItem('language', 'pt');
    anonymous();
    await renderApp('/login');
    expect(await screen.findByRole('heading', { name: pt.auth.title })).toBeInTheDocument();
    expect(picker().value).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
    // Every language, each in its own name and marked with its language.
    expect([...picker().options].map((option) => [option.value, option.text, option.lang])).toEqual(
      LANGUAGES.map((code) => [code, LANGUAGE_NAMES[code], code]),
    );

    await userEvent.setup().selectOptions(picker(), 'English');
    expect(await screen.findByRole('heading', { name: en.auth.title })).toBeInTheDocument();
    expect(picker().value).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reads the spec’s stored code ek as Basque (eu), a valid tag for <html lang>', async () => {
    localStorage.setItem('language', 'ek');
    anonymous();
    await renderApp('/login');
    expect(await screen.findByRole('heading', { name: eu.auth.title })).toBeInTheDocument();
    expect(picker().value).toBe('eu');
    expect(document.documentElement.lang).toBe('eu');
  });

  it('shows es-419 as chosen while its texts are Spanish with ID/RUC for DNI/CUIT', async () => {
    localStorage.setItem('language', 'ot');
    anonymous();
    await renderApp('/login');
    expect(await screen.findByRole('heading', { name: es.auth.title })).toBeInTheDocument();
    expect(picker().value).toBe('es-419');
    expect(document.documentElement.lang).toBe('es-419');
    expect(i18next.t('citizens.card.cuit')).toBe('RUC');
    expect(i18next.t('home.recipientSearch.kinds.natural')).toBe('ID');
    expect(i18next.t('citizens.card.cuit', { lng: 'es' })).toBe('CUIT');
  });
});

describe('page titles', () => {
  it('name each page in the interface language: “Formularios · Cabildo”', async () => {
    localStorage.setItem('language', 'es');
    anonymous();
    const { router } = await renderApp('/login');
    await waitFor(() => expect(document.title).toBe(`${es.auth.title} · Cabildo`));
    await router.navigate('/publico/consultar-estado');
    await waitFor(() => expect(document.title).toBe(`${es.pages.titles.statusLookup} · Cabildo`));
    await userEvent.setup().selectOptions(picker(), 'English');
    await waitFor(() => expect(document.title).toBe(`${en.pages.titles.statusLookup} · Cabildo`));
    expect(titleKeyOf('/listar')).toBe('pages.titles.forms');
    expect(es.pages.titles.forms).toBe('Formularios');
  });

  it('cover every route of the route table', () => {
    const paths = (table: RouteObject[]): string[] =>
      table.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
    const untitled = paths(routes)
      .filter((path) => path !== '/' && path !== '*')
      .map((path) => path.replace(/:(\w+)\??/g, 'x'))
      .filter((path) => titleKeyOf(path) === null);
    expect(untitled).toEqual([]);
  });
});

describe('form content in another language than the page', () => {
  const template = {
    title: 'Reclamo por ruidos',
    titleAlt: { en: 'Noise complaint' },
    description: 'Describa el ruido.',
    descriptionAlt: {},
  };
  it('is marked with its language; a text in the page’s language is not', async () => {
    await setupI18n('en');
    render(<FormHeading template={template} municipality="Córdoba" />);
    expect(screen.getByRole('heading', { name: 'Noise complaint' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Describa el ruido.')).toHaveAttribute('lang', 'es');
  });
  it('on a Spanish page the form’s own Spanish needs no mark', async () => {
    await setupI18n('es');
    render(<FormHeading template={template} municipality="Córdoba" />);
    expect(screen.getByRole('heading', { name: 'Reclamo por ruidos' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Describa el ruido.')).not.toHaveAttribute('lang');
  });
});

describe('Material UI’s own texts', () => {
  const pager = async (language: 'es' | 'gl' | 'ja' | 'en') => {
    await setupI18n(language);
    render(
      <Providers queryClient={createQueryClient()}>
        <TablePagination
          component="div"
          count={40}
          page={0}
          onPageChange={() => undefined}
          rowsPerPage={10}
        />
      </Providers>,
    );
  };
  const next = (locale: typeof esES) =>
    (locale.components!.MuiTablePagination!.defaultProps!.getItemAriaLabel as (type: string) => string)(
      'next',
    );

  it.each([
    ['es', next(esES)],
    ['ja', next(jaJP)],
    ['gl', 'Ir á páxina seguinte'],
    ['en', 'Go to next page'],
  ] as const)('speak the interface language: %s', async (language, label) => {
    await pager(language);
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
  });
});

describe('plural forms', () => {
  it('follow European Portuguese in pt: zero takes the plural, as in the catalogue’s words', async () => {
    await setupI18n('pt');
    await loadEveryCatalogue('pt');
    expect(i18next.t('answer-view.history.hours', { count: 0 })).toBe('0 horas');
    expect(i18next.t('answer-view.history.hours', { count: 1 })).toBe('1 hora');
    expect(i18next.t('answer-view.history.hours', { count: 2 })).toBe('2 horas');
  });

  it.each([
    ['es', '1000000 respuestas'],
    ['ca', '1000000 respostes'],
    ['pt', '1000000 respostas'],
  ] as const)(
    'take the plural for whole millions in %s (Intl calls it "many"; the catalogues write one and other)',
    async (language, text) => {
      await setupI18n(language);
      await loadEveryCatalogue(language);
      expect(new Intl.PluralRules(language).select(1_000_000)).toBe('many');
      expect(i18next.t('answers-list.total', { count: 1_000_000 })).toBe(text);
    },
  );
});
