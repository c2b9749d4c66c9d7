import { PRODUCT_NAME } from '../routes';
import type { ViewerState } from '../viewer';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { ViewerStatus } from './ViewerStatus';

export function Header({ path, viewer }: { path: string; viewer: ViewerState }) {
  return (
    <header class="site-header">
      <div class="site-header__inner">
        <a class="brand" href="/">
          <Logo />
          <span class="brand__name">{PRODUCT_NAME}</span>
        </a>
        <MainNav path={path} />
        <ViewerStatus state={viewer} />
      </div>
    </header>
  );
}
