import { expect, test } from '@playwright/test';
import { signedIn } from '../support/demo.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
});

test('the admin sees every form, switches one public and cannot make a citizen form public', async ({
  page,
}) => {
  await signedIn(page, 'admin');
  await page.goto('/listar');
  // Other journeys add forms, so the demo forms may be on any page: look each one up by name.
  const search = page.getByLabel('Buscar por nombre del formulario');
  for (const title of [
    'Denuncia de ruidos molestos',
    'Inspección de alumbrado público',
    'Solicitud de permiso de poda',
  ]) {
    await search.fill(title);
    await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('switch', { name: 'Formulario público: Solicitud de permiso de poda', exact: true }),
  ).toBeDisabled();
  const lighting = page.getByRole('switch', {
    name: 'Formulario público: Inspección de alumbrado público',
    exact: true,
  });
  await search.fill('Inspección de alumbrado público');
  await expect(lighting).not.toBeChecked();
  await lighting.click();
  await expect(lighting).toBeChecked();
  await page.reload();
  await search.fill('Inspección de alumbrado público');
  await expect(
    page.getByRole('switch', { name: 'Formulario público: Inspección de alumbrado público', exact: true }),
  ).toBeChecked();
  await search.fill('   no existe');
  await expect(page.getByText('No se encontraron formularios con ese nombre')).toBeVisible();
});

test('a duplicating supervisor copies a form into an own area, then deletes the copy', async ({ page }) => {
  await signedIn(page, 'supervisor-duplicador');
  await page.goto('/listar');
  await expect(page.getByRole('columnheader', { name: 'Alcance' })).toHaveCount(0);
  await page
    .getByRole('button', { name: 'Más acciones para Inspección de alumbrado público', exact: true })
    .click();
  await page.getByRole('menuitem', { name: 'Duplicar formulario' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Duplicar' }).click();
  await expect(dialog.getByText('Debe seleccionar un Área Municipal')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Área municipal' }).click();
  await page.getByRole('option', { name: 'Tránsito' }).click();
  await dialog.getByRole('button', { name: 'Duplicar' }).click();
  await expect(page.getByText('El Formulario fue duplicado correctamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Inspección de alumbrado público', exact: true })).toHaveCount(
    2,
  );

  await page.getByRole('combobox', { name: 'Área municipal' }).click();
  await page.getByRole('option', { name: 'Tránsito' }).click();
  await expect(page.getByRole('cell', { name: 'Inspección de alumbrado público', exact: true })).toHaveCount(
    1,
  );
  await page
    .getByRole('button', { name: 'Más acciones para Inspección de alumbrado público', exact: true })
    .click();
  await page.getByRole('menuitem', { name: 'Eliminar formulario' }).click();
  await expect(page.getByRole('dialog').getByText('Sin respuestas')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('El formulario se eliminó correctamente')).toBeVisible();
  // Other journeys may have left forms in Tránsito: only the copy must be gone.
  await expect(page.getByRole('cell', { name: 'Inspección de alumbrado público', exact: true })).toHaveCount(
    0,
  );
});

test('an inspector sees its forms without the new-form button or the scope column', async ({ page }) => {
  await signedIn(page, 'inspector');
  await expect(page).toHaveURL(/\/listar$/);
  await expect(
    page.getByRole('cell', { name: 'Inspección de alumbrado público', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Denuncia de ruidos molestos', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nuevo formulario' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Alcance' })).toHaveCount(0);
});
