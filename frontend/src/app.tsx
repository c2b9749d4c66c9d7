import { useEffect, useRef, useState } from 'preact/hooks';
import { Header } from './components/Header';
import { CarriedNotice, ViewerNotice } from './components/ViewerStatus';
import { useViewer } from './viewer';
import { usePath } from './router';
import { documentTitle, matchRoute, type RouteDef, type RouteId } from './routes';
import type { JSX, Ref } from 'preact';
import type { ViewerState } from './viewer';
import { AskPage } from './pages/AskPage';
import { TodayPage } from './pages/TodayPage';
import { HistoryPage } from './pages/HistoryPage';
import { ReviewActionsPage } from './pages/ReviewActionsPage';
import { ProofTestsPage } from './pages/ProofTestsPage';
import { ConnectAiPage } from './pages/ConnectAiPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SourcesPage } from './pages/SourcesPage';
import { announce, onAnnounce, takeCarriedAnnouncement } from './announce';
import { lazyPage } from './lazy';

// Pages only some visitors open: loaded on first use.
const SearchPage = lazyPage<PageProps>(() => import('./pages/SearchPage').then((m) => m.SearchPage));
const SourcePage = lazyPage<PageProps>(() => import('./pages/SourcePage').then((m) => m.SourcePage));
const DocumentPage = lazyPage<PageProps>(() => import('./pages/DocumentPage').then((m) => m.DocumentPage));

const PAGES: Record<RouteId, (props: PageProps) => JSX.Element> = {
  ask: AskPage,
  today: TodayPage,
  sources: SourcesPage,
  'proof-tests': ProofTestsPage,
  history: HistoryPage,
  'review-actions': ReviewActionsPage,
  'connect-ai': ConnectAiPage,
  search: SearchPage,
  source: SourcePage,
  document: DocumentPage,
};

export interface PageProps {
  route: RouteDef;
  headingRef: Ref<HTMLHeadingElement>;
  viewer: ViewerState;
  /** The current path (pages with a parameter read it from here). */
  path: string;
}

function Route(props: PageProps) {
  const Component = PAGES[props.route.id];
  return <Component key={props.route.pattern ? props.path : props.route.id} {...props} />;
}

export function App() {
  const path = usePath();
  const route = matchRoute(path);
  const pageTitle = route ? route.title : 'Page not found';
  const viewer = useViewer();

  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const [announcement, setAnnouncement] = useState('');
  // What the page before this one had to say as it left (e.g. how many sessions a sign-out
  // everywhere ended), shown and announced once.
  const [carried, setCarried] = useState<string | null>(takeCarriedAnnouncement);

  // Messages from anywhere in the app (results, saves, failures). Cleared first so that the
  // same message twice is announced twice.
  useEffect(
    () =>
      onAnnounce((message) => {
        setAnnouncement('');
        window.setTimeout(() => setAnnouncement(message), 50);
      }),
    [],
  );

  useEffect(() => {
    if (carried) announce(carried);
  }, []);

  useEffect(() => {
    document.title = documentTitle(pageTitle);
    if (isFirstRender.current) {
      // Don't steal focus or announce on the initial load.
      isFirstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
    setAnnouncement(`${pageTitle} page`);
  }, [path]);

  return (
    <div class="app">
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <Header path={path} viewer={viewer.state} />
      <ViewerNotice state={viewer.state} onRetry={viewer.retry} />
      {carried ? <CarriedNotice message={carried} onDismiss={() => setCarried(null)} /> : null}
      <main id="main" class="main" tabIndex={-1}>
        {route ? (
          <Route route={route} headingRef={headingRef} viewer={viewer.state} path={path} />
        ) : (
          <NotFoundPage path={path} headingRef={headingRef} />
        )}
      </main>
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
