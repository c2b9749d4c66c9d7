import { VerifiedSourceNamesDocument } from '../generated/graphql';
import { useQuery } from '../useQuery';

/** The demo company's sources are named with this prefix (engine/demo). */
const DEMO_PREFIX = 'Demo: ';

/**
 * Where a workspace stands: an empty one (demo off) gets a short guide to its first import,
 * question and Today; a workspace holding the demo company says so and how to start with your
 * own data. Nothing is shown once the workspace has its own sources.
 */
export function FirstRunGuide() {
  const { state } = useQuery(VerifiedSourceNamesDocument, {});
  if (state.status !== 'ok') return null;
  const sources = state.data.sources.edges.map((e) => e.node);
  if (sources.length === 0) {
    return (
      <section class="card guide" aria-labelledby="guide-title" data-first-run>
        <h2 id="guide-title" class="section__title">
          Start with your own evidence
        </h2>
        <p class="section__lead">This workspace is empty. Three steps to a first cited answer and a first queue:</p>
        <ol class="guide__steps">
          <li>
            <a href="/sources">Import a file</a> on Sources: a Slack export, a mailbox, a Linear CSV or Markdown files.
          </li>
          <li>Ask a first question here: the answer cites the passages it rests on.</li>
          <li>
            <a href="/today">Compile Today</a>: the ranked queue of work your evidence shows.
          </li>
        </ol>
      </section>
    );
  }
  if (sources.every((s) => s.name.startsWith(DEMO_PREFIX))) {
    return (
      <p class="demo-note" data-demo-workspace>
        <span class="badge badge--demo">Demo</span>
        This workspace holds a made-up company's evidence (the sources named “Demo: …”). To start with your own data,{' '}
        <a href="/sources">import a file on Sources</a>; delete the demo sources there when you no longer need them.
      </p>
    );
  }
  return null;
}
