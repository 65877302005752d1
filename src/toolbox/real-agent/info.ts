/**
 * What a real Desktop Agent says it is: `getInfo()` (a promise in 2.0, a plain
 * value in 1.2, absent before 1.2), read and logged. Kept apart from the calls
 * (`./connect.ts`) so that FDC3 Explained, which only names the agent, loads
 * none of the Workbench's code.
 */
import type * as F12 from 'fdc3-1.2';
import type * as F20 from 'fdc3-2.0';
import type {LogEntry} from '../agent/core';
import type {FoundAgent} from './detect';
import {errorMessage, type AgentVersion} from './errors';

/** What the page knows of a real agent once it has asked. */
export interface AgentInfo {
  /** The version family whose calls the Workbench makes, or undefined when it cannot use the agent. */
  version: AgentVersion | undefined;
  /** `fdc3Version` as the agent reported it. */
  fdc3Version?: string;
  provider: string;
  providerVersion?: string;
  /** 2.0's optional features, as reported. */
  optionalFeatures?: Record<string, boolean>;
  /** Why the Workbench cannot use the agent (version undefined). */
  reason?: string;
}

/** Where the log entries go. */
export type Record_ = (entry: Omit<LogEntry, 'id'>) => void;

const app = 'Workbench';

/** The version family of a reported `fdc3Version`: 2.x keeps 2.0's calls, 1.2 has its own; 1.0 and 1.1 have no getInfo. */
export function versionFamily(fdc3Version: string): AgentVersion | undefined {
  if (/^2(\.\d+)*$/.test(fdc3Version)) return '2.0';
  if (/^1\.2(\.\d+)*$/.test(fdc3Version)) return '1.2';
  return undefined;
}

/** Asks the agent what it is (`getInfo()`, a promise in 2.0, a plain value in 1.2), logging the call. */
export async function readInfo(agent: FoundAgent, record: Record_): Promise<AgentInfo> {
  if (typeof agent.getInfo !== 'function') {
    record({app, kind: 'event', text: 'a Desktop Agent is at window.fdc3, but it has no getInfo(), so it does not say its FDC3 version'});
    return {
      version: undefined,
      provider: 'an unnamed Desktop Agent',
      reason: 'it has no getInfo(), which 1.2 introduced, so it is a 1.0 or 1.1 agent or none; the Workbench calls the 1.2 and 2.0 APIs',
    };
  }
  record({app, kind: 'call', code: 'fdc3.getInfo()', member: 'DesktopAgent.getInfo', text: 'asks the Desktop Agent found in the page'});
  try {
    const info = (await (
      agent.getInfo as () => F20.ImplementationMetadata | F12.ImplementationMetadata | Promise<F20.ImplementationMetadata>
    )()) as Partial<F20.ImplementationMetadata> | undefined;
    const fdc3Version = String(info?.fdc3Version ?? '');
    const provider = typeof info?.provider === 'string' && info.provider !== '' ? info.provider : 'an unnamed Desktop Agent';
    const version = versionFamily(fdc3Version);
    const features = info?.optionalFeatures ? {...info.optionalFeatures} : undefined;
    record({
      app,
      kind: 'event',
      answeredBy: provider,
      text: `${provider}${info?.providerVersion ? ` ${info.providerVersion}` : ''} implements FDC3 ${fdc3Version || '(no version given)'}`,
    });
    return {
      version,
      fdc3Version,
      provider,
      providerVersion: info?.providerVersion,
      optionalFeatures: features,
      reason: version ? undefined : `it reports FDC3 ${fdc3Version || 'with no version'}, and the Workbench calls the 1.2 and 2.0 APIs`,
    };
  } catch (error) {
    record({app, kind: 'error', text: `getInfo() failed: ${errorMessage(error)}`});
    return {version: undefined, provider: 'an unnamed Desktop Agent', reason: `its getInfo() failed (${errorMessage(error)})`};
  }
}
