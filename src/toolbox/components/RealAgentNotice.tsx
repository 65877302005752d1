import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {findAgent} from '../real-agent/detect';
import {readInfo, type AgentInfo} from '../real-agent/info';
import {toolboxPaths} from '../paths';

/**
 * On an FDC3 Explained page: whether a real Desktop Agent is in this window, said
 * plainly. The page's four apps share one page, which an agent sees as one app,
 * so they stay on their simulated desktop; the Workbench is the app that talks
 * to the real agent.
 */
export function RealAgentNotice(): ReactNode {
  const [info, setInfo] = useState<AgentInfo | undefined>();
  useEffect(() => {
    let live = true;
    void (async () => {
      const agent = await findAgent();
      if (!agent || !live) return;
      const found = await readInfo(agent, () => undefined);
      if (live) setInfo(found);
    })();
    return () => {
      live = false;
    };
  }, []);
  if (!info) return null;
  return (
    <p className="tb-app__note tb-real-agent" role="status" data-testid="real-agent-notice">
      A Desktop Agent is in this window: <strong>{info.provider}</strong>
      {info.fdc3Version ? `, FDC3 ${info.fdc3Version}` : ''}. The four apps below share this one page, so they stay on their simulated
      desktop; to call your agent, open the <Link to={toolboxPaths.workbench}>FDC3 Workbench</Link> in it.
    </p>
  );
}
