import { describe, expect, it } from 'vitest';
import { refetchOnWindowFocus, sessionQuery } from '#client/features/account/session';

/** The session is re-fetched every hour and on window focus while the page is visible. */
describe('session re-fetch', () => {
  it('asks every hour, in a background tab too, and on every focus however fresh the answer', () => {
    expect(sessionQuery.refetchInterval).toBe(3_600_000);
    expect(sessionQuery.refetchIntervalInBackground).toBe(true);
    expect(sessionQuery.refetchOnWindowFocus).toBe('always');
  });

  function setUp() {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    let focusSignals = 0;
    let cleanup: (() => void) | undefined;
    refetchOnWindowFocus(
      {
        setEventListener: (setup) => {
          cleanup = setup(() => void focusSignals++) ?? undefined;
        },
      },
      { window: win, document: doc },
    );
    return { win, doc, signals: () => focusSignals, cleanup: () => cleanup?.() };
  }

  it('counts a window focus while the page is visible (TanStack alone only hears visibilitychange)', () => {
    const { win, signals } = setUp();
    win.dispatchEvent(new Event('focus'));
    expect(signals()).toBe(1);
    win.dispatchEvent(new Event('focus'));
    expect(signals()).toBe(2);
  });

  it('ignores a window focus while the page is hidden, and counts the page becoming visible', () => {
    const { win, doc, signals } = setUp();
    doc.visibilityState = 'hidden';
    win.dispatchEvent(new Event('focus'));
    expect(signals()).toBe(0);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(signals()).toBe(1);
  });

  it('stops listening when replaced', () => {
    const { win, signals, cleanup } = setUp();
    cleanup();
    win.dispatchEvent(new Event('focus'));
    expect(signals()).toBe(0);
  });
});
