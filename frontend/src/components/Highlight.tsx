import type { ComponentChildren } from 'preact';

// Words too common to be worth marking in a passage.
const STOP = new Set(
  'a an and are as at be but by for from has have he her his i in is it its of on or our she that the their them they this to was we were what when where which who why will with you your'.split(' '),
);

const WORD = /([\p{L}\p{N}][\p{L}\p{N}'’_-]*)/u;

/** A word reduced for matching: lower case, a plural or possessive "s" dropped. */
function key(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  return w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
}

/** The words of texts worth marking (no stop words, at least two characters). */
export function termsOf(...texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) {
    for (const part of t.split(WORD)) {
      if (WORD.test(part) && part.length > 1 && !STOP.has(part.toLowerCase())) out.add(key(part));
    }
  }
  return out;
}

/**
 * text as text with the words found in terms wrapped in <mark>: built from plain strings, so
 * server text is never parsed as markup.
 */
export function Highlight({ text, terms }: { text: string; terms: ReadonlySet<string> }) {
  if (terms.size === 0) return <>{text}</>;
  const parts: ComponentChildren[] = [];
  let plain = '';
  text.split(WORD).forEach((part, i) => {
    if (i % 2 === 1 && terms.has(key(part))) {
      if (plain) parts.push(plain);
      plain = '';
      parts.push(
        <mark key={i} class="hl">
          {part}
        </mark>,
      );
    } else {
      plain += part;
    }
  });
  if (plain) parts.push(plain);
  return <>{parts}</>;
}
