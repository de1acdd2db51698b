/** A translated sentence cut into words and code, so the page sets the code (the same in every language) in `<code>`. */
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
