/**
 * The audit trail (issue 31): the writer every module calls in its change's transaction, and the
 * chain's verification (the ops command, the admin's button). Routes are in the route table.
 */
export { audit, type AuditEntry } from './write.ts';
export { changedFields } from './changed-fields.ts';
export { auditRowHash, type ChainRow } from './chain.ts';
export { verifyChain, verifyChains } from './verify.ts';
