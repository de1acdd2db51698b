/** A Chinese character or a full-width punctuation mark (，。：；（）“” and the like). */
const WIDE = '\\p{Script=Han}\\u3000-\\u303F\\uFF00-\\uFFEF\\u201C\\u201D';
const SPACE_BETWEEN_WIDE = new RegExp(`([${WIDE}]) +(?=[${WIDE}])`, 'gu');

/**
 * Drops the spaces a message's template leaves between two Chinese characters when a name is filled
 * in: "而 {lose} 用了" must read 而朴素回溯 1→N 用了, while "MRV 获胜" keeps the space beside Latin.
 */
export function closeCjkSpaces(text: string): string {
  return text.includes(' ') ? text.replace(SPACE_BETWEEN_WIDE, '$1') : text;
}
