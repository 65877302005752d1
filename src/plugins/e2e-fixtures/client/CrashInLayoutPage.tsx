import type {ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Layout from '@theme/Layout';

function Exploding(): ReactNode {
  if (!ExecutionEnvironment.canUseDOM) return null;
  throw new Error('Deliberate render failure inside the layout');
}

/** A page whose body throws inside the theme layout, in the browser only. */
export default function CrashInLayoutPage(): ReactNode {
  return (
    <Layout title="Crash fixture" noFooter>
      <Exploding />
    </Layout>
  );
}
