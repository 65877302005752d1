import {useSyncExternalStore} from 'react';
import type {DesktopCore, LogEntry} from '../agent/core';

const none: readonly LogEntry[] = [];

/** The agent's log, re-rendering on every change; empty while rendered on the server. */
export function useAgentLog(core: DesktopCore): readonly LogEntry[] {
  return useSyncExternalStore(
    core.subscribe,
    () => core.log,
    () => none,
  );
}
