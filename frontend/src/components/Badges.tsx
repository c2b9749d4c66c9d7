import type { AnswerStatus, ExecutionStatus, ProofTestResult, ProposalStatus } from '../generated/graphql';

type Tone = 'ok' | 'warn' | 'bad' | 'neutral';

const ANSWER: Record<AnswerStatus, [string, Tone, string]> = {
  GROUNDED: ['Grounded', 'ok', 'every part of the question is covered and every claim is cited'],
  PARTIAL: ['Partial', 'warn', 'some claims are supported, part of the question is not covered'],
  ABSTAINED: ['Abstained', 'bad', 'not enough evidence to answer'],
};

export function answerStatusText(status: AnswerStatus): string {
  const [label, , meaning] = ANSWER[status] ?? [status, 'neutral', ''];
  return meaning ? `${label}: ${meaning}` : label;
}

/** An answer's status in words; the raw value is in data-status for tests and styling. */
export function AnswerStatusBadge({ status }: { status: AnswerStatus }) {
  const [label, tone] = ANSWER[status] ?? [status, 'neutral'];
  return (
    <span class={`state state--${tone}`} data-status={status}>
      <span class="visually-hidden">Status: </span>
      {label}
    </span>
  );
}

const EXEC_TONE: Record<ProposalStatus | ExecutionStatus, Tone> = {
  PENDING: 'neutral',
  APPROVED: 'neutral',
  CLAIMED: 'neutral',
  SUCCEEDED: 'ok',
  FAILED: 'bad',
  UNKNOWN: 'warn',
  DRY_RUN: 'warn',
};

const EXEC_LABEL: Record<ProposalStatus | ExecutionStatus, string> = {
  PENDING: 'Pending approval',
  APPROVED: 'Approved',
  CLAIMED: 'Running',
  SUCCEEDED: 'Succeeded',
  FAILED: 'Failed',
  UNKNOWN: 'Outcome unknown',
  DRY_RUN: 'Dry run',
};

export function statusLabel(status: ProposalStatus | ExecutionStatus): string {
  return EXEC_LABEL[status] ?? status;
}

export function ProposalStatusBadge({ status, prefix = 'Status' }: { status: ProposalStatus | ExecutionStatus; prefix?: string }) {
  return (
    <span class={`state state--${EXEC_TONE[status] ?? 'neutral'}`} data-status={status}>
      <span class="visually-hidden">{prefix}: </span>
      {statusLabel(status)}
    </span>
  );
}

export function ResultBadge({ result }: { result: ProofTestResult }) {
  return (
    <span class={`state state--${result === 'PASSED' ? 'ok' : 'bad'}`} data-result={result}>
      <span class="visually-hidden">Result: </span>
      {result === 'PASSED' ? 'Passed' : 'Failed'}
    </span>
  );
}
