// Explain beside each board and the Python the code panel can show: one chunk, loaded after the first paint.
export { default as RunTeach } from './features/explain/RunTeach.svelte';
export { PYTHON } from './pythonTutorials.ts';
