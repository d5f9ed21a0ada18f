import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useAuthPopup } from '#client/features/account/popup/popup-state';

export function ViewFrame({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <>
      <Dialog.Title className="auth-popup__title">{title}</Dialog.Title>
      <div className="auth-popup__body">{children}</div>
      {footer ? <div className="auth-popup__footer">{footer}</div> : null}
    </>
  );
}

/** A link that works before hydration (it reloads with ?auth=<view>) and switches views after. */
export function ViewLink({
  view,
  onSelect,
  children,
  className = 'link-button',
}: {
  view: string;
  onSelect(): void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={`?auth=${view}`}
      className={className}
      // Keep focus where it is on press: blurring a field would validate it, show its message and
      // move this link down before the click lands (the click would then miss).
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        event.preventDefault();
        onSelect();
      }}
    >
      {children}
    </a>
  );
}

/** The recovery steps' way back: to the login view. */
export function BackToLoginLink() {
  const popup = useAuthPopup();
  return (
    <ViewLink view="login" onSelect={() => popup.show('login')}>
      Вернуться ко входу
    </ViewLink>
  );
}
