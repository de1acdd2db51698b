import { registerSW } from 'virtual:pwa-register';

/** A lesson can stay open for hours, so an open page asks for a new deploy this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The service worker's state for the UI. */
export class OfflineStatus {
  ready = $state(false);
  updateReady = $state(false);
  readonly version = __STEPDOKU_VERSION__;
  private updateSW: ((reload?: boolean) => Promise<void>) | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;

  start(): void {
    if (!('serviceWorker' in navigator)) return;
    this.updateSW = registerSW({
      onNeedRefresh: () => (this.updateReady = true),
      onOfflineReady: () => (this.ready = true),
      onRegisteredSW: (_url, registration) => {
        // On a later visit no offlineReady comes: an active worker has stored the app.
        if (registration?.active) this.ready = true;
        if (registration) this.timer = setInterval(() => void registration.update(), UPDATE_CHECK_MS);
      },
    });
  }

  update(): Promise<void> {
    return this.updateSW?.(true) ?? Promise.resolve();
  }

  /** The new version still starts on the next visit. */
  dismiss(): void {
    this.updateReady = false;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
