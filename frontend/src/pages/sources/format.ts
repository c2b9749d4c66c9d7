import type { SourceKind } from '../../generated/graphql';

export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

const KIND_LABELS: Record<SourceKind, string> = {
  CONNECTOR: 'Connector',
  COLLECTION: 'Indexed collection',
  KNOWLEDGE_PROVIDER: 'Knowledge provider',
};

export function kindLabel(kind: SourceKind): string {
  return KIND_LABELS[kind] ?? kind;
}

/** Only http(s) URLs become links; anything else (javascript:, data:) stays plain text. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, window.location.href);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}
