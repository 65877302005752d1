import {useCallback} from 'react';
import type {DesktopCore, LogEntry} from '../agent/core';
import {useTransitionStore} from './useTransitionStore';

const none: readonly LogEntry[] = [];

/** The agent's log, re-rendering on every change (in a transition, ./useTransitionStore); empty while rendered on the server. */
export function useAgentLog(core: DesktopCore): readonly LogEntry[] {
  return useTransitionStore(
    core.subscribe,
    useCallback(() => core.log, [core]),
    none,
  );
}
