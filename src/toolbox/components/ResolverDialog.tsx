import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {Resolver, ResolverOption, ResolverRequest} from '../agent/core';

interface Pending {
  request: ResolverRequest;
  settle: (choice: ResolverOption | undefined) => void;
}

/**
 * The intent resolver: a modal dialog that lists the apps (and, for a raise by
 * context, the intents) that can handle what was raised. `useResolver` gives
 * the agent its `Resolver` and the dialog to render.
 */
export function useResolver(appTitle: (appId: string) => string): {resolve: Resolver; dialog: ReactNode} {
  const [pending, setPending] = useState<Pending | undefined>();
  const resolve = useCallback<Resolver>(
    (request) => new Promise<ResolverOption | undefined>((settle) => setPending({request, settle})),
    [],
  );
  const finish = useCallback(
    (choice: ResolverOption | undefined) => {
      pending?.settle(choice);
      setPending(undefined);
    },
    [pending],
  );
  return {resolve, dialog: <ResolverDialog pending={pending} appTitle={appTitle} onFinish={finish} />};
}

function ResolverDialog({
  pending,
  appTitle,
  onFinish,
}: {
  pending: Pending | undefined;
  appTitle: (appId: string) => string;
  onFinish: (choice: ResolverOption | undefined) => void;
}): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (pending && !dialog.open) dialog.showModal();
    if (!pending && dialog.open) dialog.close();
  }, [pending]);
  const request = pending?.request;
  return (
    <dialog
      ref={ref}
      className="tb-resolver"
      aria-label="Intent resolver"
      onCancel={(event) => {
        event.preventDefault();
        onFinish(undefined);
      }}
    >
      {request && (
        <>
          <Heading as="h2" className="tb-resolver__title">
            {request.intent ? `Which app should handle ${request.intent}?` : `What should be done with this ${request.context.type}?`}
          </Heading>
          <p className="tb-resolver__note">
            More than one app can take it, so the Desktop Agent asks you. Choose one, or cancel to see what the app that raised it gets.
          </p>
          <ul className="tb-resolver__options">
            {request.options.map((option) => (
              <li key={`${option.appId}:${option.intent}`}>
                <button type="button" className="tb-button" onClick={() => onFinish(option)}>
                  {appTitle(option.appId)}
                  {request.intent ? '' : ` — ${option.intent}`}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="tb-button tb-button--quiet" onClick={() => onFinish(undefined)}>
            Cancel
          </button>
        </>
      )}
    </dialog>
  );
}
