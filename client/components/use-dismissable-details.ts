import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A `<details>` menu (the header's account menu, the main menu's panel on a phone) that behaves
 * like a menu: a press outside it or Escape closes it — Escape returns focus to its toggle — and so
 * does following one of its links. Returns the ref callback for the `<details>` element.
 */
export function useDismissableDetails() {
  const [details, setDetails] = useState<HTMLDetailsElement | null>(null);
  const location = useLocation();

  useEffect(() => {
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [details]);

  useEffect(() => {
    if (details) details.open = false;
  }, [details, location.pathname, location.search]);

  return setDetails;
}
