/*
 * The part of vite-plugin-pwa's `virtual:pwa-register` this app uses, declared here rather than
 * through the package's own types (see pwa.config.d.ts for why those stay out of type checking).
 */
declare module 'virtual:pwa-register' {
  export interface RegisterSWOptions {
    immediate?: boolean;
    onNeedRefresh?: () => void;
    onOfflineReady?: () => void;
    onRegisteredSW?: (swScriptUrl: string, registration: ServiceWorkerRegistration | undefined) => void;
    onRegisterError?: (error: unknown) => void;
  }
  /** Registers the service worker; the function it returns activates a waiting one (and reloads). */
  export function registerSW(options?: RegisterSWOptions): (reloadPage?: boolean) => Promise<void>;
}
