/** What the sign-in page is told when a signed-in route sends a person there. */
export type LoginState = { from?: string; reason?: 'expired' | 'session-error' };
