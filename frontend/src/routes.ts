// The app's client routes. Every path here must also be served by the Go
// side's index.html fallback.

export type RouteId =
  | 'ask'
  | 'today'
  | 'sources'
  | 'proof-tests'
  | 'history'
  | 'review-actions'
  | 'connect-ai';

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
    id: 'connect-ai',
    path: '/connect-ai',
    title: 'Connect AI',
    primary: false,
    summary: 'Connect an AI assistant to QueueProof and choose what it may see and do.',
  },
];

export function matchRoute(path: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path || (r.aliases?.includes(path) ?? false));
}

export const PRODUCT_NAME = 'QueueProof';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${PRODUCT_NAME}`;
}
