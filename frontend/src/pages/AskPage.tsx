import type { Ref } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { AskDocument, type AnswerFieldsFragment, type AskMode } from '../generated/graphql';
import { request } from '../graphql';
import { announce } from '../announce';
import { useAction } from '../useAction';
import type { RouteDef } from '../routes';
import type { ViewerState } from '../viewer';
import { isPublic } from '../operations';
import { Page } from '../components/Page';
import { ErrorNote } from '../components/ErrorNote';
import { DemoNote } from '../components/DemoNote';
import { FirstRunGuide } from '../components/FirstRunGuide';
import { AnswerView } from '../components/AnswerView';
import { answerStatusText } from '../components/Badges';

const MODES: ReadonlyArray<[AskMode, string, string]> = [
  ['AUTO', 'Auto', 'the planner chooses'],
  ['FAST', 'Fast', 'one retrieval pass'],
  ['THINKING', 'Thinking', 'sub-questions and related records'],
];

export function AskPage({ route, headingRef, viewer }: { route: RouteDef; headingRef: Ref<HTMLHeadingElement>; viewer: ViewerState }) {
  const [question, setQuestion] = useState('');
  const [mode, setMode] = useState<AskMode>('AUTO');
  const { busy, error, setError, run } = useAction();
  const [answer, setAnswer] = useState<AnswerFieldsFragment | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const ready = viewer.status !== 'loading';
  const current = viewer.status === 'signed-in' ? viewer.viewer : null;

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (busy) return;
    const q = question.trim();
    if (q === '') {
      setError(null);
      inputRef.current?.focus();
      announce('Type a question first.');
      return;
    }
    return run('The question was not answered.', async () => {
      announce('Asking…');
      const data = await request(AskDocument, { input: { question: q, mode } });
      setAnswer(data.ask);
      announce(`Answer ${data.ask.status}. ${answerStatusText(data.ask.status)}. ${data.ask.citations.length} citations.`);
    });
  };

  return (
    <Page route={route} headingRef={headingRef}>
      {isPublic(current) ? <DemoNote /> : null}
      {current && !isPublic(current) && !answer ? <FirstRunGuide /> : null}
      <form class="card form ask-form" aria-label="Ask a question" onSubmit={onSubmit} aria-busy={busy ? 'true' : 'false'}>
        <div class="field">
          <label class="field__label" for="ask-question">
            Question
          </label>
          <textarea
            id="ask-question"
            ref={inputRef}
            class="input ask-form__question"
            rows={3}
            maxLength={2000}
            required
            disabled={!ready}
            placeholder="e.g. Who committed to DATA-102 and when is it due?"
            value={question}
            onInput={(e) => setQuestion(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <p class="field__hint">Answers cite only verified sources. Ctrl+Enter asks.</p>
        </div>
        <fieldset class="fieldset ask-form__modes">
          <legend class="field__label">Mode</legend>
          <div class="segmented">
            {MODES.map(([value, label, hint]) => (
              <label key={value} class="segmented__option">
                <input type="radio" name="ask-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
                <span>
                  <strong>{label}</strong>
                  <span class="segmented__hint">{hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div class="form__actions">
          <button
            type="submit"
            class="button"
            disabled={!ready}
            aria-disabled={busy ? 'true' : undefined}
            aria-busy={busy ? 'true' : 'false'}
          >
            {busy ? (
              <>
                <span class="spinner" aria-hidden="true" />
                Asking…
              </>
            ) : (
              'Ask'
            )}
          </button>
        </div>
        {error ? <ErrorNote error={error} /> : null}
      </form>
      {answer ? <AnswerView key={answer.id} answer={answer} documentLinks={!isPublic(current)} /> : null}
    </Page>
  );
}
