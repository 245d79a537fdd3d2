import type { GatewayForm } from '@cabildo/domain';

/**
 * Posts the signed request to the gateway's page in a new tab (spec part 2 §4: "submission to an
 * external card payment page in a new tab"). Called within the click, so no popup blocker stops it.
 */
export function postToGateway(gateway: GatewayForm, target = '_blank'): void {
  const form = document.createElement('form');
  form.method = gateway.method;
  form.action = gateway.action;
  form.target = target;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(gateway.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
