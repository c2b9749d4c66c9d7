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
  /** What the page will hold once it exists. */
  planned: readonly string[];
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
    planned: [
      'A question box for asking about work in your connected sources.',
      'Answers where every claim links to the evidence behind it.',
      'A clear note when the evidence is missing or contradicts itself.',
    ],
  },
  {
    id: 'today',
    path: '/today',
    title: 'Today',
    primary: true,
    summary: 'The ranked queue of Execution Packets: the work that most needs attention now.',
    planned: [
      'Execution Packets in priority order, each with its cited evidence.',
      'Why each packet is ranked where it is.',
      'Ways to open, act on or set aside a packet.',
    ],
  },
  {
    id: 'sources',
    path: '/sources',
    title: 'Sources',
    primary: true,
    summary: 'The chat, mail, ticket and document sources QueueProof reads evidence from.',
    planned: [
      'Each connected source and when it was last read.',
      'Problems reading a source, with what to do about them.',
      'Adding and removing sources.',
    ],
  },
  {
    id: 'proof-tests',
    path: '/proof-tests',
    title: 'Proof tests',
    primary: false,
    summary: 'Checks that answers and Execution Packets stay grounded in the evidence they cite.',
    planned: [
      'The list of proof tests and whether each one passes.',
      'Details of any failure, with the evidence involved.',
    ],
  },
  {
    id: 'history',
    path: '/history',
    title: 'History',
    primary: true,
    summary: 'Earlier questions, answers and packets, with the evidence that was cited at the time.',
    planned: [
      'Past questions and their answers.',
      'Past Execution Packets and what happened to them.',
    ],
  },
  {
    id: 'review-actions',
    path: '/review-actions',
    title: 'Review actions',
    primary: false,
    summary: 'Actions proposed by Execution Packets that wait for a person to approve or reject them.',
    planned: [
      'Proposed actions waiting for review, with the evidence for each.',
      'Approving, changing or rejecting an action.',
    ],
  },
  {
    id: 'connect-ai',
    path: '/connect-ai',
    title: 'Connect AI',
    primary: false,
    summary: 'Connect an AI assistant to QueueProof and choose what it may see and do.',
    planned: [
      'How to connect an assistant to this workspace.',
      'Which assistants are connected and what they may access.',
    ],
  },
];

export function matchRoute(path: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path || (r.aliases?.includes(path) ?? false));
}

export const PRODUCT_NAME = 'QueueProof';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${PRODUCT_NAME}`;
}
