/**
 * A translated sentence with code in it (a signature, a file name, an API's own names), cut into its
 * words and its code so the page can set the code in `<code>`: code is the same in every language
 * and must not read as a word the translation left in English. The message places the code where
 * its language puts it; each value comes back as one part marked `code`.
 */
export interface TextPart {
  text: string;
  code: boolean;
}

// A character no message or code holds, round each value's name while the message is rendered.
const MARK = '\u0001';

export function codeParts<K extends string>(
  render: (inputs: Record<K, string>) => string,
  values: Record<K, string>,
): TextPart[] {
  const names = Object.keys(values) as K[];
  const marked = Object.fromEntries(names.map((k) => [k, `${MARK}${k}${MARK}`])) as Record<K, string>;
  // split with a captured group alternates: text, a value's name, text, …
  return render(marked)
    .split(new RegExp(`${MARK}(\\w+)${MARK}`))
    .map((piece, i) => (i % 2 ? { text: values[piece as K], code: true } : { text: piece, code: false }))
    .filter((part) => part.text !== '');
}
