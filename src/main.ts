import { mount } from 'svelte';
import App from './App.svelte';
import EmbedView from './lib/ui/embed/EmbedView.svelte';
import { isEmbed } from './lib/player/url/embedOptions.ts';
import OfflineBadge from './lib/ui/offline/OfflineBadge.svelte';
import './app.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

// A link with `embed` opens the player made for iframes (docs/embed.md); any other, the app and its
// offline mark. An embed registers no service worker of its own: one the app registered serves it too.
function start() {
  if (isEmbed(location.search)) return mount(EmbedView, { target: target! });
  mount(OfflineBadge, { target: document.body });
  return mount(App, { target: target! });
}

export default start();
