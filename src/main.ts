import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

// The lab (?view=lab) is its own root, loaded only when asked for: the player's bundle stays as it was.
export default new URLSearchParams(location.search).get('view') === 'lab'
  ? import('./lib/ui/lab/LabView.svelte').then((lab) => mount(lab.default, { target }))
  : mount(App, { target });
