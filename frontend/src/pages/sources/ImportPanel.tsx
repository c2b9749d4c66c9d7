import { useEffect, useRef, useState } from 'preact/hooks';
import {
  ImportDocumentsDocument,
  IngestionJobStatusDocument,
  type ImportDocumentsMutation,
  type ImportFormat,
  type JobFieldsFragment,
  VerifiedSourceNamesDocument,
} from '../../generated/graphql';
import { useQuery } from '../../useQuery';
import { GraphQLRequestError, GRAPHQL_ENDPOINT, request } from '../../graphql';
import { announce } from '../../announce';
import { ErrorNote } from '../../components/ErrorNote';
import { JobSummary } from '../../components/JobSummary';
import { sourceHref } from '../../routes';
import { formatNumber } from '../../format';
import { detectFormat, zipFiles } from './detect';

const FORMATS: ReadonlyArray<[ImportFormat, string]> = [
  ['SLACK', 'Slack export (.zip)'],
  ['MBOX', 'Mailbox (.mbox)'],
  ['LINEAR_CSV', 'Linear CSV export'],
  ['JSONL', 'JSON Lines'],
  ['MARKDOWN', 'Markdown or text (files or a .zip of them)'],
];

const POLL_MS = 700;

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; sent: number; total: number }
  | { kind: 'running'; job: Job }
  | { kind: 'done'; job: Job };

type Job = JobFieldsFragment & { skipped?: ReadonlyArray<{ file: string; line: number; reason: string }> };

/** Sends the multipart importDocuments request with upload progress (XMLHttpRequest reports it; fetch does not). */
function upload(input: { sourceName: string; format: ImportFormat; file: File }, onProgress: (sent: number, total: number) => void) {
  return new Promise<JobFieldsFragment>((resolve, reject) => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: ImportDocumentsDocument.toString(),
        variables: { input: { sourceName: input.sourceName, format: input.format, file: null, background: true } },
      }),
    );
    form.append('map', JSON.stringify({ '0': ['variables.input.file'] }));
    form.append('0', input.file, input.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', GRAPHQL_ENDPOINT);
    xhr.withCredentials = true;
    xhr.setRequestHeader('GraphQL-Require-Preflight', '1');
    xhr.setRequestHeader('Accept', 'application/graphql-response+json, application/json');
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : input.file.size);
    xhr.onerror = () => reject(new GraphQLRequestError('Could not reach the server.', 'NETWORK_ERROR', 0));
    xhr.onload = () => {
      let body: { data?: ImportDocumentsMutation | null; errors?: Array<{ message: string; extensions?: { code?: string } }> } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      const first = body?.errors?.[0];
      if (first) {
        reject(new GraphQLRequestError(first.message, first.extensions?.code ?? 'UNKNOWN', xhr.status, body?.errors ?? []));
      } else if (body?.data?.importDocuments) {
        resolve(body.data.importDocuments);
      } else {
        reject(new GraphQLRequestError(`The server answered ${xhr.status}.`, 'HTTP_ERROR', xhr.status));
      }
    };
    xhr.send(form);
  });
}

/**
 * Import files into a source from the browser (owners): pick or drop files, the format is told
 * from the content (and may be changed), a new source is named or an existing one chosen. The
 * upload shows the bytes sent, then the job's documents and chunks as it indexes (polled), then
 * the result as the job reports it.
 */
export function ImportPanel({ version, onImported }: { version: number; onImported: () => void }) {
  const sources = useQuery(VerifiedSourceNamesDocument, {});
  useEffect(() => {
    if (version > 0) sources.reload();
  }, [version]);
  const collections =
    'data' in sources.state && sources.state.data ? sources.state.data.sources.edges.map((e) => e.node).filter((s) => s.kind === 'COLLECTION') : [];
  const [files, setFiles] = useState<File[]>([]);
  const [format, setFormat] = useState<ImportFormat | ''>('');
  const [detected, setDetected] = useState<ImportFormat | null | 'pending'>(null);
  const [target, setTarget] = useState<'new' | 'existing'>('new');
  const [name, setName] = useState('');
  const [existing, setExisting] = useState('');
  const [over, setOver] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<unknown>(null);
  const [problem, setProblem] = useState('');
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const busy = phase.kind === 'uploading' || phase.kind === 'running';

  const choose = async (list: FileList | File[] | null) => {
    const picked = list ? Array.from(list) : [];
    setFiles(picked);
    setError(null);
    setProblem('');
    setPhase({ kind: 'idle' });
    if (picked.length === 0) return;
    if (!name && picked[0]) setName(picked[0].name.replace(/\.[^.]+$/, '').slice(0, 200));
    setDetected('pending');
    const formats = await Promise.all(picked.map((f) => detectFormat(f).catch(() => null)));
    if (!live.current) return;
    const all = formats.every((f) => f === formats[0]) ? formats[0] ?? null : null;
    const got = picked.length > 1 ? (formats.every((f) => f === 'MARKDOWN') ? 'MARKDOWN' : null) : all;
    setDetected(got);
    setFormat(got ?? '');
    announce(got ? `Detected ${FORMATS.find(([v]) => v === got)?.[1] ?? got}.` : 'The format could not be told from the content: choose it.');
  };

  const poll = async (job: Job) => {
    let current: Job = job;
    while (live.current && (current.status === 'QUEUED' || current.status === 'PROCESSING')) {
      await new Promise((r) => window.setTimeout(r, POLL_MS));
      const data = await request(IngestionJobStatusDocument, { id: current.id });
      if (!data.ingestionJob) throw new GraphQLRequestError('The import job is gone.', 'NOT_FOUND', 200);
      current = data.ingestionJob;
      if (live.current) setPhase({ kind: current.status === 'QUEUED' || current.status === 'PROCESSING' ? 'running' : 'done', job: current });
    }
    return current;
  };

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setProblem('');
    const sourceName = target === 'new' ? name.trim() : (collections.find((c) => c.id === existing)?.name ?? '');
    if (files.length === 0) return setProblem('Choose a file to import first.');
    if (!format) return setProblem('Choose the format of the file.');
    if (!sourceName) return setProblem(target === 'new' ? 'Name the new source.' : 'Choose the source to import into.');
    if (files.length > 1 && format !== 'MARKDOWN') return setProblem('Several files can be imported together only as Markdown; a Slack export, a mailbox or a CSV is one file.');
    try {
      const file = files.length > 1 ? await zipFiles(files, 'documents.zip') : files[0]!;
      setPhase({ kind: 'uploading', sent: 0, total: file.size });
      announce('Uploading…');
      const job = await upload({ sourceName, format, file }, (sent, total) => {
        if (live.current) setPhase({ kind: 'uploading', sent, total });
      });
      setPhase({ kind: job.status === 'QUEUED' || job.status === 'PROCESSING' ? 'running' : 'done', job });
      announce('Uploaded. Indexing…');
      const done = await poll(job);
      if (!live.current) return;
      setPhase({ kind: 'done', job: done });
      announce(
        done.status === 'INDEXED'
          ? `Imported into ${done.sourceName}: ${done.documentsAdded} added, ${done.documentsUpdated} updated, ${done.documentsUnchanged} unchanged, ${done.documentsTombstoned} tombstoned${done.documentsSkipped ? `, ${done.documentsSkipped} skipped` : ''}.`
          : `The import failed: ${done.reason ?? 'no reason given'}`,
      );
      onImported();
    } catch (err) {
      if (!live.current) return;
      setPhase({ kind: 'idle' });
      setError(err);
      announce('The file was refused.');
    }
  };

  const result = phase.kind === 'running' || phase.kind === 'done' ? phase.job : null;
  return (
    <section class="section" aria-labelledby="import-title">
      <h2 id="import-title" class="section__title">
        Import evidence
      </h2>
      <p class="section__lead">
        A Slack export, a mailbox, a Linear CSV, JSON Lines, or Markdown files (or a zip of them). The format is told from the content.
      </p>
      <form class="card form import-form" aria-labelledby="import-title" onSubmit={onSubmit} aria-busy={busy ? 'true' : 'false'}>
        <div
          class={over ? 'dropzone dropzone--over' : 'dropzone'}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            void choose(e.dataTransfer?.files ?? null);
          }}
        >
          <label class="field__label" for="import-files">
            Files
          </label>
          <input
            id="import-files"
            class="input"
            type="file"
            multiple
            disabled={busy}
            aria-describedby="import-files-hint"
            onChange={(e) => void choose(e.currentTarget.files)}
          />
          <p id="import-files-hint" class="field__hint">
            Or drop files here. Up to 64 MB.
          </p>
          {files.length > 0 ? (
            <ul class="dropzone__files" aria-label="Chosen files">
              {files.map((f) => (
                <li key={f.name}>
                  {f.name} ({formatNumber(Math.ceil(f.size / 1024))} KB)
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div class="field">
          <label class="field__label" for="import-format">
            Format
          </label>
          <select id="import-format" class="input" value={format} disabled={busy} onChange={(e) => setFormat(e.currentTarget.value as ImportFormat | '')}>
            <option value="">Choose…</option>
            {FORMATS.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
          <p class="field__hint" data-detected={detected ?? ''}>
            {detected === 'pending'
              ? 'Reading the file…'
              : detected
                ? `Detected from the content: ${FORMATS.find(([v]) => v === detected)?.[1]}. Change it if it is wrong.`
                : files.length > 0
                  ? 'Not recognised from the content: choose the format.'
                  : 'Told from the content once a file is chosen.'}
          </p>
        </div>
        <fieldset class="fieldset">
          <legend class="field__label">Into</legend>
          <label class="choice">
            <input type="radio" name="import-target" checked={target === 'new'} disabled={busy} onChange={() => setTarget('new')} /> A new source
          </label>
          <label class="choice">
            <input
              type="radio"
              name="import-target"
              checked={target === 'existing'}
              disabled={busy || collections.length === 0}
              onChange={() => setTarget('existing')}
            />{' '}
            An existing source{collections.length === 0 ? ' (none yet)' : ''}
          </label>
        </fieldset>
        {target === 'new' ? (
          <div class="field">
            <label class="field__label" for="import-name">
              Source name
            </label>
            <input id="import-name" class="input" type="text" maxLength={200} value={name} disabled={busy} onInput={(e) => setName(e.currentTarget.value)} />
          </div>
        ) : (
          <div class="field">
            <label class="field__label" for="import-existing">
              Source
            </label>
            <select id="import-existing" class="input" value={existing} disabled={busy} onChange={(e) => setExisting(e.currentTarget.value)}>
              <option value="">Choose…</option>
              {collections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <p class="field__hint">Documents missing from the new file are tombstoned: import the whole export again.</p>
          </div>
        )}
        <div class="form__actions">
          <button type="submit" class="button" aria-disabled={busy ? 'true' : undefined} aria-busy={busy ? 'true' : 'false'}>
            {busy ? 'Importing…' : 'Import'}
          </button>
        </div>
        {problem ? (
          <p class="error-note" role="alert">
            {problem}
          </p>
        ) : null}
        {error ? <ErrorNote error={error} /> : null}
      </form>
      {phase.kind === 'uploading' ? (
        <div class="card job-card" data-upload-progress aria-live="polite">
          <progress class="job__progress" max={phase.total || 1} value={phase.sent} aria-label="Bytes sent" />
          <p class="item__meta">
            Sending: {formatNumber(Math.round(phase.sent / 1024))} of {formatNumber(Math.round(phase.total / 1024))} KB
          </p>
        </div>
      ) : null}
      {result ? (
        <div class="card job-card" data-import-result={result.status}>
          <JobSummary job={result} skipped={result.skipped ?? []} />
          {result.sourceId && result.status === 'INDEXED' ? (
            <p>
              <a href={sourceHref(result.sourceId)}>Open {result.sourceName}</a>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
