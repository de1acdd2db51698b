import './linkFeatures.ts';
import { type Component, mount } from 'svelte';
import App from './App.svelte';
import { isEmbed } from './features/embed/embedParams.ts';
import OfflineBadge from './app/offline/OfflineBadge.svelte';
import './app.css';
import { loadLaterMessages, startLocale } from './app/i18n/locale.svelte.ts';
import { isLabLink, readLang } from './run/link/viewParams.ts';
import { importOrReload } from './app/offline/importOrReload.ts';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
const search = location.search;

// The embed and the lab are roots of their own, off the start bundle.
const embed = isEmbed(search);
type Mount = (target: Element) => unknown;
const mountOf =
  (root: Component): Mount =>
  (at) =>
    mount(root, { target: at });
const root: Promise<Mount> = embed
  ? Promise.all([
      importOrReload(() => import('./features/embed/EmbedView.svelte'))(),
      // The embed's captions are Explain's sentences.
      importOrReload(() => import('./features/explain/sentences.ts'))(),
    ]).then(
      ([view, words]) =>
        (at) =>
          mount(view.default, { target: at, props: { narrate: words.narrate } }),
    )
  : isLabLink(search)
    ? importOrReload(() => import('./features/lab/LabView.svelte'))().then((m) => mountOf(m.default))
    : Promise.resolve(mountOf(App));

// Nothing mounts before its words are here: the start words, or every word for the embed and the lab.
const words = startLocale(readLang(search) ?? null);
const [mountRoot] = await Promise.all([root, embed || isLabLink(search) ? words.then(loadLaterMessages) : words]);

// Mounting in a task of its own halves the longest start-up task.
await new Promise((resolve) => setTimeout(resolve));

// An embed registers no service worker: the app's serves it too.
if (!embed) mount(OfflineBadge, { target: document.body });
export default mountRoot(target);
