/** Sign-in, sessions, the guards every route uses, the first administrator, password resets. Other modules, the app's wiring, seeds and ops import the module from here. */
export { anyUserExists, createAdministrator, FIRST_ADMIN_STEPS } from './first-admin.ts';
export { type AuthContext, authenticate, optionalAuth, requireSession } from './guard.ts';
export { LoginLimiter } from './login-limiter.ts';
export { passwordResetMailJob } from './password-reset.ts';
export { hashPassword, randomToken, sha256 } from './secrets.ts';
export { SessionService } from './sessions.ts';
