import type { ProviderStatus, SourceState } from '../generated/graphql';

const STATE_LABELS: Record<SourceState, string> = {
  DISCOVERED: 'Discovered',
  CONNECTOR_CREATED: 'Connector created',
  SCOPED: 'Scoped',
  SYNCED: 'Synced',
  DATA_VERIFIED: 'Data verified',
  FAILED: 'Failed',
  DEGRADED: 'Degraded',
};

const STATE_TONE: Record<SourceState, 'ok' | 'warn' | 'bad' | 'neutral'> = {
  DISCOVERED: 'neutral',
  CONNECTOR_CREATED: 'neutral',
  SCOPED: 'neutral',
  SYNCED: 'neutral',
  DATA_VERIFIED: 'ok',
  FAILED: 'bad',
  DEGRADED: 'warn',
};

export function stateLabel(state: SourceState): string {
  return STATE_LABELS[state] ?? state;
}

/** A source's lifecycle state; the raw value is kept in data-state for tests and styling. */
export function StateBadge({ state }: { state: SourceState }) {
  return (
    <span class={`state state--${STATE_TONE[state] ?? 'neutral'}`} data-state={state}>
      <span class="visually-hidden">State: </span>
      {stateLabel(state)}
    </span>
  );
}

const STATUS_LABELS: Record<ProviderStatus, string> = {
  ACTIVE: 'Active',
  DEGRADED: 'Paused after failures',
  DISABLED: 'Disabled',
};

export function StatusBadge({ status }: { status: ProviderStatus }) {
  const tone = status === 'ACTIVE' ? 'ok' : status === 'DEGRADED' ? 'warn' : 'neutral';
  return (
    <span class={`state state--${tone}`} data-status={status}>
      <span class="visually-hidden">Status: </span>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}
