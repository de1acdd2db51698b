/**
 * The app's words, compiled by Paraglide from messages/en.json and messages/zh-CN.json into one typed
 * function per message (docs/i18n.md). Import `m` from here, not from the generated folder, so the
 * locale state is always set up before a message is read.
 */
import './locale.svelte.ts';
export { m } from './paraglide/messages.js';
