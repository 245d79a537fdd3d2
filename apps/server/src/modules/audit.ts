/**
 * The audit writer moved to modules/audit/ (issue 31). This file only re-exports it so the modules
 * that import '../audit.ts' keep compiling; point their imports at './audit/index.ts' and delete it.
 */
export { audit, type AuditEntry } from './audit/index.ts';
