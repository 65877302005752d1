import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';

function Exploding(): ReactNode {
  throw new Error('Deliberate render failure for the browser tests');
}

/** A page whose body throws while rendering, to show the theme's error fallback. */
export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash fixture" noFooter>
      <Exploding />
    </Layout>
  );
}
