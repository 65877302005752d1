/**
 * The steps of the three reader paths (src/data/reader-paths.ts): for each,
 * the link's words, one sentence on what the reader learns there, and where it
 * leads, per docs version. Kept apart from the paths' titles so that the home
 * page, which shows only those, does not carry the steps (nor the route rule)
 * in its script.
 * Checked at build time by the `reader-paths` plugin, which names this file.
 */
import releasedVersions from '../../versions.json';
import {versionRouteBase} from '../fdc3/routes';
import {pathAnchor, type DocTarget, type PathStep, type PathVersion, type ReaderPathId} from './reader-paths';

/** This file, as the build's messages name it. */
export const readerPathStepsFile = 'src/data/reader-path-steps.ts';

/** Both versions' doc id, when it is the same. */
const both = (target: DocTarget): {docs: Record<PathVersion, DocTarget>} => ({docs: {'2.0': target, current: target}});

export const readerPathSteps: Readonly<Record<ReaderPathId, readonly PathStep[]>> = {
  app: [
    {
      label: 'Your first FDC3 app',
      learn:
        'Install the npm package and run a short, complete app that waits for the Desktop Agent, shares an instrument and asks another app to chart it.',
      to: both('fdc3-intro#getting-started-as-an-app-developer'),
    },
    {
      label: 'raiseIntent',
      learn: 'How to ask whichever app the user prefers to act on your data, and how to read back what it returns.',
      to: both('api/ref/DesktopAgent#raiseintent'),
    },
    {
      label: 'broadcast',
      learn: 'How to put a context on the channel the user has joined, so that every app on it can follow your selection.',
      to: both('api/ref/DesktopAgent#broadcast'),
    },
    {
      label: 'addContextListener',
      learn: 'How your app hears the contexts other apps share, filtered by type, and how to stop listening.',
      to: both('api/ref/DesktopAgent#addcontextlistener'),
    },
    {
      label: 'Channels',
      learn: 'The kinds of channel (user, app and private), who joins each and which one fits your workflow.',
      to: both('api/spec#channels'),
    },
    {
      label: 'Context types',
      learn: 'What every context object carries, how types are named and how the identifiers of instruments and contacts are spelled.',
      to: both('context/spec'),
    },
    {
      label: 'Check your app in the Workbench',
      learn: 'Build a context field by field, broadcast it and raise intents with it on a simulated FDC3 2.0 desktop that logs every call.',
      to: {page: '/toolbox/fdc3-workbench'},
    },
  ],
  agent: [
    {
      label: 'What a Desktop Agent MUST do',
      learn: 'The behaviour an agent is required to provide, set apart from what the standard only recommends or allows.',
      to: both('fdc3-compliance#what-a-desktop-agent-must-do'),
    },
    {
      label: 'The agent in the API specification',
      learn: 'Which interfaces the agent implements, how apps reach the API and how it reports errors.',
      to: {docs: {'2.0': 'api/spec#the-desktop-agents-responsibilities', current: 'api/spec#desktop-agent-responsibilities'}},
    },
    {
      label: 'The App Directory',
      learn: 'How apps are described to the agent, and how it uses those records to launch apps and route intents.',
      to: both('app-directory/overview'),
    },
    {
      label: 'Resolving intents',
      learn: 'What the agent does when several apps can handle an intent, including asking the user through a resolver.',
      to: {docs: {'2.0': 'api/spec#resolution-and-the-resolver', current: 'api/spec#resolution'}},
    },
    {
      label: 'Testing conformance',
      learn: 'How the FINOS conformance suite exercises an agent, test group by test group, and how a passing product is certified.',
      to: both('fdc3-compliance#testing-conformance'),
    },
    {
      label: 'Desktop Agent Bridging',
      learn: 'How agents connect through a bridge so that apps under different agents can exchange context and intents.',
      to: {docs: {current: 'agent-bridging/overview'}},
    },
  ],
  evaluator: [
    {
      label: 'Why FDC3?',
      learn:
        'What one-off integrations between desktop apps cost, and what banks, buy-side firms and vendors each gain from a shared standard.',
      to: both('why-fdc3'),
    },
    {
      label: 'Use cases',
      learn: 'The everyday workflows, told from the user’s side of the desk, that the standard was designed around.',
      to: both('use-cases/overview'),
    },
    {
      label: 'Who uses FDC3',
      learn: 'The banks, asset managers, data providers and software vendors that have put FDC3 to work.',
      to: {page: '/users'},
    },
    {
      label: 'Certified products',
      learn: 'What certification of a Desktop Agent means, and how a product earns it by passing the conformance tests.',
      to: both('fdc3-compliance#certification'),
    },
    {
      label: 'Take part',
      learn: 'How your firm can raise issues, join the working group meetings and help shape the next version.',
      to: {page: '/get-involved'},
    },
  ],
};

/** The address of a step in a version, or undefined when the step is not on that version's path. */
export function stepHref(step: PathStep, version: PathVersion): string | undefined {
  if ('page' in step.to) return step.to.page;
  const target = step.to.docs[version];
  if (!target) return undefined;
  const [id, anchor] = target.split('#');
  return `${versionRouteBase(version, releasedVersions)}/${id}${anchor ? `#${anchor}` : ''}`;
}

/** The steps of a path in a version, each with its address. */
export function stepsIn(steps: readonly PathStep[], version: PathVersion): {step: PathStep; href: string}[] {
  return steps.flatMap((step) => {
    const href = stepHref(step, version);
    return href ? [{step, href}] : [];
  });
}

/** The Getting started page of a version, where the paths' steps are shown. */
export const introHref = (version: PathVersion, id?: ReaderPathId): string =>
  `${versionRouteBase(version, releasedVersions)}/fdc3-intro${id ? `#${pathAnchor(id)}` : ''}`;
