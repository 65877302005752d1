import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {finosUrl, repoUrl} from '@site/src/data/site';
import {SitePage} from '@site/src/components/SitePage';
import {InfoCard} from './get-involved/_components/InfoCard';
import styles from './get-involved.module.css';

/** GitHub searches that list a meeting series' agendas and minutes, one issue per meeting. */
const issuesLabelled = (label: string): string => `${repoUrl}/issues?q=${encodeURIComponent(`label:"${label}"`)}`;

const links = {
  newIssue: `${repoUrl}/issues/new/choose`,
  pullRequests: `${repoUrl}/pulls`,
  fork: `${repoUrl}/fork`,
  contributing: `${repoUrl}/blob/main/CONTRIBUTING.md`,
  governance: `${repoUrl}/blob/main/GOVERNANCE.md`,
  bridgingIssues: `${repoUrl}/labels/Desktop%20Agent%20Bridging`,
  calendar: 'https://calendar.google.com/calendar/embed?src=finos.org_fac8mo1rfc6ehscg0d80fi8jig%40group.calendar.google.com',
  slack: 'https://finos-lf.slack.com/messages/fdc3/',
  listArchive: 'https://groups.google.com/a/finos.org/g/fdc3',
  easyCla: 'https://easycla.lfx.linuxfoundation.org/',
  apacheLicense: 'https://www.apache.org/licenses/LICENSE-2.0',
} as const;

const sections = [
  {id: 'github', label: 'Issues and pull requests'},
  {id: 'meetings', label: 'Meetings and working groups'},
  {id: 'talk', label: 'Mailing list and chat'},
  {id: 'propose', label: 'Propose an intent or context type'},
  {id: 'licensing', label: 'Licence and contributor agreement'},
] as const;

type SectionId = (typeof sections)[number]['id'];

interface PageSectionProps {
  id: SectionId;
  title: string;
  children: ReactNode;
}

function PageSection({id, title, children}: PageSectionProps): ReactNode {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** How to take part in FDC3: GitHub, meetings, mailing list and chat, proposals and the contributor agreement. */
export default function GetInvolvedPage(): ReactNode {
  return (
    <SitePage
      title="Get involved"
      description="How to take part in FDC3: raise issues and pull requests, join the working group meetings, the mailing list and Slack, propose new intents and context types, and sign the FINOS contributor agreement."
      lead={
        <>
          FDC3 is written by the people who use it: banks, vendors, consultancies and individual developers, working in public under the{' '}
          <Link href={finosUrl}>Fintech Open Source Foundation</Link>. Whether you want to fix a typo, ask a question or add a workflow to
          the standard, here is how to join in.
        </>
      }
      headerExtra={
        <nav aria-label="On this page" className={styles.toc}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      }
      className={styles.page}
    >
      <PageSection id="github" title="Issues and pull requests">
        <p>
          The work happens in the <Link href={repoUrl}>FDC3 repository on GitHub</Link>: the text of the standard, its TypeScript
          definitions and schemas, and this documentation all live there. Watch the repository to follow new proposals as they arrive.
        </p>
        <div className={styles.grid}>
          <InfoCard title="Raise an issue">
            <p>
              Search the existing issues first, then <Link href={links.newIssue}>open a new one</Link> and pick the template that fits: an
              enhancement request for a change to the standard, a minor issue for a mistake in the text or the examples, a question, or a
              proposal for a new context type or intent.
            </p>
          </InfoCard>
          <InfoCard title="Open a pull request">
            <ol>
              <li>
                <Link href={links.fork}>Fork the repository</Link> and create a branch named after the issue it resolves.
              </li>
              <li>Commit your change and push the branch to your fork.</li>
              <li>Open a pull request against FDC3 and mention the issue in its description, for example &ldquo;resolves #123&rdquo;.</li>
            </ol>
            <p>
              The maintainers review every pull request; changes to the standard itself are discussed with the Standard Working Group before
              they are merged. The <Link href={links.contributing}>contribution guide</Link> has the details.
            </p>
          </InfoCard>
        </div>
      </PageSection>

      <PageSection id="meetings" title="Meetings and working groups">
        <p>
          Meetings are open to anyone. Each one has a GitHub issue carrying its agenda and dial-in details, and the minutes are added to the
          same issue afterwards; comment on it to record your attendance. All meetings are in the{' '}
          <Link href={links.calendar}>FINOS community calendar</Link>, and <a href="mailto:help@finos.org">help@finos.org</a> can add you to
          the invitations.
        </p>
        <div className={styles.grid}>
          <InfoCard title="Standard Working Group" meta="Monthly">
            <p>
              The body that decides what goes into the standard. It reviews proposals, settles open questions and, by consensus, approves
              the work on the main branch as a draft and then as an approved release.{' '}
              <Link href={issuesLabelled('Standard WG Meeting')}>Standard Working Group agendas and minutes</Link>
            </p>
          </InfoCard>
          <InfoCard title="General Meeting" meta="Every six months">
            <p>
              A broader session for the whole community: progress on the roadmap, news from adopters and implementers, and plans for the
              next release. <Link href={issuesLabelled('General Meeting')}>General Meeting agendas and minutes</Link>
            </p>
          </InfoCard>
          <InfoCard title="Discussion groups" meta="For as long as a topic needs them">
            <p>
              Smaller groups that work through one subject in depth and bring proposals back to the Standard Working Group, which alone can
              approve them. Desktop Agent Bridging, which connects Desktop Agents to one another, was designed this way.{' '}
              <Link href={links.bridgingIssues}>Desktop Agent Bridging issues and meetings</Link>
            </p>
          </InfoCard>
          <InfoCard title="Use cases" meta="The business view">
            <p>
              The use cases gathered by the community describe workflows the standard is meant to support. They, and the records of the Use
              Cases working group that collected them, are part of the documentation.{' '}
              <Link to="/docs/use-cases/overview">Read the FDC3 use cases</Link>
            </p>
          </InfoCard>
        </div>
      </PageSection>

      <PageSection id="talk" title="Mailing list and chat">
        <div className={styles.grid}>
          <InfoCard title="Mailing list" meta="fdc3@finos.org">
            <p>
              Announcements, meeting notices and longer discussions. Join by writing to{' '}
              <a href="mailto:fdc3+subscribe@finos.org">fdc3+subscribe@finos.org</a>, post to{' '}
              <a href="mailto:fdc3@finos.org">fdc3@finos.org</a>, or read the <Link href={links.listArchive}>list archive</Link>.
            </p>
          </InfoCard>
          <InfoCard title="Chat" meta="#fdc3 on the FINOS Slack">
            <p>
              The quickest way to ask a question or find someone who has solved your problem before.{' '}
              <Link href={links.slack}>Open the #fdc3 channel</Link>
            </p>
          </InfoCard>
          <InfoCard title="The maintainers" meta="fdc3-maintainers@finos.org">
            <p>
              For anything that needs the people who run the project, such as a matter you would rather not raise in public, write to{' '}
              <a href="mailto:fdc3-maintainers@finos.org">fdc3-maintainers@finos.org</a>.
            </p>
          </InfoCard>
        </div>
      </PageSection>

      <PageSection id="propose" title="Propose an intent or context type">
        <p>
          New intents and context types are how the standard grows to cover more workflows. A good proposal starts from a need that several
          firms share, not from a single product&apos;s API.
        </p>
        <ol className={styles.steps}>
          <li>
            <strong>Describe the use case.</strong> Open an issue with the &ldquo;Context or Intent proposal&rdquo; template: who raises the
            intent, which apps would answer it and what data travels with it.
          </li>
          <li>
            <strong>Gather support.</strong> Invite comments on the issue, on the mailing list or in Slack, and ask for the proposal to be
            put on a Standard Working Group agenda.
          </li>
          <li>
            <strong>Write the change.</strong> Add the definition, its documentation and an example in a pull request, following the{' '}
            <Link to="/docs/guides/submit-new-intent">guide to submitting a new intent</Link>.
          </li>
          <li>
            <strong>Agree it.</strong> Once merged, the addition is part of the next draft, which the Standard Working Group approves before
            release.
          </li>
        </ol>
      </PageSection>

      <PageSection id="licensing" title="Licence and contributor agreement">
        <div className={styles.grid}>
          <InfoCard title="Contributor licence agreement">
            <p>
              FINOS accepts contributions only from people covered by a contributor licence agreement: an individual agreement you sign
              yourself, or a corporate one your employer has signed and that names you where required. The Linux Foundation&apos;s{' '}
              <Link href={links.easyCla}>EasyCLA</Link> checks every pull request and holds it until the agreement is in place. Not sure
              whether you are covered? Ask <a href="mailto:help@finos.org">help@finos.org</a>.
            </p>
          </InfoCard>
          <InfoCard title="Licences">
            <p>
              Code in the FDC3 repository, JSON Schemas included, is published under the{' '}
              <Link href={links.apacheLicense}>Apache License, Version 2.0</Link>. The text of the standard has its own terms: the{' '}
              <Link href={`${repoUrl}/blob/main/website/docs/fdc3-charter.md#licensing`}>FDC3 charter</Link> puts versions 1.1 to 2.1 under
              the FINOS intellectual property policy, and later versions and drafts under the{' '}
              <Link href={`${repoUrl}/blob/main/LICENSE.md`}>Community Specification License 1.0</Link>. The{' '}
              <Link href={links.governance}>FDC3 governance document</Link> explains how participants take part in decisions.
            </p>
          </InfoCard>
        </div>
      </PageSection>

      <aside className={styles.callout} aria-label="Using FDC3 already?">
        <p>
          <strong>Already using FDC3?</strong> Tell the community on the mailing list and we will add your organisation to the{' '}
          <Link to="/users">list of users</Link>, or your product to the <Link to="/community">community page</Link>.
        </p>
      </aside>
    </SitePage>
  );
}
