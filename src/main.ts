import { type Component, mount } from 'svelte';
import App from './App.svelte';
import { isEmbed } from './run/link/embedOptions.ts';
import OfflineBadge from './app/offline/OfflineBadge.svelte';
import './app.css';
import { loadLaterMessages, startLocale } from './app/i18n/locale.svelte.ts';
import { isLabLink, readLang } from './run/link/viewParams.ts';
import { importOrReload } from './app/offline/importOrReload.ts';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
const search = location.search;

// A link with `embed` opens the player made for iframes (docs/embed.md); `view=lab` the lab: each its
// own root, fetched only when asked for, so the app's start bundle carries neither; any other, the
// app. Both full views show the offline mark. An embed registers no service worker of its own: one
// the app registered serves it too.
const embed = isEmbed(search);
const root: Promise<Component> = embed
  ? importOrReload(() => import('./features/embed/EmbedView.svelte'))().then((m) => m.default)
  : isLabLink(search)
    ? importOrReload(() => import('./features/lab/LabView.svelte'))().then((m) => m.default)
    : Promise.resolve(App);

// The language, fetched alongside the view, so the first paint is already in it: nothing mounts before
// its words are here (docs/i18n.md); the app's start words, or every word for the embed and the lab.
const words = startLocale(readLang(search) ?? null);
const [Root] = await Promise.all([root, embed || isLabLink(search) ? words.then(loadLaterMessages) : words]);

// Mounting in a task of its own, after the one that compiled and ran the modules, halves the
// longest start-up task (docs/benchmarks.md, "start-up"): input and paint can slip in between.
await new Promise((resolve) => setTimeout(resolve));

if (!embed) mount(OfflineBadge, { target: document.body });
export default mount(Root, { target });
