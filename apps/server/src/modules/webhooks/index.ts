/** Webhooks: endpoints, the outbox of events, signed deliveries. Other modules, the app's wiring, seeds and ops import the module from here. */
export { createdEventsCte, queueAnswerEvents, queueDeletion } from './outbox.ts';
export { WebhookSecrets } from './signing.ts';
export { webhookDeliveryJobs, WebhookWorker } from './worker.ts';
