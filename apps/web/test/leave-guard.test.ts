import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { withLeaveGuard, type HeldLeave } from '../src/components/leave-guard.ts';

/** A guarded memory history at /editar/1 after /listar, with the router's listener attached. */
function setUp() {
  const history = withLeaveGuard(
    createMemoryHistory({ initialEntries: ['/listar', '/editar/1'], initialIndex: 1, v5Compat: true }),
  );
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(location.pathname));
  const held: HeldLeave[] = [];
  const uninstall = history.guard(
    (pathname) => pathname !== '/editar/1',
    (leave) => held.push(leave),
  );
  return { history, seen, held, uninstall };
}

describe('leave guard on the router history', () => {
  it('holds a link to another page until proceed, and lets the same page through', () => {
    const { history, seen, held } = setUp();
    history.push('/home');
    expect(history.location.pathname).toBe('/editar/1');
    expect(seen).toEqual([]);
    expect(held).toHaveLength(1);

    history.replace('/editar/1?tab=2');
    expect(history.location.search).toBe('?tab=2');

    held[0]!.proceed();
    expect(history.location.pathname).toBe('/home');
    expect(seen).toEqual(['/editar/1', '/home']);
  });

  it('undoes the back button while held, and goes back on proceed', () => {
    const { history, seen, held } = setUp();
    history.go(-1);
    expect(history.location.pathname).toBe('/editar/1');
    expect(seen).toEqual([]);
    expect(held).toHaveLength(1);

    held[0]!.proceed();
    expect(history.location.pathname).toBe('/listar');
    expect(seen).toEqual(['/listar']);
  });

  it('stays where it is on reset, and asks again next time', () => {
    const { history, held } = setUp();
    history.go(-1);
    held[0]!.reset();
    expect(history.location.pathname).toBe('/editar/1');
    history.push('/home');
    expect(held).toHaveLength(2);
  });

  it('lets everything through once uninstalled', () => {
    const { history, seen, held, uninstall } = setUp();
    uninstall();
    history.push('/home');
    expect(history.location.pathname).toBe('/home');
    expect(seen).toEqual(['/home']);
    expect(held).toEqual([]);
    const onHold = vi.fn();
    history.guard(() => true, onHold)();
    history.go(-1);
    expect(onHold).not.toHaveBeenCalled();
  });
});
