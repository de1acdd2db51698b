import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

// Mounting in a task of its own, after the one that compiled and ran the modules, halves the
// longest start-up task (docs/benchmarks.md, "start-up"): input and paint can slip in between.
await new Promise((resolve) => setTimeout(resolve));

export default mount(App, { target });
