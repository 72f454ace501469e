// Asks before leaving a screen that holds unsaved work: closing or reloading the tab (the browser's
// own prompt, `beforeunload`) and moving elsewhere in the app (the menu, Back), which the shell's data
// router lets us hold with useBlocker. Under a plain router (a remote run on its own, or a shell built
// before the data router) only the tab is guarded.
import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { App } from 'antd';

export interface LeaveGuardTexts {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

export interface LeaveGuard {
  /** Render once. */
  element: ReactNode;
  /** Lets the next navigation through (a save that moves on by itself). */
  allowNext: () => void;
}

export function useLeaveGuard(when: boolean, texts: LeaveGuardTexts): LeaveGuard {
  const allowed = useRef(false);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return {
    element: dataRouter ? <RouterLeaveGuard when={when} allowedRef={allowed} texts={texts} /> : null,
    allowNext: () => {
      allowed.current = true;
    },
  };
}

function RouterLeaveGuard({
  when,
  allowedRef,
  texts,
}: {
  when: boolean;
  allowedRef: { current: boolean };
  texts: LeaveGuardTexts;
}) {
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowedRef.current) {
      allowedRef.current = false;
      return false;
    }
    return when && currentLocation.pathname !== nextLocation.pathname;
  });
  const asked = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asked.current) return;
    asked.current = true;
    modal.confirm({
      title: texts.title,
      content: texts.content,
      okText: texts.okText,
      cancelText: texts.cancelText,
      okButtonProps: { danger: true },
      onOk: () => {
        asked.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asked.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, texts]);
  return null;
}
