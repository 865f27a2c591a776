// An accessible modal dialog: labelled by its title, focus moved inside on open and kept there
// (Tab cycles), Escape dismisses only when the flow allows it, focus returns where it was on close.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons row. */
  actions?: ReactNode;
  /** Absent: the modal cannot be dismissed (Escape does nothing, no close button). */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** Projection attributes of the machine behind the modal. */
  machine?: string;
  state?: string;
  role?: 'dialog' | 'alertdialog';
  busy?: boolean;
  testId?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ title, children, actions, onDismiss, dismissLabel, machine, state, role = 'dialog', busy, testId }: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const autofocus = node?.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
    (autofocus ?? node?.querySelector<HTMLElement>(FOCUSABLE) ?? node)?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss?.();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-backdrop" data-machine={machine} data-state={state} data-testid={testId}>
      <div
        ref={panel}
        className="modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId}>{title}</h2>
          {onDismiss && (
            <button type="button" className="modal__close" onClick={onDismiss} aria-label={dismissLabel ?? 'Fermer'}>
              ×
            </button>
          )}
        </div>
        <div id={bodyId} className="modal__body">
          {children}
        </div>
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </div>
  );
}
