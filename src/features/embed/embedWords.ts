import { m } from '../../app/i18n/messages.ts';
import type { EmbedField } from './embedParams.ts';

const EMBED_FIELDS: Record<EmbedField, () => string> = {
  end: m.embed_field_end,
  loop: m.embed_field_loop,
  autoplay: m.embed_field_autoplay,
};

/** What the embed says about the fields of its link it could not use. */
export function embedWarningText(problems: readonly EmbedField[]): string {
  return m.embed_fields_unused({ fields: problems.map((f) => EMBED_FIELDS[f]()).join(m.list_separator()) });
}
