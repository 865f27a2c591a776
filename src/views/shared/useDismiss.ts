// Closing a popup the usual ways: Escape and a press outside. Purely visual behaviour of dropdowns
// and disclosure panels; the caller decides where focus goes (back to its button on Escape).
import { useEffect, useRef, type RefObject } from 'react';

export function useDismiss(options: {
  open: boolean;
  /** The control and its popup: a press inside any of them is not "outside". */
  within: readonly RefObject<HTMLElement | null>[];
  onDismiss: (reason: 'escape' | 'outside') => void;
}) {
  // The latest callback and elements, without re-subscribing on every render.
  const latest = useRef(options);
  latest.current = options;
  const { open } = options;
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      latest.current.onDismiss('escape');
    };
    const onPointerDown = (event: Event) => {
      const target = event.target as Node | null;
      if (target && latest.current.within.some((ref) => ref.current?.contains(target))) return;
      latest.current.onDismiss('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);
}
