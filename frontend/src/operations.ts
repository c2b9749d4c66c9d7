// The viewer operation and helpers about who is signed in.
import { request, type GqlOptions } from './graphql';

export type { ActorKind } from './generated/graphql';
import { ViewerDocument, type ActorKind, type ViewerQuery } from './generated/graphql';

export type Viewer = ViewerQuery['viewer'];
export type ViewerQueryResult = ViewerQuery;

export function fetchViewer(options?: GqlOptions): Promise<ViewerQueryResult> {
  return request(ViewerDocument, {}, options);
}

/** The owner may change sources, providers and keys; members and the public demo may not. */
export function isOwner(viewer: Viewer | null | undefined): boolean {
  return viewer?.role === 'OWNER';
}

/** The public demo actor: read-only. */
export function isPublic(viewer: Viewer | null | undefined): boolean {
  return viewer?.actorKind === 'PUBLIC';
}

/** Signed in with a session cookie that /auth/logout can end. */
export function hasSession(viewer: Viewer | null | undefined): boolean {
  return viewer?.actorKind === 'OIDC' || viewer?.actorKind === 'LEGACY_OWNER';
}

/**
 * Signed in through single sign-on with a session cookie (the app sends no bearer token), whose
 * account's sessions "Sign out everywhere" (revokeSessions) ends. An owner-token session is not
 * one of them, and the public demo, gateway and local actors have no session to end.
 */
export function canSignOutEverywhere(viewer: Viewer | null | undefined): boolean {
  return viewer?.actorKind === 'OIDC';
}

const ACTOR_KIND_LABELS: Record<ActorKind, string> = {
  OIDC: 'Single sign-on',
  LEGACY_OWNER: 'Owner token',
  GATEWAY: 'Gateway',
  LOCAL: 'Local',
  PUBLIC: 'Public',
};

export function actorKindLabel(kind: ActorKind | string): string {
  return (ACTOR_KIND_LABELS as Record<string, string>)[kind] ?? kind;
}

/** Human role label: "OWNER" -> "owner", "WORKSPACE_ADMIN" -> "workspace admin". */
export function roleLabel(role: string): string {
  return role.toLowerCase().replace(/_/g, ' ');
}

/** One-line description of the viewer, e.g. "Local · owner · Acme". */
export function describeViewer(viewer: Viewer): string {
  const parts = [actorKindLabel(viewer.actorKind), roleLabel(viewer.role)];
  if (viewer.workspace?.name) parts.push(viewer.workspace.name);
  return parts.filter((p) => p !== '').join(' · ');
}
