import { useEffect } from 'preact/hooks';
import { useDisclosure } from '../useDisclosure';
import { NAV_ROUTES, matchRoute, type RouteDef } from '../routes';

const MORE_MENU_ID = 'nav-more-menu';
// Keep in sync with the compact-navigation breakpoint in styles.css.
const COMPACT_QUERY = '(max-width: 767.98px)';

function NavLink({ route, active }: { route: RouteDef; active: boolean }) {
  return (
    <a class="nav-link" href={route.path} aria-current={active ? 'page' : undefined}>
      {route.title}
    </a>
  );
}

export function MainNav({ path }: { path: string }) {
  const matched = matchRoute(path);
  const activeId = matched?.parent ?? matched?.id;
  const secondary = NAV_ROUTES.filter((r) => !r.primary);
  const secondaryActive = secondary.find((r) => r.id === activeId);

  const { open, setOpen, containerRef, buttonRef, onFocusOut } = useDisclosure<HTMLLIElement>();

  // Close when the route changes (focus then moves to the new page's heading).
  useEffect(() => {
    setOpen(false);
  }, [path]);

  // The menu exists only in the compact layout: leaving it closes the menu.
  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia(COMPACT_QUERY);
    const onMediaChange = () => {
      if (!media.matches) setOpen(false);
    };
    media.addEventListener('change', onMediaChange);
    return () => media.removeEventListener('change', onMediaChange);
  }, [open]);

  return (
    <nav class="main-nav" aria-label="Main">
      <ul class="main-nav__list">
        {NAV_ROUTES.map((route) => (
          <li key={route.id} class={route.primary ? 'main-nav__item' : 'main-nav__item main-nav__item--secondary'}>
            <NavLink route={route} active={route.id === activeId} />
          </li>
        ))}
        <li class="main-nav__item main-nav__item--more" ref={containerRef} onFocusOut={onFocusOut}>
          <button
            ref={buttonRef}
            type="button"
            class={secondaryActive ? 'nav-link more-button more-button--active' : 'nav-link more-button'}
            aria-expanded={open ? 'true' : 'false'}
            aria-controls={MORE_MENU_ID}
            onClick={() => setOpen((o) => !o)}
          >
            More
            {secondaryActive ? <span class="visually-hidden"> (current page: {secondaryActive.title})</span> : null}
            <svg class="more-button__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" />
            </svg>
          </button>
          <ul id={MORE_MENU_ID} class="more-menu" hidden={!open}>
            {secondary.map((route) => (
              <li key={route.id}>
                <NavLink route={route} active={route.id === activeId} />
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  );
}
