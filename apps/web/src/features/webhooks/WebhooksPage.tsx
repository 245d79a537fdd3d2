import { useSearchParams } from 'react-router';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { EndpointList } from './EndpointList.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';

await loadCatalogueParts('webhooks', 'geography', 'admin');

/**
 * /webhooks (issue 18 item 4; whoever manages the municipality's users: the admin, for any
 * municipality, the elevated supervisor for the own): the endpoints, and with `?endpoint=` one
 * endpoint's delivery log.
 */
export function WebhooksPage() {
  const [params, setParams] = useSearchParams();
  const endpointId = params.get('endpoint');
  const open = (id: string | null) => setParams(id ? { endpoint: id } : {});
  return endpointId ? (
    <DeliveryLog endpointId={endpointId} onBack={() => open(null)} />
  ) : (
    <EndpointList onOpen={open} />
  );
}
