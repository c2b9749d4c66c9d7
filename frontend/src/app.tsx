import { useEffect, useRef, useState } from 'preact/hooks';
import { Header } from './components/Header';
import { ViewerNotice } from './components/ViewerStatus';
import { useViewer } from './viewer';
import { usePath } from './router';
import { documentTitle, matchRoute } from './routes';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SourcesPage } from './pages/SourcesPage';
import { onAnnounce } from './announce';

export function App() {
  const path = usePath();
  const route = matchRoute(path);
  const pageTitle = route ? route.title : 'Page not found';
  const viewer = useViewer();

  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const [announcement, setAnnouncement] = useState('');

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
      <main id="main" class="main" tabIndex={-1}>
        {route?.id === 'sources' ? (
          <SourcesPage route={route} headingRef={headingRef} viewer={viewer.state} />
        ) : route ? (
          <PlaceholderPage route={route} headingRef={headingRef} />
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
