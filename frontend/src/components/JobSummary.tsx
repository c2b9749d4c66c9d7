import type { JobFieldsFragment } from '../generated/graphql';
import { ResultBadge } from './Badges';
import { formatNumber, formatTime, humanize } from '../format';

const STATUS_TEXT: Record<string, string> = {
  QUEUED: 'Queued',
  PROCESSING: 'Indexing',
  INDEXED: 'Indexed',
  FAILED: 'Failed',
};

/** One import job as it reports itself: status, counts, skipped records, canary, reason. */
export function JobSummary({
  job,
  skipped = [],
}: {
  job: JobFieldsFragment;
  /** The skipped records with their lines, when the caller read them (a job's own status does). */
  skipped?: ReadonlyArray<{ file: string; line: number; reason: string }>;
}) {
  const running = job.status === 'QUEUED' || job.status === 'PROCESSING';
  const total = job.documentsSeen;
  return (
    <div class="job" data-job-id={job.id} data-job-status={job.status}>
      <div class="item__head">
        <h3 class="item__title">
          {humanize(job.format.toLowerCase())} import · <time dateTime={job.createdAt}>{formatTime(job.createdAt)}</time>
        </h3>
        <span class={`state state--${job.status === 'INDEXED' ? 'ok' : job.status === 'FAILED' ? 'bad' : 'neutral'}`} data-status={job.status}>
          {STATUS_TEXT[job.status] ?? job.status}
        </span>
      </div>
      {running ? (
        <>
          <progress
            class="job__progress"
            max={total > 0 ? total : undefined}
            value={total > 0 ? job.documentsDone : undefined}
            aria-label={`Documents indexed for ${job.sourceName}`}
          />
          <p class="item__meta" data-job-progress>
            {total > 0
              ? `${formatNumber(job.documentsDone)} of ${formatNumber(total)} documents indexed, ${formatNumber(job.chunksWritten)} chunks written`
              : 'Reading the file…'}
          </p>
        </>
      ) : (
        <dl class="job__counts">
          <div>
            <dt>Added</dt>
            <dd data-count="added">{formatNumber(job.documentsAdded)}</dd>
          </div>
          <div>
            <dt>Updated</dt>
            <dd data-count="updated">{formatNumber(job.documentsUpdated)}</dd>
          </div>
          <div>
            <dt>Unchanged</dt>
            <dd data-count="unchanged">{formatNumber(job.documentsUnchanged)}</dd>
          </div>
          <div>
            <dt>Tombstoned</dt>
            <dd data-count="tombstoned">{formatNumber(job.documentsTombstoned)}</dd>
          </div>
          <div>
            <dt>Skipped</dt>
            <dd data-count="skipped">{formatNumber(job.documentsSkipped)}</dd>
          </div>
          <div>
            <dt>Chunks</dt>
            <dd data-count="chunks">{formatNumber(job.chunksWritten)}</dd>
          </div>
        </dl>
      )}
      {job.proofTest ? (
        <p class="job__canary">
          Canary: <ResultBadge result={job.proofTest.result} />
          {job.proofTest.reason ? <span class="job__why"> {job.proofTest.reason}</span> : null}
        </p>
      ) : null}
      {job.status === 'FAILED' && job.reason ? (
        <p class="item__reason item__reason--problem" data-job-reason>
          <span class="visually-hidden">Reason: </span>
          {job.reason}
        </p>
      ) : null}
      {job.documentsSkipped > 0 && skipped.length === 0 ? (
        <p class="item__meta">
          {job.documentsSkipped} {job.documentsSkipped === 1 ? 'record' : 'records'} skipped with nothing to index.
        </p>
      ) : null}
      {skipped.length > 0 ? (
        <details class="disclosure">
          <summary>
            {job.documentsSkipped} {job.documentsSkipped === 1 ? 'record' : 'records'} skipped with nothing to index
          </summary>
          <ul class="job__skipped">
            {skipped.map((s) => (
              <li key={`${s.file}:${s.line}`}>
                <span class="mono">
                  {s.file}:{s.line}
                </span>{' '}
                {s.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
