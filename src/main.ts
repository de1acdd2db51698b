import { mount } from 'svelte';
import App from './App.svelte';
import EmbedView from './lib/ui/embed/EmbedView.svelte';
import { isEmbed } from './lib/player/url/embedOptions.ts';
import OfflineBadge from './lib/ui/offline/OfflineBadge.svelte';
import './app.css';
import { startLocale } from './lib/ui/i18n/locale.svelte.ts';
import { readLang } from './lib/player/url/urlState.ts';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
// The language first, so the first paint is already in it (docs/i18n.md).
startLocale(readLang(location.search) ?? null);

// A link with `embed` opens the player made for iframes (docs/embed.md); `view=lab` the lab, its own
// root loaded only when asked for (the player's bundle stays as it was); any other, the app. Both
// full views show the offline mark. An embed registers no service worker of its own: one the app
// registered serves it too.
function start() {
  if (isEmbed(location.search)) return mount(EmbedView, { target: target! });
  mount(OfflineBadge, { target: document.body });
  if (new URLSearchParams(location.search).get('view') === 'lab')
    return import('./lib/ui/lab/LabView.svelte').then((lab) => mount(lab.default, { target: target! }));
  return mount(App, { target: target! });
}

// Mounting in a task of its own, after the one that compiled and ran the modules, halves the
// longest start-up task (docs/benchmarks.md, "start-up"): input and paint can slip in between.
await new Promise((resolve) => setTimeout(resolve));

export default start();
