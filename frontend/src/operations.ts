// Typed GraphQL operations used by the shell.
import { gql, type GqlOptions } from './graphql';

/** How the current caller was authenticated. */
export type ActorKind = 'OIDC' | 'LEGACY_OWNER' | 'GATEWAY' | 'LOCAL' | 'PUBLIC';

export interface ViewerWorkspace {
  id: string;
  name: string;
}

export interface Viewer {
  actorKind: ActorKind;
  role: string;
  workspace: ViewerWorkspace | null;
}

export interface ViewerQueryResult {
  viewer: Viewer | null;
}

export const VIEWER_QUERY = /* GraphQL */ `
  query Viewer {
    viewer {
      actorKind
      role
      workspace {
        id
        name
      }
    }
  }
`;

export function fetchViewer(options?: GqlOptions): Promise<ViewerQueryResult> {
  return gql<ViewerQueryResult>(VIEWER_QUERY, undefined, options);
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
