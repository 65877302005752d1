import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {ToolboxFrame} from './components/ToolboxFrame';
import {explainedVersions} from './explained/versions';
import {toolboxPaths} from './paths';

export default function ToolboxHome(): ReactNode {
  return (
    <ToolboxFrame
      title="FDC3 toolbox"
      description="Try FDC3 in the browser: a simulated desktop of small apps for each version of the standard, and a workbench for calling the 2.0 API yourself."
      lead="Two ways to see FDC3 at work without installing anything. Both run entirely in this page, against a Desktop Agent simulated in JavaScript."
    >
      <div className="tb-cards">
        <section className="tb-card">
          <Heading as="h2">
            <Link to={toolboxPaths.explainedHome}>FDC3 Explained</Link>
          </Heading>
          <p>
            A small desktop of four apps (a blotter, a chart, a news feed and a contact list) that share context and raise intents, with
            every call they make shown beside them. One desktop per version:{' '}
            {explainedVersions.map((version, i) => (
              <span key={version}>
                {i > 0 && ', '}
                <Link to={toolboxPaths.explained(version)}>{version}</Link>
              </span>
            ))}
            .
          </p>
        </section>
        <section className="tb-card">
          <Heading as="h2">
            <Link to={toolboxPaths.workbench}>FDC3 Workbench</Link>
          </Heading>
          <p>
            Call the FDC3 2.0 API yourself: add listeners, build a context from its type&apos;s fields, broadcast it on a channel, raise
            intents and inspect what comes back. Every message is logged.
          </p>
        </section>
        <section className="tb-card">
          <Heading as="h2">
            <Link to={toolboxPaths.checkContext}>Check a context</Link>
          </Heading>
          <p>
            Paste a context and check it against the JSON Schemas of FDC3 1.1, 1.2, 2.0 or the draft: each error named by its JSON path, and
            a hint when a type string is spelled another way.
          </p>
        </section>
      </div>
    </ToolboxFrame>
  );
}
