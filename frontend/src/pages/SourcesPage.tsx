import type { Ref } from 'preact';
import { useState } from 'preact/hooks';
import type { RouteDef } from '../routes';
import type { ViewerState } from '../viewer';
import { isOwner, isPublic } from '../operations';
import { SourceList } from './sources/SourceList';
import { ProvidersSection } from './sources/ProvidersSection';
import { WidgetKeysSection } from './sources/WidgetKeysSection';
import { TeamDomainsSection } from './sources/TeamDomainsSection';
import { KnowledgeSearchPanel } from './sources/KnowledgeSearchPanel';
import { DemoNote } from '../components/DemoNote';
import { Page } from '../components/Page';
import { lazyComponent } from '../lazy';

// Only owners import: the panel loads when an owner opens Sources.
const ImportPanel = lazyComponent<{ version: number; onImported: () => void }>(() => import('./sources/ImportPanel').then((m) => m.ImportPanel));

/**
 * Sources: every source with its lifecycle state; for owners, the knowledge providers, the
 * team's mail domains and widget keys; for everyone signed in (the public demo too), a knowledge search.
 */
export function SourcesPage({
  route,
  headingRef,
  viewer,
}: {
  route: RouteDef;
  headingRef: Ref<HTMLHeadingElement>;
  viewer: ViewerState;
}) {
  const [sourcesVersion, setSourcesVersion] = useState(0);
  const current = viewer.status === 'signed-in' ? viewer.viewer : null;
  const owner = isOwner(current);
  const refreshSources = () => setSourcesVersion((n) => n + 1);

  return (
    <Page route={route} headingRef={headingRef}>
      {isPublic(current) ? <DemoNote /> : null}
      {viewer.status === 'loading' ? (
        <p class="muted section">Checking sign-in…</p>
      ) : (
        <>
          {owner ? <ImportPanel version={sourcesVersion} onImported={refreshSources} /> : null}
          <SourceList version={sourcesVersion} links={current !== null && !isPublic(current)} />
          {owner ? (
            <>
              <ProvidersSection onChanged={refreshSources} />
              <TeamDomainsSection />
              <WidgetKeysSection />
            </>
          ) : current && !isPublic(current) ? (
            <p class="muted section">Only the workspace owner can register knowledge providers and widget keys.</p>
          ) : null}
          {current ? <KnowledgeSearchPanel /> : null}
        </>
      )}
    </Page>
  );
}
