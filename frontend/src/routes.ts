// The app's client routes. Every path here must also be served by the Go
// side's index.html fallback.

export type RouteId =
  | 'ask'
  | 'today'
  | 'sources'
  | 'proof-tests'
  | 'history'
  | 'review-actions'
  | 'connect-ai'
  | 'search'
  | 'source'
  | 'document';

export interface RouteDef {
  id: RouteId;
  /** Canonical path, used for links. */
  path: string;
  /** Other paths that show the same page. */
  aliases?: readonly string[];
  /** Navigation label and page heading. */
  title: string;
  /** Shown directly in the compact (mobile) navigation. */
  primary: boolean;
  /** One-sentence summary of what the page is for. */
  summary: string;
  /** A page with a parameter (one path segment, captured): matched instead of `path`. */
  pattern?: RegExp;
  /** Not in the navigation (pages reached from another page). */
  hidden?: boolean;
  /** The navigation entry shown as current on this page. */
  parent?: RouteId;
}

export const ROUTES: readonly RouteDef[] = [
  {
    id: 'ask',
    path: '/ask',
    aliases: ['/'],
    title: 'Ask',
    primary: true,
    summary:
      'Ask a question in plain language and get an answer that cites the chat messages, emails, tickets and documents it rests on.',
  },
  {
    id: 'today',
    path: '/today',
    title: 'Today',
    primary: true,
    summary: 'The ranked queue of Execution Packets: the work that most needs attention now.',
  },
  {
    id: 'sources',
    path: '/sources',
    title: 'Sources',
    primary: true,
    summary: 'The chat, mail, ticket and document sources QueueProof reads evidence from.',
  },
  {
    id: 'proof-tests',
    path: '/proof-tests',
    title: 'Proof tests',
    primary: false,
    summary: 'Canary checks of every source: after an import, sampled passages must be found again before the source serves answers.',
  },
  {
    id: 'history',
    path: '/history',
    title: 'History',
    primary: true,
    summary: 'Earlier questions and their answers, with the evidence that was cited at the time and a receipt hash.',
  },
  {
    id: 'review-actions',
    path: '/review-actions',
    title: 'Review actions',
    primary: false,
    summary: 'Actions proposed from Execution Packets, their approval and what happened when they ran.',
  },
  {
    id: 'search',
    path: '/search',
    title: 'Search',
    primary: false,
    summary: 'Search the evidence of your verified sources: each hit with its document, source, time and the matching passage.',
  },
  {
    id: 'source',
    path: '/sources/',
    pattern: /^\/sources\/([^/]+)$/,
    hidden: true,
    parent: 'sources',
    title: 'Source',
    primary: false,
    summary: "A source's state and why, its imports, its proof tests and its documents.",
  },
  {
    id: 'document',
    path: '/documents/',
    pattern: /^\/documents\/([^/]+)$/,
    hidden: true,
    parent: 'sources',
    title: 'Document',
    primary: false,
    summary: 'One document as it was indexed: its chunks and where each sits in the body.',
  },
  {
    id: 'connect-ai',
    path: '/connect-ai',
    title: 'Connect AI',
    primary: false,
    summary: 'Connect an AI assistant to QueueProof and choose what it may see and do.',
  },
];

/** The routes shown in the navigation. */
export const NAV_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => !r.hidden);

export function matchRoute(path: string): RouteDef | undefined {
  return ROUTES.find((r) => (r.pattern ? r.pattern.test(path) : r.path === path || (r.aliases?.includes(path) ?? false)));
}

/** The parameter of a pattern route in path (decoded), or ''. */
export function routeParam(route: RouteDef, path: string): string {
  const m = route.pattern?.exec(path);
  if (!m?.[1]) return '';
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return '';
  }
}

/** The link to a source's page. */
export const sourceHref = (id: string) => `/sources/${encodeURIComponent(id)}`;
/** The link to a document's page. */
export const documentHref = (id: string) => `/documents/${encodeURIComponent(id)}`;

export const PRODUCT_NAME = 'QueueProof';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${PRODUCT_NAME}`;
}
