import type { SourceKind } from '../../generated/graphql';

const KIND_LABELS: Record<SourceKind, string> = {
  CONNECTOR: 'Connector',
  COLLECTION: 'Indexed collection',
  KNOWLEDGE_PROVIDER: 'Knowledge provider',
};

export function kindLabel(kind: SourceKind): string {
  return KIND_LABELS[kind] ?? kind;
}
